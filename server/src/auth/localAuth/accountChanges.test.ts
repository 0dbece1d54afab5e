/** @jest-environment node */
// A forgotten password, and the account's own changes (PUT /user): the reset link works once, for an
// hour, and ends the other sessions; a new password needs the current one and refuses common ones;
// a new address takes effect once confirmed there, and the old one is told. Known and unknown
// addresses get the same answers.
import {
  call,
  closeTestDatabase,
  currentUser,
  linkMailedTo,
  refresh,
  signIn,
  signUp,
  start,
  stopSites,
  type Running,
} from './testing/localAuthSite';

afterEach(stopSites);
afterAll(closeTestDatabase);
jest.setTimeout(60_000);

const PASSWORD = 'correct horse';

/** Opens a mailed link as the browser does: the session (or the error) from the redirect's fragment. */
async function open(site: Running, link: string) {
  const response = await fetch(`${site.base}/verify?${new URL(link).searchParams}`, { redirect: 'manual' });
  return new URLSearchParams((response.headers.get('location') ?? '').split('#')[1] ?? '');
}

/** A confirmed account, signed in: its session. */
async function account(site: Running, email: string) {
  await signUp(site, email, PASSWORD);
  await open(site, await linkMailedTo(site, email));
  site.clock.now += 61_000;
  return (await (await signIn(site, email, PASSWORD)).json()) as { access_token: string; refresh_token: string };
}

const update = (site: Running, token: string, body: unknown) =>
  call(site, 'PUT', '/user', body, { Authorization: `Bearer ${token}` });

test('forgot password: the same answer for any address, a link that works once for an hour, other sessions ended', async () => {
  const site = await start({ confirmEmail: true });
  const old = await account(site, 'pat@example.com');
  const known = await call(site, 'POST', '/recover', { email: 'PAT@example.com' });
  const unknown = await call(site, 'POST', '/recover', { email: 'nobody@example.com' });
  expect([known.status, await known.json()]).toEqual([200, {}]);
  expect([unknown.status, await unknown.json()]).toEqual([200, {}]);
  // Again at once: refused alike, whoever has an account.
  for (const email of ['pat@example.com', 'nobody@example.com']) {
    const again = await call(site, 'POST', '/recover', { email });
    expect([again.status, (await again.json()).code]).toEqual([429, 'over_email_send_rate_limit']);
  }
  expect(site.mails.filter((m) => m.to === 'nobody@example.com')).toEqual([]);
  const mail = site.mails.at(-1)!;
  expect(mail).toMatchObject({ to: 'pat@example.com', subject: 'Reset your password for Alex Rivera AI' });
  expect(mail.text).toMatch(/expires in 1 hour/);
  expect(mail.text).toMatch(/If you did not ask for this/);

  const link = await linkMailedTo(site, 'pat@example.com');
  const recovery = await open(site, link);
  expect(recovery.get('type')).toBe('recovery');
  const token = recovery.get('access_token')!;
  // No current password in a session the reset link opened; the rules of sign-up apply.
  expect((await (await update(site, token, { password: 'password1' })).json()).code).toBe('weak_password');
  const changed = await update(site, token, { password: 'a new horse' });
  expect(changed.status).toBe(200);
  expect((await changed.json()).email).toBe('pat@example.com');

  expect((await signIn(site, 'pat@example.com', 'a new horse')).status).toBe(200);
  expect((await signIn(site, 'pat@example.com', PASSWORD)).status).toBe(400);
  // The session from before the reset is over; the one the link opened goes on.
  expect((await refresh(site, old.refresh_token)).status).toBe(400);
  expect((await currentUser(site, old.access_token)).status).toBe(403);
  expect((await currentUser(site, token)).status).toBe(200);
  // The same link again: refused.
  expect((await open(site, link)).get('error_code')).toBe('otp_expired');
});

test('a reset link expires after an hour; past the hour a reset session needs the current password', async () => {
  const site = await start({ confirmEmail: true });
  await account(site, 'lee@example.com');
  await call(site, 'POST', '/recover', { email: 'lee@example.com' });
  const first = await linkMailedTo(site, 'lee@example.com');
  site.clock.now += 3600_000 + 1000;
  expect((await open(site, first)).get('error_code')).toBe('otp_expired');

  await call(site, 'POST', '/recover', { email: 'lee@example.com' });
  const opened = await open(site, await linkMailedTo(site, 'lee@example.com'));
  site.clock.now += 3600_000 + 1000;
  const renewed = await (await refresh(site, opened.get('refresh_token')!)).json();
  const late = await update(site, renewed.access_token, { password: 'late horse' });
  expect([late.status, (await late.json()).code]).toEqual([400, 'current_password_required']);
});

