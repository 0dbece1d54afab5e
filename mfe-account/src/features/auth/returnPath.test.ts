import { accountPaths, keepingReturn, returnPathOf } from '@site/paths/account';

test('signing in goes back to the page of this site that asked, and nowhere else', () => {
  expect(returnPathOf(new URL(accountPaths.loginReturningTo('/admin/remotes/shop'), 'http://x').search)).toBe(
    '/admin/remotes/shop',
  );
  expect(returnPathOf('')).toBe('/account');
  expect(returnPathOf('?next=https://evil.example/')).toBe('/account');
  expect(returnPathOf('?next=//evil.example/')).toBe('/account');
  expect(returnPathOf('?next=/%5Cevil.example')).toBe('/account');
  // Tabs and newlines, which a browser drops from an address ('/\t/evil.example' is '//evil.example').
  expect(returnPathOf('?next=/%09/evil.example')).toBe('/account');
  expect(returnPathOf('?next=/%0A/evil.example')).toBe('/account');
  expect(returnPathOf('?next=%2Faccount%23orders')).toBe('/account#orders');
});

test('moving between /login and /signup keeps the page to go back to, and only a page of this site', () => {
  expect(keepingReturn(accountPaths.signup, '?next=%2Faffiliates')).toBe('/signup?next=%2Faffiliates');
  expect(keepingReturn(accountPaths.login, '')).toBe('/login');
  expect(keepingReturn(accountPaths.login, '?next=//evil.example/')).toBe('/login');
});
