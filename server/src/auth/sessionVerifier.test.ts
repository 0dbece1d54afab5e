/** @jest-environment node */
// The site's API takes a local token only while its session stands: signed out everywhere, or
// signed out by a new password elsewhere, its token (valid for up to an hour) is no longer anyone's
// (docs/accounts.md, "Accounts and sign-in").
import { jwtVerifier } from './accountTokens';
import { loadSigningSecret } from './signingKeys';
import {
  call,
  closeTestDatabase,
  signIn,
  signUp,
  start,
  stopSites,
  type Running,
} from './localAuth/testing/localAuthSite';

afterEach(stopSites);
afterAll(closeTestDatabase);
jest.setTimeout(30_000);

const ISSUER = 'http://127.0.0.1:0/auth/v1';
const PASSWORD = 'correct-horse-7';

const verifierOf = async (site: Running) =>
  jwtVerifier(await loadSigningSecret(site.database, site.dataDir), ISSUER, site.service.liveSession);

/** A site on the real clock: the verifier checks the token's hour against it. */
const startNow = async () => {
  const site = await start();
  site.clock.now = Date.now();
  return site;
};

const tokensOf = async (site: Running, email: string, password = PASSWORD) =>
  (await (await signIn(site, email, password)).json()) as { access_token: string };

test('a token whose session was signed out everywhere is refused', async () => {
  const site = await startNow();
  await signUp(site, 'lee@example.com', PASSWORD);
  const verify = await verifierOf(site);
  const { access_token: token } = await tokensOf(site, 'lee@example.com');
  expect(await verify(token)).toMatchObject({ email: 'lee@example.com' });
  await call(site, 'POST', '/logout?scope=global', undefined, { Authorization: `Bearer ${token}` });
  expect(await verify(token)).toBeNull();
});

test('a new password set on one device: the other device token is refused, this one kept', async () => {
  const site = await startNow();
  await signUp(site, 'kim@example.com', PASSWORD);
  const verify = await verifierOf(site);
  const laptop = await tokensOf(site, 'kim@example.com');
  const phone = await tokensOf(site, 'kim@example.com');
  const changed = await call(
    site,
    'PUT',
    '/user',
    { password: 'Fresh-Lantern-2031', current_password: PASSWORD },
    { Authorization: `Bearer ${phone.access_token}` },
  );
  expect(changed.status).toBe(200);
  expect(await verify(laptop.access_token)).toBeNull();
  expect(await verify(phone.access_token)).toMatchObject({ email: 'kim@example.com' });
});