test('a new password voids the reset links not yet opened: an older mail cannot set another', async () => {
  const site = await start({ confirmEmail: true });
  await account(site, 'sam@example.com');
  await call(site, 'POST', '/recover', { email: 'sam@example.com' });
  const first = await linkMailedTo(site, 'sam@example.com');
  site.clock.now += 61_000;
  await call(site, 'POST', '/recover', { email: 'sam@example.com' });
  const second = await linkMailedTo(site, 'sam@example.com');
  expect(second).not.toBe(first);
  const token = (await open(site, second)).get('access_token')!;
  expect((await update(site, token, { password: 'a new horse' })).status).toBe(200);
  expect((await open(site, first)).get('error_code')).toBe('otp_expired');

  // So does a password changed on the Account tab.
  const other = await account(site, 'kit@example.com');
  await call(site, 'POST', '/recover', { email: 'kit@example.com' });
  const unopened = await linkMailedTo(site, 'kit@example.com');
  const changed = await update(site, other.access_token, { password: 'kit new horse', current_password: PASSWORD });
  expect(changed.status).toBe(200);
  expect((await open(site, unopened)).get('error_code')).toBe('otp_expired');
});

test('a new password needs the current one, refuses common ones, and ends the other sessions only', async () => {
  const site = await start({ confirmEmail: true });
  const other = await account(site, 'sam@example.com');
  const here = (await (await signIn(site, 'sam@example.com', PASSWORD)).json()) as { access_token: string };

  const missing = await update(site, here.access_token, { password: 'a new horse' });
  expect([missing.status, (await missing.json()).code]).toEqual([400, 'current_password_required']);
  const wrong = await update(site, here.access_token, { password: 'a new horse', current_password: 'nope-nope' });
  expect([wrong.status, (await wrong.json()).code]).toEqual([400, 'current_password_mismatch']);
  const common = await update(site, here.access_token, { password: 'Sunshine', current_password: PASSWORD });
  expect(common.status).toBe(422);
  expect(await common.json()).toMatchObject({ code: 'weak_password', weak_password: { reasons: ['pwned'] } });
  const same = await update(site, here.access_token, { password: PASSWORD, current_password: PASSWORD });
  expect((await same.json()).code).toBe('same_password');

  const done = await update(site, here.access_token, { password: 'a new horse', current_password: PASSWORD });
  expect(done.status).toBe(200);
  expect((await currentUser(site, here.access_token)).status).toBe(200);
  expect((await refresh(site, other.refresh_token)).status).toBe(400);
  expect((await signIn(site, 'sam@example.com', 'a new horse')).status).toBe(200);
  const notice = site.mails.filter((m) => m.to === 'sam@example.com').at(-1)!;
  expect(notice.subject).toBe('Your Alex Rivera AI password was changed');
});

test('a new email takes effect once confirmed there; the old address is told; a taken one answers the same', async () => {
  const site = await start({ confirmEmail: true });
  const { access_token: token } = await account(site, 'ana@example.com');
  await account(site, 'taken@example.com');

  const asked = await update(site, token, { email: 'Ana.New@example.com' });
  expect(asked.status).toBe(200);
  expect(await asked.json()).toMatchObject({ email: 'ana@example.com', new_email: 'ana.new@example.com' });
  expect(site.mails.filter((m) => m.to === 'ana@example.com').at(-1)!.subject).toBe(
    'Your Alex Rivera AI email is being changed',
  );
  // Until the link is opened, the account keeps its address.
  expect((await signIn(site, 'ana@example.com', PASSWORD)).status).toBe(200);
  const confirmed = await open(site, await linkMailedTo(site, 'ana.new@example.com'));
  expect(confirmed.get('type')).toBe('email_change');
  expect((await signIn(site, 'ana.new@example.com', PASSWORD)).status).toBe(200);
  expect((await signIn(site, 'ana@example.com', PASSWORD)).status).toBe(400);

  // Another address asked, free or taken: the same answer but for the address.
  site.clock.now += 61_000;
  const toFree = await update(site, token, { email: 'free@example.com' });
  site.clock.now += 61_000;
  const toTaken = await update(site, token, { email: 'taken@example.com' });
  const free = await toFree.json();
  const taken = await toTaken.json();
  expect([toFree.status, toTaken.status]).toEqual([200, 200]);
  expect([free.new_email, taken.new_email]).toEqual(['free@example.com', 'taken@example.com']);
  expect(Object.keys(taken).sort()).toEqual(Object.keys(free).sort());
  const toTakenMail = site.mails.filter((m) => m.to === 'taken@example.com').at(-1)!;
  expect(toTakenMail.subject).toBe('Someone tried to use your email for another Alex Rivera AI account');
  expect(toTakenMail.text).not.toMatch(/\/verify\?/);
  expect((await signIn(site, 'taken@example.com', PASSWORD)).status).toBe(200);
});

test('sign-up refuses one of the most common passwords with the hosted message', async () => {
  const site = await start({ confirmEmail: true });
  const response = await signUp(site, 'kim@example.com', 'iloveyou');
  expect(response.status).toBe(422);
  expect(await response.json()).toMatchObject({
    code: 'weak_password',
    message: 'Password is known to be weak and easy to guess, please choose a different one.',
  });
  expect(site.mails).toEqual([]);
});
