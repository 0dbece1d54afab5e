// Test helper of the local auth service's tests: the service over real HTTP, listening on an
// ephemeral port and called with fetch, the way supabase-js calls it from the page. Every site of a
// test file shares one embedded database, each in a schema of its own unless told to share one
// (two instances). Each test file calls `afterEach(stopSites)` and `afterAll(closeTestDatabase)`.
// Not part of the server build (server/tsconfig.json excludes testing/).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../../db';
import { pgliteTemplate } from '../../../db/testing/testDatabases';
import type { Mail } from '../../../platform';
import { createLocalAuthService, type AuthRateLimits, type LocalAuthService } from '../../localAuthService';
import { loadSigningSecret } from '../../signingKeys';
import { authDatabase, type AuthDatabase } from '../../store/authDatabase';

export const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' };

export interface Running {
  base: string;
  service: LocalAuthService;
  dataDir: string;
  database: AuthDatabase;
  /** The mails the service sent, in order. */
  mails: Mail[];
  /** `down = true`: the database cannot be reached (as a Postgres server that went away). */
  outage: { down: boolean };
  clock: { now: number };
  close: () => Promise<void>;
}

/** The services started by the current test; stopSites closes them and removes their data. */
export const running: Running[] = [];

let shared: { db: Promise<Database>; dir: string } | null = null;

/** The test file's embedded database (opened on first use). */
export function testDatabase(): Promise<Database> {
  if (!shared) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-auth-db-'));
    shared = { db: openDatabase({ dataDir: dir, pgliteTemplate }), dir };
  }
  return shared.db;
}

export async function closeTestDatabase() {
  if (!shared) return;
  const { db, dir } = shared;
  shared = null;
  await (await db).close();
  fs.rmSync(dir, { recursive: true, force: true });
}

export const freshSchema = () => `auth_${crypto.randomBytes(5).toString('hex')}`;

export async function start(
  options: {
    dataDir?: string;
    /** Another site's schema: two instances of one service. */
    schema?: string;
    accessTokenTtlSeconds?: number;
    rateLimits?: Partial<AuthRateLimits>;
    /** Addresses confirmed by a mailed link (off by default here: most tests are about other things). */
    confirmEmail?: boolean;
    /** A database of the test's own (a Postgres connection per instance), instead of the shared PGlite. */
    db?: Database;
  } = {},
) {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'local-auth-test-'));
  const clock = { now: Date.parse('2026-11-20T10:00:00Z') };
  const db = options.db ?? (await testDatabase());
  const outage = { down: false };
  const database = authDatabase(() => (outage.down ? null : db), options.schema ?? freshSchema());
  const mails: Mail[] = [];
  const service = await createLocalAuthService({
    database,
    confirmEmail: options.confirmEmail ?? false,
    siteUrl: 'https://site.example',
    mailFrom: 'Alex Rivera AI <accounts@localhost>',
    mailer: async (mail) => {
      mails.push(mail);
      return 'outbox';
    },
    secret: await loadSigningSecret(database, dataDir),
    publicUrl: 'http://127.0.0.1:0',
    allowedOrigins: ['https://site.example'],
    accessTokenTtlSeconds: options.accessTokenTtlSeconds,
    rateLimits: options.rateLimits,
    now: () => clock.now,
  });
  await service.app.listen({ host: '127.0.0.1', port: 0 });
  const address = service.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const entry: Running = {
    base: `http://127.0.0.1:${address.port}/auth/v1`,
    service,
    dataDir,
    database,
    mails,
    outage,
    clock,
    close: () => service.app.close(),
  };
  running.push(entry);
  return entry;
}

export async function stopSites() {
  for (const entry of running.splice(0)) {
    await entry.close();
    fs.rmSync(entry.dataDir, { recursive: true, force: true });
  }
}

export function call(
  site: Running,
  method: string,
  pathAndQuery: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${site.base}${pathAndQuery}`, {
    method,
    headers: {
      apikey: site.service.anonKey,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json;charset=UTF-8' }),
      ...API_VERSION,
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const signUp = (site: Running, email: string, password: string) =>
  call(site, 'POST', '/signup?redirect_to=http%3A%2F%2Flocalhost%2Flogin', {
    email,
    password,
    data: {},
    gotrue_meta_security: {},
    code_challenge: null,
    code_challenge_method: null,
  });
export const signIn = (site: Running, email: string, password: string) =>
  call(site, 'POST', '/token?grant_type=password', { email, password, gotrue_meta_security: {} });
export const refresh = (site: Running, refreshToken: string) =>
  call(site, 'POST', '/token?grant_type=refresh_token', { refresh_token: refreshToken });
export const currentUser = (site: Running, accessToken: string) =>
  call(site, 'GET', '/user', undefined, { Authorization: `Bearer ${accessToken}` });

/** The addresses that have an account on the site. */
export async function storedEmails(site: Running): Promise<string[]> {
  const db = await site.database.get();
  const { rows } = await db.query<{ email: string }>(`SELECT email FROM ${site.database.schema}.users ORDER BY email`);
  return rows.map((row) => row.email);
}

/** The link of the last mail sent to `email` (waits briefly: mails leave after the answer). */
export async function linkMailedTo(site: Running, email: string): Promise<string> {
  for (let i = 0; i < 50; i += 1) {
    const mail = site.mails.filter((m) => m.to === email).at(-1);
    const link = mail && /https?:\/\/\S+\/verify\?\S+/.exec(mail.text)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no link mailed to ${email}`);
}
