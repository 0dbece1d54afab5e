import { remoteForPath } from './routeTable';

describe('remoteForPath', () => {
  it('finds the remote of exact and nested paths, as the router matches them', () => {
    expect(remoteForPath('/')).toBe('marketing');
    expect(remoteForPath('/shop')).toBe('shop');
    expect(remoteForPath('/shop/apps')).toBe('shop');
    expect(remoteForPath('/Shop/Apps/')).toBe('shop');
    expect(remoteForPath('/cadence-concierge/intake')).toBe('cadence');
    expect(remoteForPath('/ai-trust-test/')).toBe('quiz');
    expect(remoteForPath('/login')).toBe('account');
  });

  it('gives no remote to a path that only starts like a route', () => {
    expect(remoteForPath('/shopping')).toBeNull();
    expect(remoteForPath('/ai-trust-test/extra')).toBeNull();
    expect(remoteForPath('/cadencex')).toBeNull();
    expect(remoteForPath('/no/such/page')).toBeNull();
  });
});
