// Test helper of the local auth service's tests: the service over real HTTP, listening on an
// ephemeral port and called with fetch, the way supabase-js calls it from the page. Each test file
// calls `afterEach(stopSites)`. Not part of the server build (server/tsconfig.json excludes testing/).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalAuthService, type AuthRateLimits, type LocalAuthService } from '../../localAuthService';
import { loadSigningSecret } from '../../signingKeys';

export const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' };

export interface Running {
  base: string;
  service: LocalAuthService;
  dataDir: string;
  clock: { now: number };
  close: () => Promise<void>;
}

/** The services started by the current test; stopSites closes them and removes their data. */
export const running: Running[] = [];

export async function start(
  options: { dataDir?: string; accessTokenTtlSeconds?: number; rateLimits?: Partial<AuthRateLimits> } = {},
) {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'local-auth-test-'));
  const clock = { now: Date.parse('2026-11-20T10:00:00Z') };
  const service = await createLocalAuthService({
    dataDir,
    secret: loadSigningSecret(dataDir),
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
