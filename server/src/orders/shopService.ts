// The shop's data and API, started with the site (docs/data.md). The database opens and migrates at
// start. A schema newer than this code, or an embedded data folder another process holds, stops the
// start with a clear message. A Postgres server that cannot be reached does not: the pages are served,
// the order API answers 503, and the connection is tried again in the background.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { AccountVerifier } from '../auth/accountTokens';
import { openDatabase, type Database, type DatabaseSettings } from '../db/database';
import { DataFolderLockedError } from '../db/dataLock';
import { migrate, SchemaTooNewError } from '../db/migrate';
import { createAffiliateStore } from './affiliateStore';
import { deliverReceipt, isUnavailableError, registerOrderApi, type ShopData } from './orderRoutes';
import { loadShopCatalogue } from './orderRules';
import { createOrderStore } from './orderStore';
import { createStripeClient, simulatedPayments, stripePayments, type PaymentProvider } from './payments';
import { createReceiptSender } from './receipts';
import { createLinkSigner, loadServerSecret } from './signedLinks';
import { registerStripeWebhook } from './stripeWebhook';
import { registerAdminOrders, writeAdminToken } from '../admin/adminAccess';

export interface ShopSettings {
  database: DatabaseSettings;
  repoRoot: string;
  siteOrigin: string;
  env: NodeJS.ProcessEnv;
  logger: Logger;
}

export interface ShopService {
  /** The open database, or null while it cannot be reached. */
  database: () => Database | null;
  register: (app: FastifyInstance, verifier: AccountVerifier | null) => Promise<void>;
  /** Readiness: null when the database answers. */
  check: () => Promise<string | null>;
  close: () => Promise<void>;
  description: () => string;
}

const RETRY_MS = 5_000;

async function openShopData(settings: ShopSettings): Promise<{ db: Database; data: ShopData }> {
  const db = await openDatabase(settings.database);
  try {
    const applied = await migrate(db);
    if (applied.length) settings.logger.info({ applied }, 'database migrated');
    const signer = createLinkSigner(await loadServerSecret(db, 'links'));
    const catalogue = loadShopCatalogue(settings.repoRoot);
    return {
      db,
      data: { orders: createOrderStore(db, { catalogue }), affiliates: createAffiliateStore(db), signer },
    };
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}

export async function startShopService(settings: ShopSettings): Promise<ShopService> {
  const { env, logger } = settings;
  let current: { db: Database; data: ShopData } | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    try {
      current = await openShopData(settings);
      logger.info(`orders: ${current.db.description}`);
    } catch (error) {
      // Settings to fix before start: never served around.
      if (error instanceof SchemaTooNewError || error instanceof DataFolderLockedError) throw error;
      if (!isUnavailableError(error) && !settings.database.databaseUrl) throw error;
      logger.error(
        { err: error },
        `ORDERS UNAVAILABLE: the database cannot be reached (${(error as Error).message}). Pages are served; ` +
          `the checkout answers 503 until it comes back (retrying every ${RETRY_MS / 1000} s).`,
      );
      if (!closed) {
        retry = setTimeout(() => {
          retry = null;
          connect().catch((fatal: unknown) => logger.error({ err: fatal }, 'orders: giving up on the database'));
        }, RETRY_MS);
        retry.unref();
      }
    }
  };
  await connect();

  const stripeKey = env.STRIPE_SECRET_KEY?.trim();
  const stripe = stripeKey
    ? createStripeClient({ secretKey: stripeKey, apiBase: env.STRIPE_API_BASE?.trim() || undefined })
    : null;
  const payments: PaymentProvider = stripe ? stripePayments(stripe) : simulatedPayments;
  const dataDir = settings.database.dataDir;
  const sendReceipt = createReceiptSender({
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    from: env.RECEIPT_FROM?.trim() || 'Orders <orders@localhost>',
    outboxDir: path.join(dataDir, 'outbox'),
  });
  const receiptMode = env.SMTP_URL?.trim() ? 'email' : 'outbox';
  const orderRateLimit = Number(env.ORDER_RATE_LIMIT) > 0 ? Number(env.ORDER_RATE_LIMIT) : 20;

  return {
    database: () => current?.db ?? null,
    description: () =>
      `orders: ${current?.db.description ?? 'database unreachable'}; payments: ${payments.name}; receipts: ${
        env.SMTP_URL ? 'SMTP' : `files in ${path.join(dataDir, 'outbox')}`
      }`,
    register: async (app, verifier) => {
      const data = () => current?.data ?? null;
      registerOrderApi(app, {
        data,
        verifier,
        payments,
        sendReceipt,
        receiptMode,
        siteOrigin: settings.siteOrigin,
        downloadsDir: path.join(settings.repoRoot, 'server', 'downloads'),
        orderRateLimit,
      });
      // The embedded database is this process's alone: `npm run orders` asks through here.
      if (!settings.database.databaseUrl) {
        registerAdminOrders(app, { token: writeAdminToken(dataDir), db: () => current?.db ?? null });
      }
      const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
      if (stripe && webhookSecret) {
        await registerStripeWebhook(app, {
          stripe,
          webhookSecret,
          isUnavailable: isUnavailableError,
          recordEvent: async (id, type) => {
            const shop = data();
            if (!shop) throw Object.assign(new Error('database unreachable'), { code: 'ECONNREFUSED' });
            return shop.orders.recordEvent(id, type);
          },
          applyPaid: async (orderId, log) => {
            const shop = data();
            if (!shop) throw Object.assign(new Error('database unreachable'), { code: 'ECONNREFUSED' });
            const changed = await shop.orders.markPaid(orderId, receiptMode);
            const order = changed ? await shop.orders.findById(orderId) : null;
            if (order) await deliverReceipt(shop, order, { sendReceipt, siteOrigin: settings.siteOrigin, log });
            return changed;
          },
        });
      } else if (stripe) {
        logger.warn('STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: Stripe orders will stay pending.');
      }
    },
    check: async () => {
      if (!current) return 'database unreachable';
      try {
        await current.db.query('SELECT 1');
        return null;
      } catch (error) {
        return `database: ${(error as Error).message}`;
      }
    },
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      await current?.db.close();
    },
  };
}
