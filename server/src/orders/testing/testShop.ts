// A shop API on a test database, as the server builds it (the real stores, routes, link signer and
// token check), for the API's tests to call with Fastify's inject.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { jwtVerifier, type AccountRemover, type AccountVerifier } from '../../auth';
import { migrate, type Database } from '../../db';
import type { TestDatabaseKind } from '../../db/testing/testDatabases';
import { registerRateLimiter } from '../../platform';
import { createShopOwner, type ShopOwner } from '../admin/shopOwner';
import { loadShopCatalogue } from '../orderRules';
import { simulatedPayments, type PaymentProvider } from '../payments';
import { createReceiptSender } from '../receipts';
import { registerOrderApi } from '../routes/orderApi';
import { openShopData, type ShopData } from '../shopData';
import { refundNotifier } from '../index';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret!!');

export interface TestShop {
  app: FastifyInstance;
  data: ShopData;
  outbox: string;
  /** Makes the database unreachable for the routes (as a server that went away). */
  setAvailable: (available: boolean) => void;
}

export async function buildTestShop(
  db: Database,
  options: {
    payments?: PaymentProvider;
    orderRateLimit?: number;
    /** The shop's clock (a refund window, a payout day). */
    now?: () => Date;
    /** The auth room's part of DELETE /api/account (none: the route answers 501). */
    accountRemover?: AccountRemover;
    /** More routes on the same app (the webhook), before it starts. */
    beforeReady?: (app: FastifyInstance, data: ShopData, outbox: string) => Promise<void>;
  } = {},
): Promise<TestShop> {
  await migrate(db);
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  const data = await openShopData(db, loadShopCatalogue(), {
    payments: options.payments ?? simulatedPayments,
    notifyRefund: refundNotifier({ from: 'Orders <orders@localhost>', outboxDir: outbox }, db),
    now: options.now,
  });
  let available = true;
  const app = Fastify({ logger: false });
  await registerRateLimiter(app);
  registerOrderApi(app, {
    data: () => (available ? data : null),
    verifier: jwtVerifier(SECRET),
    accountRemover: options.accountRemover ?? null,
    payments: options.payments ?? simulatedPayments,
    sendReceipt: createReceiptSender({ from: 'Orders <orders@localhost>', outboxDir: outbox }),
    receiptMode: 'outbox',
    siteOrigin: 'http://localhost:3000',
    downloadsDir: path.join(REPO_ROOT, 'server', 'downloads'),
    orderRateLimit: options.orderRateLimit ?? 1_000,
  });
  await options.beforeReady?.(app, data, outbox);
  await app.ready();
  return { app, data, outbox, setAvailable: (value) => (available = value) };
}

/** Verifies the tokens of `tokenFor`, as the site's sign-in does. */
export const testVerifier = (): AccountVerifier => jwtVerifier(SECRET);

/** The owner's shop (the console's) over a test shop's data, with receipts into its outbox. */
export const testShopOwner = (shop: TestShop, db: Database): ShopOwner =>
  createShopOwner({
    db: () => db,
    data: () => shop.data,
    sendReceipt: createReceiptSender({ from: 'Orders <orders@localhost>', outboxDir: shop.outbox }),
    siteOrigin: 'http://localhost:3000',
  });

/** An access token of the kind the local auth service issues (of a confirmed address unless told). */
export function tokenFor(userId: string, email: string, { confirmed = true } = {}): Promise<string> {
  return new SignJWT({ email, role: 'authenticated', user_metadata: { email, email_verified: confirmed } })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setAudience('authenticated')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(SECRET);
}

let keys = 0;
export const newKey = () => `test-key-${Date.now()}-${(keys += 1)}`;

export const contact = (email: string, firstName = 'Pat', lastName = 'Lee') => ({ email, firstName, lastName });

/**
 * A shop API per database kind for one describe block: opened before its tests, closed after;
 * `order` places an order as the checkout does.
 */
export function useTestShop(kind: TestDatabaseKind) {
  const shop = {} as TestShop & { db: Database };
  beforeAll(async () => {
    const db = await kind.open();
    Object.assign(shop, await buildTestShop(db), { db });
  });
  afterAll(async () => {
    await shop.app.close();
    await shop.db.close();
    await kind.cleanUp();
  });
  const order = (body: unknown, key = newKey(), token?: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': key, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body as object,
    });
  return { shop, order };
}
