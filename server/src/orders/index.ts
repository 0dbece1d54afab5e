// The orders room (docs/orders.md, docs/data.md): the shop's records, its /api routes, payments
// (simulated or Stripe, with its webhook), receipts, and the owner's view (`npm run orders`,
// admin/). Its one entrance (docs/server.md).
import path from 'node:path';
import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import type { Logger } from 'pino';
import type { AccountRemover, AccountVerifier } from '../auth';
import type { ServerConfig } from '../config';
import { isUnavailableError, type Database, type Queryable } from '../db';
import { createMailer } from '../platform';
import { registerAdminOrders, writeAdminToken } from './admin/adminAccess';
import { registerAdminMoney } from './admin/adminMoney';
import { createShopOwner, type ShopOwner } from './admin/shopOwner';
import { loadShopCatalogue } from './orderRules';
import { createStripeClient, simulatedPayments, stripePayments, type PaymentProvider } from './payments';
import { createReceiptSender, deliverReceipt, type ReceiptSender } from './receipts';
import { createRefundMail, SHOP_NAME } from './refunds/refundReceipt';
import type { RefundNotifier } from './refunds/refundService';
import { registerOrderApi } from './routes/orderApi';
import { openShopData, type ShopData } from './shopData';
import { recordDelivery } from './stores/refundStore';
import { registerStripeWebhook } from './stripeWebhook';

type OrdersConfig = Pick<ServerConfig, 'repoRoot' | 'payments' | 'mail' | 'receipts' | 'orders' | 'data'> & {
  http: Pick<ServerConfig['http'], 'siteOrigin'>;
};

/** The shop on the site's database: its records once the database opens (`open`). */
export interface Shop {
  /** Makes the shop's records on a database just opened and migrated. */
  open(db: Database): Promise<void>;
  data(): ShopData | null;
  payments: PaymentProvider;
  /** The Stripe client (STRIPE_SECRET_KEY), for its webhook too. */
  stripe: Stripe | null;
  /** Receipts, by mail (SMTP_URL) or into DATA_DIR/outbox. */
  sendReceipt: ReceiptSender;
  /** What the owner reads and does in the console (docs/shop-console.md, "The shop"). */
  owner: ShopOwner;
  description(): string;
}

export { ShopUnavailableError, type ShopOwner } from './admin/shopOwner';
export { PayoutNotDueError } from './payouts/payoutRules';

export function createShop(config: OrdersConfig): Shop {
  const catalogue = loadShopCatalogue();
  const { stripeSecretKey, stripeApiBase } = config.payments;
  const stripe = stripeSecretKey ? createStripeClient({ secretKey: stripeSecretKey, apiBase: stripeApiBase }) : null;
  const payments = stripe ? stripePayments(stripe) : simulatedPayments;
  let current: ShopData | null = null;
  let currentDb: Database | null = null;
  const mailSettings = { ...config.mail, from: config.receipts.from };
  const sendReceipt = createReceiptSender(mailSettings);
  return {
    open: async (db) => {
      const notifyRefund = refundNotifier(mailSettings, db);
      current = await openShopData(db, catalogue, { payments, notifyRefund });
      currentDb = db;
    },
    data: () => current,
    payments,
    stripe,
    sendReceipt,
    owner: createShopOwner({
      db: () => currentDb,
      data: () => current,
      sendReceipt,
      siteOrigin: config.http.siteOrigin,
    }),
    description: () =>
      `payments: ${payments.name}; receipts: ${config.mail.smtpUrl ? 'SMTP' : `files in ${config.mail.outboxDir}`}`,
  };
}

/** The buyer's refund receipt, by mail or into the outbox, recorded in the order's delivery history. */
export function refundNotifier(
  settings: { smtpUrl?: string; from: string; outboxDir: string },
  db: Queryable,
): RefundNotifier {
  const mail = createRefundMail(createMailer(settings), { from: settings.from, siteName: SHOP_NAME });
  return async (order, refund) => {
    const outcome = await mail(order, refund).catch((error: Error) => `failed: ${error.message}`);
    await recordDelivery(db, { orderId: order.id, kind: 'refund', outcome: `${refund.id} ${outcome}`, actor: null });
  };
}

export interface OrdersOptions {
  config: OrdersConfig;
  shop: Shop;
  verifier: AccountVerifier | null;
  /** The auth room's deletion of an account (DELETE /api/account); null when it cannot delete. */
  accountRemover?: AccountRemover | null;
  /** The database for the owner's view (`npm run orders` asks the server that holds PGlite). */
  database: () => Queryable | null;
  logger: Logger;
}

export const ordersPlugin = fp<OrdersOptions>(
  async (app, { config, shop, verifier, accountRemover, database, logger }) => {
    const { dataDir, databaseUrl } = config.data;
    const siteOrigin = config.http.siteOrigin;
    const { sendReceipt } = shop;
    const receiptMode = config.mail.smtpUrl ? 'email' : 'outbox';
    registerOrderApi(app, {
      data: shop.data,
      verifier,
      accountRemover: accountRemover ?? null,
      payments: shop.payments,
      sendReceipt,
      receiptMode,
      siteOrigin,
      downloadsDir: path.join(config.repoRoot, 'server', 'downloads'),
      orderRateLimit: config.orders.rateLimit,
    });
    // The embedded database is this process's alone: `npm run orders` asks through here.
    if (!databaseUrl) {
      const token = writeAdminToken(dataDir);
      registerAdminOrders(app, { token, db: database });
      registerAdminMoney(app, { token, data: shop.data });
    }
    // A refund recorded but not sent to the provider (the process stopped in between) is sent again.
    if (shop.payments.refund) {
      const resume = setInterval(
        () =>
          void shop
            .data()
            ?.refunds.resumeUnsent()
            .catch(() => {}),
        60_000,
      );
      resume.unref();
      app.addHook('onClose', async () => clearInterval(resume));
    }
    const { stripe } = shop;
    const webhookSecret = config.payments.stripeWebhookSecret;
    if (stripe && webhookSecret) {
      const unreachable = () => Object.assign(new Error('database unreachable'), { code: 'ECONNREFUSED' });
      await registerStripeWebhook(app, {
        stripe,
        webhookSecret,
        isUnavailable: isUnavailableError,
        recordEvent: async (id, type) => {
          const data = shop.data();
          if (!data) throw unreachable();
          return data.orders.recordEvent(id, type);
        },
        applyRefunded: async (charge) => {
          const data = shop.data();
          if (!data) throw unreachable();
          return data.refunds.applyChargeRefunded(charge);
        },
        applyPaid: async (orderId, log, paymentRef) => {
          const data = shop.data();
          if (!data) throw unreachable();
          const changed = await data.orders.markPaid(orderId, receiptMode, paymentRef);
          const order = changed ? await data.orders.findById(orderId) : null;
          if (order) await deliverReceipt(data, order, { sendReceipt, siteOrigin, log });
          return changed;
        },
      });
    } else if (stripe) {
      logger.warn('STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: Stripe orders will stay pending.');
    }
  },
  { name: 'orders', dependencies: ['platform'] },
);
