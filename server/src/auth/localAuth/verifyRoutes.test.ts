/** @jest-environment node */
// Confirmed emails: the mailed link confirms once and expires; sign-in waits for it; resend is
// rate-limited; a taken address gets the very same answer as a new one.
import {
  call,
  closeTestDatabase,
  linkMailedTo,
  signIn,
  signUp,
  start,
  stopSites,
  type Running,
} from './testing/localAuthSite';

afterEach(stopSites);
afterAll(closeTestDatabase);
jest.setTimeout(30_000);

/** Opens a mailed link against the running service, as the browser would (no redirect followed). */
async function open(site: Running, link: string) {
  const response = await fetch(`${site.base}/verify?${new URL(link).searchParams}`, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  return { status: response.status, location, fragment: new URLSearchParams(location.split('#')[1] ?? '') };
}

test('sign up, sign-in refused, open the link, signed in; the same link again is refused', async () => {
  const site = await start({ confirmEmail: true });
  expect((await signUp(site, 'pat@example.com', 'correct horse')).status).toBe(200);
  const refused = await signIn(site, 'pat@example.com', 'correct horse');
  expect(refused.status).toBe(400);
  expect(await refused.json()).toEqual({ code: 'email_not_confirmed', message: 'Email not confirmed' });

  const mail = site.mails.at(-1)!;
  expect(mail).toMatchObject({ to: 'pat@example.com', subject: 'Confirm your email for Alex Rivera AI' });
  expect(mail.text).toMatch(/If you did not create an account/);
  expect(mail.html).toMatch(/<a href="http/);

  const link = await linkMailedTo(site, 'pat@example.com');
  // The page asked for (http://localhost/login) is not on the site's origin: the link leads to the
  // same page of the site, which reads the link's result.
  expect(new URL(link).searchParams.get('redirect_to')).toBe('https://site.example/login');
  const first = await open(site, link);
  expect(first.status).toBe(303);
  expect(first.location).toMatch(/^https:\/\/site\.example\/login#/);
  expect(first.fragment.get('type')).toBe('signup');
  expect(first.fragment.get('access_token')).toBeTruthy();
  expect((await signIn(site, 'pat@example.com', 'correct horse')).status).toBe(200);

  const second = await open(site, link);
  expect(Object.fromEntries(second.fragment)).toEqual({
    error: 'access_denied',
    error_code: 'otp_expired',
    error_description: 'Email link is invalid or has expired',
  });
});

test('a link expires after 24 hours; verifyOtp with the token hash works once', async () => {
  const site = await start({ confirmEmail: true });
  await signUp(site, 'late@example.com', 'secret-12');
  const token = new URL(await linkMailedTo(site, 'late@example.com')).searchParams.get('token')!;
  site.clock.now += 24 * 3600_000 + 1000;
  const expired = await call(site, 'POST', '/verify', { type: 'signup', token_hash: token });
  expect(expired.status).toBe(403);
  expect((await expired.json()).code).toBe('otp_expired');

  site.clock.now += 61_000;
  expect((await call(site, 'POST', '/resend', { type: 'signup', email: 'late@example.com' })).status).toBe(200);
  const fresh = new URL(await linkMailedTo(site, 'late@example.com')).searchParams.get('token')!;
  expect(fresh).not.toBe(token);
  const verified = await call(site, 'POST', '/verify', { type: 'signup', token_hash: fresh });
  expect(verified.status).toBe(200);
  expect((await verified.json()).user.email_confirmed_at).toBeTruthy();
  expect((await call(site, 'POST', '/verify', { type: 'signup', token_hash: fresh })).status).toBe(403);
  // Tampered: the right id with another secret is refused.
  const forged = `${fresh.split('.')[0]}.${'A'.repeat(43)}`;
  expect((await call(site, 'POST', '/verify', { type: 'signup', token_hash: forged })).status).toBe(403);
});

test('a known and an unknown address get the same answer and status from sign-up and resend', async () => {
  const site = await start({ confirmEmail: true });
  await signUp(site, 'known@example.com', 'secret-12');
  site.clock.now += 61_000;
  // The same answer but for the address given and a random id.
  const shape = (body: { id: string; email: string }) =>
    JSON.stringify(body).replaceAll(body.id, 'ID').replaceAll(body.email, 'EMAIL');
  const known = await signUp(site, 'known@example.com', 'other-secret');
  const unknown = await signUp(site, 'unknown@example.com', 'other-secret');
  expect(known.status).toBe(unknown.status);
  expect(shape(await known.json())).toEqual(shape(await unknown.json()));
  // The owner is told by mail, never in the answer.
  expect(site.mails.filter((m) => m.to === 'known@example.com')).toHaveLength(2);

  site.clock.now += 61_000;
  for (const email of ['known@example.com', 'nobody@example.com']) {
    const first = await call(site, 'POST', '/resend', { type: 'signup', email });
    expect([first.status, await first.json()]).toEqual([200, {}]);
    const again = await call(site, 'POST', '/resend', { type: 'signup', email });
    expect(again.status).toBe(429);
    expect((await again.json()).code).toBe('over_email_send_rate_limit');
  }
});

test('AUTH_CONFIRM_EMAIL=off keeps the old behaviour: confirmed at sign-up, a taken address refused', async () => {
  const site = await start({ confirmEmail: false });
  expect((await signUp(site, 'dev@example.com', 'secret-12')).status).toBe(200);
  expect((await signIn(site, 'dev@example.com', 'secret-12')).status).toBe(200);
  expect((await signUp(site, 'dev@example.com', 'secret-12')).status).toBe(422);
  expect(site.mails).toEqual([]);
});
