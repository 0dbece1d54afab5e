/** @jest-environment node */
// Failures answered as the hosted service does: both error shapes, unreadable bodies, unsaved data.
import { closeTestDatabase, call, signIn, signUp, start, stopSites } from './testing/localAuthSite';

afterEach(stopSites);
afterAll(closeTestDatabase);
jest.setTimeout(90_000);

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

test('when the database cannot be reached, the caller gets a clear 503 and the service comes back with it', async () => {
  const site = await start();
  site.outage.down = true;
  const response = await signUp(site, 'late@example.com', 'secret-1');
  expect(response.status).toBe(503);
  expect(await response.json()).toMatchObject({ message: expect.stringMatching(/temporarily unavailable/) });
  expect((await signIn(site, 'late@example.com', 'secret-1')).status).toBe(503);
  expect((await call(site, 'GET', '/settings')).status).toBe(200);
  site.outage.down = false;
  expect((await signUp(site, 'late@example.com', 'secret-1')).status).toBe(200);
});
