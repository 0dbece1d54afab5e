/** @jest-environment node */
// The public key, checked as the hosted API gateway does.
import { closeTestDatabase, call, start, stopSites } from './testing/localAuthSite';

afterEach(stopSites);
afterAll(closeTestDatabase);
jest.setTimeout(30_000);

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
