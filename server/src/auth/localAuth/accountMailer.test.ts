/** @jest-environment node */
// Where a mailed link leads back to (docs/working.md and docs/accounts.md, "Accounts and sign-in"): the page the
// request named on the site, under whichever of the machine's names a local visitor used.
import { createAccountMailer } from './accountMailer';

const mailer = (siteUrl: string, allowedOrigins: string[] = []) =>
  createAccountMailer({ mailer: async () => 'outbox', from: 'a@b', apiBase: 'x', siteUrl, allowedOrigins });

test('a local site takes its page back under the name the visitor used', () => {
  const { redirectTarget } = mailer('http://localhost:3000', ['http://localhost:3000']);
  expect(redirectTarget('http://127.0.0.1:3000/auth/confirm')).toBe('http://127.0.0.1:3000/auth/confirm');
  expect(redirectTarget('http://[::1]:3000/reset-password')).toBe('http://[::1]:3000/reset-password');
  expect(redirectTarget('http://localhost:3000/auth/confirm?next=%2Fshop')).toBe(
    'http://localhost:3000/auth/confirm?next=%2Fshop',
  );
});

test("another origin's page becomes the same page of the site; nothing usable becomes the site", () => {
  const { redirectTarget } = mailer('https://site.example');
  expect(redirectTarget('http://127.0.0.1:3000/reset-password')).toBe('https://site.example/reset-password');
  expect(redirectTarget('https://evil.example/auth/confirm')).toBe('https://site.example/auth/confirm');
  expect(redirectTarget('http://localhost:3001/auth/confirm')).toBe('https://site.example/auth/confirm');
  expect(redirectTarget('not a url')).toBe('https://site.example');
  expect(redirectTarget(undefined)).toBe('https://site.example');
});
