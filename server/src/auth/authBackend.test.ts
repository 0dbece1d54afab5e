/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { resolveAuthSettings, startAuthBackend } from './authBackend';

const base = { repoRoot: '/repo', port: 3000, publicHost: 'localhost', siteOrigins: ['http://localhost:3000'] };

test('a hosted project in the environment is used as it is, with nothing started locally', async () => {
  const settings = resolveAuthSettings({
    ...base,
    env: { SUPABASE_URL: 'https://abc.supabase.co/', SUPABASE_ANON_KEY: 'public-anon-key' },
  });
  expect(settings).toEqual({ mode: 'hosted', url: 'https://abc.supabase.co', anonKey: 'public-anon-key' });
  const backend = await startAuthBackend(settings);
  expect(backend.server).toBeNull();
  expect(backend.publicConfig).toEqual({ url: 'https://abc.supabase.co', anonKey: 'public-anon-key' });
});

test('without a hosted project the local service is the default, with its data in data/auth', () => {
  expect(resolveAuthSettings({ ...base, env: {} })).toEqual({
    mode: 'local',
    port: 3006,
    host: '127.0.0.1',
    publicUrl: 'http://localhost:3006',
    dataDir: path.resolve('/repo/data/auth'),
    secretFromEnv: undefined,
    allowedOrigins: ['http://localhost:3000'],
  });
  const moved = resolveAuthSettings({
    ...base,
    env: { AUTH_PORT: '4599', AUTH_DATA_DIR: '/tmp/x', AUTH_PUBLIC_URL: 'https://auth.example/' },
  });
  expect(moved).toMatchObject({ port: 4599, dataDir: '/tmp/x', publicUrl: 'https://auth.example' });
});

test('AUTH=off disables authentication even with a hosted project; an unknown AUTH is an error', async () => {
  const off = resolveAuthSettings({
    ...base,
    env: { AUTH: 'off', SUPABASE_URL: 'https://a.co', SUPABASE_ANON_KEY: 'k' },
  });
  expect(off).toEqual({ mode: 'off' });
  expect((await startAuthBackend(off)).publicConfig).toBeNull();
  expect(() => resolveAuthSettings({ ...base, env: { AUTH: 'maybe' } })).toThrow(/AUTH must be off, local or hosted/);
  expect(() => resolveAuthSettings({ ...base, env: { AUTH: 'hosted' } })).toThrow(/SUPABASE_URL/);
});

test('the local service generates its secret on first run and hands the page only the public key', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-backend-test-'));
  const settings = resolveAuthSettings({ ...base, env: { AUTH_DATA_DIR: dataDir, AUTH_PORT: '0' } });
  const backend = await startAuthBackend({ ...settings, port: 0 } as typeof settings);
  try {
    const secret = fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8');
    expect(secret.length).toBeGreaterThanOrEqual(32);
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

test('the local service listens on loopback unless AUTH_HOST says otherwise', () => {
  expect(resolveAuthSettings({ ...base, env: {} })).toMatchObject({ mode: 'local', host: '127.0.0.1' });
  expect(resolveAuthSettings({ ...base, env: { AUTH_HOST: '0.0.0.0' } })).toMatchObject({ host: '0.0.0.0' });
});

test('SUPABASE_URL never starts the local service: without its key, or with AUTH=local, it is an error', () => {
  expect(() => resolveAuthSettings({ ...base, env: { SUPABASE_URL: 'https://abc.supabase.co' } })).toThrow(
    /SUPABASE_ANON_KEY is not/,
  );
  expect(() =>
    resolveAuthSettings({
      ...base,
      env: { AUTH: 'local', SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'k' },
    }),
  ).toThrow(/AUTH=local cannot be used with SUPABASE_URL/);
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
    const settings = resolveAuthSettings({ ...base, env: { AUTH_DATA_DIR: dataDir } });
    const backend = await startAuthBackend({ ...settings, port: 0 } as typeof settings, { logger });
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
