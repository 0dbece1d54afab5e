/** @jest-environment node */
// Sign-in with a password and session refresh: wrong credentials, access token lifetime, rotation.
import { closeTestDatabase, currentUser, refresh, signIn, signUp, start, stopSites } from './testing/localAuthSite';

afterEach(stopSites);
afterAll(closeTestDatabase);
jest.setTimeout(30_000);

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
