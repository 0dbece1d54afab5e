import { readLinkFragment } from './linkFragment';

test('a link that signed the visitor in brings the session and its type', () => {
  expect(
    readLinkFragment('#access_token=a.b.c&expires_in=3600&refresh_token=r1&token_type=bearer&type=recovery'),
  ).toEqual({ kind: 'session', type: 'recovery', accessToken: 'a.b.c', refreshToken: 'r1' });
  expect(readLinkFragment('#access_token=a&refresh_token=r&type=<script>')).toMatchObject({ type: null });
});

test('a used or expired link brings the error, its description cut to a sane length', () => {
  expect(
    readLinkFragment(
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    ),
  ).toEqual({ kind: 'error', code: 'otp_expired', description: 'Email link is invalid or has expired' });
  const long = readLinkFragment(`#error=x&error_description=${'a'.repeat(1000)}`);
  expect(long?.kind === 'error' && long.description.length).toBe(300);
});

test('a message (a hosted secure email change) or nothing at all', () => {
  expect(readLinkFragment('#message=Confirmation+link+accepted')).toEqual({
    kind: 'message',
    text: 'Confirmation link accepted',
  });
  expect(readLinkFragment('')).toBeNull();
  expect(readLinkFragment('#contact')).toBeNull();
});
