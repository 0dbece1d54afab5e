/** @jest-environment node */
// The local auth service over real HTTP: it listens on an ephemeral port and is called with fetch,
// the way supabase-js calls it from the page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalAuthService, type AuthRateLimits, type LocalAuthService } from './localAuthService';
import { loadSigningSecret } from './signingKeys';

const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' };

interface Running {
  base: string;
  service: LocalAuthService;
  dataDir: string;
  clock: { now: number };
  close: () => Promise<void>;
}

const running: Running[] = [];

async function start(
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

afterEach(async () => {
  for (const entry of running.splice(0)) {
    await entry.close();
    fs.rmSync(entry.dataDir, { recursive: true, force: true });
  }
});

function call(
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

const signUp = (site: Running, email: string, password: string) =>
  call(site, 'POST', '/signup?redirect_to=http%3A%2F%2Flocalhost%2Flogin', {
    email,
    password,
    data: {},
    gotrue_meta_security: {},
    code_challenge: null,
    code_challenge_method: null,
  });
const signIn = (site: Running, email: string, password: string) =>
  call(site, 'POST', '/token?grant_type=password', { email, password, gotrue_meta_security: {} });
const refresh = (site: Running, refreshToken: string) =>
  call(site, 'POST', '/token?grant_type=refresh_token', { refresh_token: refreshToken });
const currentUser = (site: Running, accessToken: string) =>
  call(site, 'GET', '/user', undefined, { Authorization: `Bearer ${accessToken}` });

jest.setTimeout(30_000);

test('sign-up creates a confirmed user with a hashed password in the data folder, and it can sign in', async () => {
  const site = await start();
  const response = await signUp(site, ' Pat@Example.com ', 'correct horse');
  expect(response.status).toBe(200);
  const user = await response.json();
  expect(user).toMatchObject({ email: 'pat@example.com', aud: 'authenticated', role: 'authenticated' });
  expect(user.access_token).toBeUndefined(); // no session at sign-up, as with email confirmation
  expect(user.email_confirmed_at).toBeTruthy();

  const file = fs.readFileSync(path.join(site.dataDir, 'users.json'), 'utf8');
  expect(file).toContain('pat@example.com');
  expect(file).not.toContain('correct horse');
  expect(file).toMatch(/"passwordHash": "scrypt\$/);
  expect(fs.statSync(path.join(site.dataDir, 'jwt-secret')).mode & 0o077).toBe(0);

  const session = await (await signIn(site, 'pat@example.com', 'correct horse')).json();
  expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { id: user.id } });
  expect(session.expires_at).toBe(Math.floor(site.clock.now / 1000) + 3600);
  const me = await currentUser(site, session.access_token);
  expect(me.status).toBe(200);
  expect((await me.json()).email).toBe('pat@example.com');
});

test('users survive a restart of the service (same data folder, same secret)', async () => {
  const first = await start();
  await signUp(first, 'kim@example.com', 'secret-1');
  const session = await (await signIn(first, 'kim@example.com', 'secret-1')).json();
  await first.close();
  running.splice(running.indexOf(first), 1);

  const second = await start({ dataDir: first.dataDir });
  expect(second.service.anonKey).toBe(first.service.anonKey);
  expect((await currentUser(second, session.access_token)).status).toBe(200);
  expect((await signIn(second, 'kim@example.com', 'secret-1')).status).toBe(200);
  fs.rmSync(first.dataDir, { recursive: true, force: true });
});

test('a second sign-up with the same email (any case) is refused with the hosted message', async () => {
  const site = await start();
  expect((await signUp(site, 'sam@example.com', 'secret-1')).status).toBe(200);
  const again = await signUp(site, 'SAM@example.com', 'another-1');
  expect(again.status).toBe(422);
  expect(await again.json()).toEqual({ code: 'user_already_exists', message: 'User already registered' });
});

test('sign-up checks the email and the password length like the hosted service', async () => {
  const site = await start();
  const short = await signUp(site, 'lee@example.com', '12345');
  expect(short.status).toBe(422);
  expect(await short.json()).toMatchObject({
    code: 'weak_password',
    message: 'Password should be at least 6 characters.',
  });
  const badEmail = await signUp(site, 'not-an-email', 'secret-1');
  expect(badEmail.status).toBe(400);
  expect((await badEmail.json()).message).toBe('Unable to validate email address: invalid format');
  expect((await signUp(site, 'lee@example.com', 'x'.repeat(73))).status).toBe(422);
});

test('a wrong password or an unknown email gives "Invalid login credentials"', async () => {
  const site = await start();
  await signUp(site, 'ana@example.com', 'right-password');
  for (const [email, password] of [
    ['ana@example.com', 'wrong-password'],
    ['nobody@example.com', 'right-password'],
  ]) {
    const response = await signIn(site, email as string, password as string);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  }
});

test('older clients get the legacy error shape', async () => {
  const site = await start();
  const response = await signIn(site, 'ana@example.com', 'whatever');
  expect(response.status).toBe(400);
  const legacy = await fetch(`${site.base}/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: site.service.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'ana@example.com', password: 'whatever' }),
  });
  expect(await legacy.json()).toEqual({
    code: 400,
    error_code: 'invalid_credentials',
    msg: 'Invalid login credentials',
  });
});

test('an access token expires after its lifetime; the refresh token then gives a new one', async () => {
  const site = await start({ accessTokenTtlSeconds: 60 });
  await signUp(site, 'exp@example.com', 'secret-1');
  const session = await (await signIn(site, 'exp@example.com', 'secret-1')).json();
  expect(session.expires_in).toBe(60);

  site.clock.now += 59_000;
  expect((await currentUser(site, session.access_token)).status).toBe(200);
  site.clock.now += 2_000;
  const expired = await currentUser(site, session.access_token);
  expect(expired.status).toBe(403);
  expect(await expired.json()).toEqual({
    code: 'bad_jwt',
    message: 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
  });

  const renewed = await refresh(site, session.refresh_token);
  expect(renewed.status).toBe(200);
  const next = await renewed.json();
  expect(next.refresh_token).not.toBe(session.refresh_token);
  expect((await currentUser(site, next.access_token)).status).toBe(200);

  // Refresh tokens rotate: the old one is spent.
  const reused = await refresh(site, session.refresh_token);
  expect(reused.status).toBe(400);
  expect((await reused.json()).code).toBe('refresh_token_already_used');
});

test('a forged or foreign token is refused', async () => {
  const site = await start();
  const other = await start();
  await signUp(other, 'eve@example.com', 'secret-1');
  const foreign = await (await signIn(other, 'eve@example.com', 'secret-1')).json();
  expect((await currentUser(site, foreign.access_token)).status).toBe(403);
  expect((await currentUser(site, 'not.a.jwt')).status).toBe(403);
  const missing = await call(site, 'GET', '/user');
  expect(missing.status).toBe(401);
  expect((await missing.json()).code).toBe('no_authorization');
});

test('sign-out revokes the refresh token and ends the session of the access token', async () => {
  const site = await start();
  await signUp(site, 'out@example.com', 'secret-1');
  const session = await (await signIn(site, 'out@example.com', 'secret-1')).json();
  const other = await (await signIn(site, 'out@example.com', 'secret-1')).json();

  // As supabase-js sends it: a JSON content type and no body at all.
  const out = await fetch(`${site.base}/logout?scope=local`, {
    method: 'POST',
    headers: {
      apikey: site.service.anonKey,
      'Content-Type': 'application/json;charset=UTF-8',
      Authorization: `Bearer ${session.access_token}`,
      ...API_VERSION,
    },
  });
  expect(out.status).toBe(204);
  const refused = await refresh(site, session.refresh_token);
  expect(refused.status).toBe(400);
  expect(await refused.json()).toEqual({
    code: 'refresh_token_not_found',
    message: 'Invalid Refresh Token: Refresh Token Not Found',
  });
  const gone = await currentUser(site, session.access_token);
  expect(gone.status).toBe(403);
  expect((await gone.json()).code).toBe('session_not_found');
  // scope=local leaves the user's other session alone; the default scope (global) ends them all.
  expect((await currentUser(site, other.access_token)).status).toBe(200);

  const third = await (await signIn(site, 'out@example.com', 'secret-1')).json();
  expect((await call(site, 'POST', '/logout', {}, { Authorization: `Bearer ${third.access_token}` })).status).toBe(204);
  expect((await refresh(site, other.refresh_token)).status).toBe(400);
  expect((await currentUser(site, other.access_token)).status).toBe(403);
});

test('malformed, mistyped and oversized bodies are a 400 with a JSON error, and the service keeps running', async () => {
  const site = await start();
  const cases: [string, string][] = [
    ['/signup', '{"email":'],
    ['/signup', '[]'],
    ['/signup', 'null'],
    ['/signup', JSON.stringify({ email: 42, password: 'secret-1' })],
    ['/signup', JSON.stringify({ email: 'a@b.co', password: { $gt: '' } })],
    ['/signup', JSON.stringify({ email: 'a@b.co', password: 'secret-1', data: 'x' })],
    ['/token?grant_type=password', '"just a string"'],
    ['/token?grant_type=refresh_token', JSON.stringify({ refresh_token: ['a'] })],
    ['/signup', JSON.stringify({ email: `${'a'.repeat(20_000)}@example.com`, password: 'secret-1' })],
    ['/token?grant_type=password', JSON.stringify({ email: 'a@b.co', password: 'p'.repeat(17_000) })],
  ];
  for (const [route, body] of cases) {
    const response = await call(site, 'POST', route, body);
    expect({ route, body: body.slice(0, 40), status: response.status }).toEqual({
      route,
      body: body.slice(0, 40),
      status: 400,
    });
    const error = await response.json();
    expect(typeof error.message).toBe('string');
  }
  const wrongType = await fetch(`${site.base}/signup`, {
    method: 'POST',
    headers: { apikey: site.service.anonKey, 'Content-Type': 'text/plain' },
    body: 'email=a',
  });
  expect(wrongType.status).toBe(400);
  expect((await signUp(site, 'still@example.com', 'secret-1')).status).toBe(200);
});

test('requests without the public key are refused, as the hosted gateway does', async () => {
  const site = await start();
  const none = await fetch(`${site.base}/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(none.status).toBe(401);
  expect((await none.json()).message).toBe('No API key found in request');
  const wrong = await call(site, 'GET', '/settings', undefined, { apikey: 'abc' });
  expect(wrong.status).toBe(401);
  expect((await wrong.json()).message).toBe('Invalid API key');
});

test('browsers on the site origin or on localhost may call it (CORS); other origins may not', async () => {
  const site = await start();
  const preflight = await fetch(`${site.base}/token?grant_type=password`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'https://site.example',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'apikey,authorization,content-type,x-client-info,x-supabase-api-version',
    },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe('https://site.example');
  expect(preflight.headers.get('access-control-allow-headers')).toContain('x-supabase-api-version');
  const local = await call(site, 'GET', '/settings', undefined, { Origin: 'http://localhost:4500' });
  expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:4500');
  expect(local.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
  const foreign = await call(site, 'GET', '/settings', undefined, { Origin: 'https://evil.example' });
  expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  expect(local.headers.get('cache-control')).toBe('no-store');
});

test('each kind of call is rate limited per address: 429, Retry-After and a message', async () => {
  const window = { max: 2, timeWindowMs: 60_000 };
  const site = await start({
    rateLimits: {
      signUp: window,
      password: window,
      refresh: window,
      signOut: window,
      other: { max: 50, timeWindowMs: 60_000 },
    },
  });
  for (let i = 0; i < 2; i += 1) expect((await signIn(site, 'x@example.com', 'wrong-1')).status).toBe(400);
  const limited = await signIn(site, 'x@example.com', 'wrong-1');
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await limited.json()).toMatchObject({
    code: 'over_request_rate_limit',
    message: expect.stringMatching(/^Request rate limit reached/),
  });
  // Refresh grants, sign-ups and sign-outs have buckets of their own, each limited too.
  for (let i = 0; i < 2; i += 1) expect((await refresh(site, 'not-a-token')).status).toBe(400);
  expect((await refresh(site, 'not-a-token')).status).toBe(429);
  for (let i = 0; i < 2; i += 1) expect((await signUp(site, `n${i}@example.com`, 'secret-1')).status).toBe(200);
  expect((await signUp(site, 'n3@example.com', 'secret-1')).status).toBe(429);
  for (let i = 0; i < 2; i += 1) expect((await call(site, 'POST', '/logout')).status).toBe(401);
  expect((await call(site, 'POST', '/logout')).status).toBe(429);
  // A refused call changed nothing.
  expect(fs.readFileSync(path.join(site.dataDir, 'users.json'), 'utf8')).not.toContain('n3@example.com');
});

test('the rate limit window passes', async () => {
  const site = await start({ rateLimits: { password: { max: 1, timeWindowMs: 300 } } });
  expect((await signIn(site, 'x@example.com', 'wrong-1')).status).toBe(400);
  expect((await signIn(site, 'x@example.com', 'wrong-1')).status).toBe(429);
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect((await signIn(site, 'x@example.com', 'wrong-1')).status).toBe(400);
});

test('a corrupt data file stops the service with a clear message instead of losing users', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-auth-test-'));
  fs.writeFileSync(path.join(dataDir, 'users.json'), '{"version":1,"users":[{"id":1}]');
  await expect(
    createLocalAuthService({ dataDir, secret: loadSigningSecret(dataDir), publicUrl: 'http://127.0.0.1:1' }),
  ).rejects.toThrow(/users\.json is not valid JSON/);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test.each([
  ['composed and decomposed accents', 'ren\u00e9@example.com', 'rene\u0301@example.com'],
  ['fullwidth letters', 'pat@example.com', '\uff50\uff41\uff54@example.com'],
  ['a zero-width space', 'pat@example.com', 'pa\u200bt@example.com'],
  ['case and spaces', 'pat@example.com', '  PAT@Example.com\u00a0'],
])('emails written with %s are one account', async (_name, first, lookalike) => {
  const site = await start();
  expect((await signUp(site, first, 'secret-1')).status).toBe(200);
  const again = await signUp(site, lookalike, 'secret-2');
  expect(again.status).toBe(422);
  expect((await again.json()).code).toBe('user_already_exists');
  expect((await signIn(site, lookalike, 'secret-1')).status).toBe(200);
  const stored = JSON.parse(fs.readFileSync(path.join(site.dataDir, 'users.json'), 'utf8')) as {
    users: { email: string }[];
  };
  expect(stored.users.map((u) => u.email)).toEqual([first.normalize('NFC')]);
});

test('a password made only of spaces is refused and creates nothing', async () => {
  const site = await start();
  const response = await signUp(site, 'blank@example.com', '        ');
  expect(response.status).toBe(422);
  expect(await response.json()).toMatchObject({ code: 'weak_password', message: expect.stringMatching(/spaces/) });
  expect(fs.readFileSync(path.join(site.dataDir, 'users.json'), 'utf8')).not.toContain('blank@example.com');
});

test('when the data cannot be saved, the caller gets a clear 503 and the service keeps answering', async () => {
  const site = await start();
  // The folder becomes unwritable under the running service (a full or read-only disk).
  const file = path.join(site.dataDir, 'users.json');
  fs.rmSync(file);
  fs.mkdirSync(file);
  const response = await signUp(site, 'late@example.com', 'secret-1');
  expect(response.status).toBe(503);
  expect(await response.json()).toMatchObject({ message: expect.stringMatching(/temporarily unavailable/) });
  expect(fs.readdirSync(site.dataDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  expect((await call(site, 'GET', '/settings')).status).toBe(200);
});
