/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveAuthSettings, startAuthBackend } from './authBackend';

const base = { repoRoot: '/repo', port: 3000, publicHost: 'localhost', siteOrigins: ['http://localhost:3000'] };

test('a hosted project in the environment is used as it is, with nothing started locally', async () => {
  const settings = resolveAuthSettings({
    ...base,
    env: { SUPABASE_URL: 'https://abc.supabase.co/', SUPABASE_ANON_KEY: 'public-anon-key' },
  });
  expect(settings).toEqual({ mode: 'hosted', url: 'https://abc.supabase.co', anonKey: 'public-anon-key' });
  const backend = await startAuthBackend(settings, '127.0.0.1');
  expect(backend.server).toBeNull();
  expect(backend.publicConfig).toEqual({ url: 'https://abc.supabase.co', anonKey: 'public-anon-key' });
});

test('without a hosted project the local service is the default, with its data in data/auth', () => {
  expect(resolveAuthSettings({ ...base, env: {} })).toEqual({
    mode: 'local',
    port: 3006,
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
  expect((await startAuthBackend(off, '127.0.0.1')).publicConfig).toBeNull();
  expect(() => resolveAuthSettings({ ...base, env: { AUTH: 'maybe' } })).toThrow(/AUTH must be off, local or hosted/);
  expect(() => resolveAuthSettings({ ...base, env: { AUTH: 'hosted' } })).toThrow(/SUPABASE_URL/);
});

test('the local service generates its secret on first run and hands the page only the public key', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-backend-test-'));
  const settings = resolveAuthSettings({ ...base, env: { AUTH_DATA_DIR: dataDir, AUTH_PORT: '0' } });
  const backend = await startAuthBackend({ ...settings, port: 0 } as typeof settings, '127.0.0.1');
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
