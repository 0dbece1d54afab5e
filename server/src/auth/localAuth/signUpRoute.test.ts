/** @jest-environment node */
// Sign-up: the user it creates, the checks of email and password, one account per address.
import {
  closeTestDatabase,
  currentUser,
  signIn,
  signUp,
  start,
  stopSites,
  type Running,
} from './testing/localAuthSite';

afterEach(stopSites);
afterAll(closeTestDatabase);

/** The accounts as the database holds them. */
async function storedUsers(site: Running) {
  const db = await site.database.get();
  const { rows } = await db.query<{ email: string; password_hash: string }>(
    `SELECT email, password_hash FROM ${site.database.schema}.users`,
  );
  return rows;
}
jest.setTimeout(30_000);

test('sign-up creates a confirmed user with a hashed password in the database, and it can sign in', async () => {
  const site = await start();
  const response = await signUp(site, ' Pat@Example.com ', 'correct horse');
  expect(response.status).toBe(200);
  const user = await response.json();
  expect(user).toMatchObject({ email: 'pat@example.com', aud: 'authenticated', role: 'authenticated' });
  expect(user.access_token).toBeUndefined(); // no session at sign-up, as with email confirmation
  expect(user.email_confirmed_at).toBeTruthy();

  const [stored, ...others] = await storedUsers(site);
  expect(others).toEqual([]);
  expect(stored?.email).toBe('pat@example.com');
  expect(stored?.password_hash).toMatch(/^scrypt\$/);
  expect(JSON.stringify(stored)).not.toContain('correct horse');

  const session = await (await signIn(site, 'pat@example.com', 'correct horse')).json();
  expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { id: user.id } });
  expect(session.expires_at).toBe(Math.floor(site.clock.now / 1000) + 3600);
  const me = await currentUser(site, session.access_token);
  expect(me.status).toBe(200);
  expect((await me.json()).email).toBe('pat@example.com');
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
  expect((await storedUsers(site)).map((u) => u.email)).toEqual([first.normalize('NFC')]);
});

test('a password made only of spaces is refused and creates nothing', async () => {
  const site = await start();
  const response = await signUp(site, 'blank@example.com', '        ');
  expect(response.status).toBe(422);
  expect(await response.json()).toMatchObject({ code: 'weak_password', message: expect.stringMatching(/spaces/) });
  expect(await storedUsers(site)).toEqual([]);
});
