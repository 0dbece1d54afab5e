// A shop API on a test database, as the server builds it (the real stores, routes, link signer and
// token check), for the API's tests to call with Fastify's inject.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { jwtVerifier } from '../../auth/accountTokens';
import type { Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { registerRateLimiter } from '../../serverBasics';
import { createAffiliateStore } from '../affiliateStore';
import { registerOrderApi, type ShopData } from '../orderRoutes';
import { loadShopCatalogue } from '../orderRules';
import { createOrderStore } from '../orderStore';
import { simulatedPayments, type PaymentProvider } from '../payments';
import { createReceiptSender } from '../receipts';
import { createLinkSigner, loadServerSecret } from '../signedLinks';

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
    /** More routes on the same app (the webhook), before it starts. */
    beforeReady?: (app: FastifyInstance, data: ShopData, outbox: string) => Promise<void>;
  } = {},
): Promise<TestShop> {
  await migrate(db);
  const data: ShopData = {
    orders: createOrderStore(db, { catalogue: loadShopCatalogue(REPO_ROOT) }),
    affiliates: createAffiliateStore(db),
    signer: createLinkSigner(await loadServerSecret(db, 'links')),
  };
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  let available = true;
  const app = Fastify({ logger: false });
  await registerRateLimiter(app);
  registerOrderApi(app, {
    data: () => (available ? data : null),
    verifier: jwtVerifier(SECRET),
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

/** An access token of the kind the local auth service issues. */
export function tokenFor(userId: string, email: string): Promise<string> {
  return new SignJWT({ email, role: 'authenticated' })
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
