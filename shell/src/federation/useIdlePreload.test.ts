import { siteSections } from '../test/siteSections';
import { linkedRemotes } from './useIdlePreload';

describe('the remotes fetched ahead', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("are those of the pages this page links to, once each, not the page's own", () => {
    document.body.innerHTML = `
      <a href="/">Home</a><a href="/#about">About</a>
      <a href="/shop">Shop</a><a href="/shop/apps">Apps</a><a href="/cart">Cart</a>
      <a href="/login">Sign in</a><a href="/ai-trust-test">Test</a>
      <a href="https://elsewhere.example/cadence">Elsewhere</a><a href="/no/such/page">Lost</a>`;
    expect(linkedRemotes(siteSections, 'marketing')).toEqual(['shop', 'account', 'quiz']);
  });

  it('leave out a remote no link goes to (the console, for a visitor)', () => {
    document.body.innerHTML = '<a href="/cadence">Cadence</a><a href="/privacy">Privacy</a>';
    expect(linkedRemotes(siteSections, 'shop')).toEqual(['cadence', 'marketing']);
  });
});
