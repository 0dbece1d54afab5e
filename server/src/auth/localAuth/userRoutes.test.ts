/** @jest-environment node */
// The signed-in user's routes: the current user of an access token, and sign-out.
import {
  closeTestDatabase,
  API_VERSION,
  call,
  currentUser,
  refresh,
  signIn,
  signUp,
  start,
  stopSites,
} from './testing/localAuthSite';

afterEach(stopSites);
afterAll(closeTestDatabase);
jest.setTimeout(30_000);

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
