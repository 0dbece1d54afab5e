/** @jest-environment node */
// Rate limits per client address, one bucket per kind of call.
import {
  closeTestDatabase,
  call,
  refresh,
  signIn,
  signUp,
  start,
  stopSites,
  storedEmails,
} from './testing/localAuthSite';

afterEach(stopSites);
afterAll(closeTestDatabase);
jest.setTimeout(30_000);

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
  expect(await storedEmails(site)).toEqual(['n0@example.com', 'n1@example.com']);
});

test('the rate limit window passes', async () => {
  const site = await start({ rateLimits: { password: { max: 1, timeWindowMs: 300 } } });
  // The limit counts by the date, which the test moves (Jest's fake clock for the date alone; timers,
  // ticks and the high-resolution clock stay real): a sign-in slowed by a busy machine (a password
  // check) cannot outlast the window between the first two calls.
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  try {
    expect((await signIn(site, 'x@example.com', 'wrong-1')).status).toBe(400);
    expect((await signIn(site, 'x@example.com', 'wrong-1')).status).toBe(429);
    jest.setSystemTime(Date.now() + 299);
    expect((await signIn(site, 'x@example.com', 'wrong-1')).status).toBe(429);
    jest.setSystemTime(Date.now() + 2);
    expect((await signIn(site, 'x@example.com', 'wrong-1')).status).toBe(400);
  } finally {
    jest.useRealTimers();
  }
});
