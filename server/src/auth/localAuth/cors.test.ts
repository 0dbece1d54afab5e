/** @jest-environment node */
// Browsers on the site's origins and on localhost, and only they, may call the service.
import { closeTestDatabase, call, start, stopSites } from './testing/localAuthSite';

afterEach(stopSites);
afterAll(closeTestDatabase);
jest.setTimeout(30_000);

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
