/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { readConfig, type AuthSettings, type Environment } from '../config';
import { createAuthBackend } from './authBackend';
import { closeTestDatabase, freshSchema, testDatabase } from './localAuth/testing/localAuthSite';

afterAll(closeTestDatabase);
jest.setTimeout(30_000);

/** The runtime of a local backend: the test file's database, a schema of its own. */
const runtimeOf = async () => {
  const db = await testDatabase();
  return { database: () => db, schema: freshSchema() };
};

/** The auth settings the configuration makes of `env`. */
const authOf = (env: Environment): AuthSettings => readConfig(env, '/repo').auth;

test('a hosted project in the environment is used as it is, with nothing started locally', async () => {
  const settings = authOf({ SUPABASE_URL: 'https://abc.supabase.co/', SUPABASE_ANON_KEY: 'public-anon-key' });
  const backend = await createAuthBackend(settings);
  expect(backend.server).toBeNull();
  expect(backend.publicConfig).toEqual({ url: 'https://abc.supabase.co', anonKey: 'public-anon-key' });
});

test('AUTH=off starts no backend and gives the page none, even with a hosted project', async () => {
  const off = await createAuthBackend(authOf({ AUTH: 'off', SUPABASE_URL: 'https://a.co', SUPABASE_ANON_KEY: 'k' }));
  expect(off.publicConfig).toBeNull();
  expect(off.server).toBeNull();
  expect(off.verifier).toBeNull();
});

test('the local service generates its secret on first run and hands the page only the public key', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-backend-test-'));
  const settings = authOf({ AUTH_DATA_DIR: dataDir });
  const runtime = await runtimeOf();
  const backend = await createAuthBackend({ ...settings, port: 0 } as typeof settings, runtime);
  try {
    const { rows } = await runtime
      .database()
      .query<{ value: string }>(`SELECT value FROM ${runtime.schema}.secrets WHERE name = 'jwt-secret'`);
    const secret = rows[0]?.value ?? '';
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
    const page = JSON.stringify(backend.publicConfig);
    expect(page).not.toContain(secret);
    const [, payload] = backend.publicConfig?.anonKey.split('.') ?? [];
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toEqual({
      role: 'anon',
      iss: 'http://localhost:3006/auth/v1',
    });
  } finally {
    await backend.server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test.each([
  ['truncated', '{"version":1,"users":[{"id":'],
  ['not auth data', '{"hello":"world"}'],
])('a %s users.json turns sign-in off with a loud log line instead of stopping the site', async (_name, text) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-backend-test-'));
  fs.writeFileSync(path.join(dataDir, 'users.json'), text);
  const errors: string[] = [];
  const logger = { error: (_fields: unknown, line: string) => errors.push(line) } as unknown as Logger;
  try {
    const settings = authOf({ AUTH_DATA_DIR: dataDir });
    const backend = await createAuthBackend({ ...settings, port: 0 } as typeof settings, {
      logger,
      ...(await runtimeOf()),
    });
    expect(backend.server).toBeNull();
    expect(backend.publicConfig).toBeNull();
    expect(backend.unavailableMessage).toMatch(/Sign-in is temporarily unavailable/);
    expect(errors).toEqual([expect.stringMatching(/^SIGN-IN DISABLED: .*users\.json/)]);
    // The file is kept as it was, for the operator to repair.
    expect(fs.readFileSync(path.join(dataDir, 'users.json'), 'utf8')).toBe(text);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a database that cannot be reached at start turns sign-in off with a loud log line', async () => {
  const errors: string[] = [];
  const logger = { error: (_fields: unknown, line: string) => errors.push(line) } as unknown as Logger;
  const settings = authOf({ AUTH_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'auth-backend-test-')) });
  const backend = await createAuthBackend({ ...settings, port: 0 } as typeof settings, {
    logger,
    database: () => null,
  });
  expect(backend.server).toBeNull();
  expect(backend.unavailableMessage).toMatch(/Sign-in is temporarily unavailable/);
  expect(errors).toEqual([expect.stringMatching(/^SIGN-IN DISABLED: the accounts' database cannot be used/)]);
});
