import { createPageView } from './pageView';

const config = {
  remotes: { shop: 'http://localhost:3002/releases/shop-b/mf-manifest.json' },
  releases: { shop: 'shop-b' },
  cohorts: { shop: 'canary' as const },
};
const shop = { remote: 'shop', release: 'shop-b', cohort: 'canary' as const };

describe('a page view’s batches (docs/release-health.md)', () => {
  it('counts its session and its error once however often the page is hidden', () => {
    const view = createPageView(config, { id: 'view-12345678', route: '/shop', routeRemote: 'shop' });
    view.loaded('shop');
    view.vital('LCP', 1800, 'shop');
    const first = view.take()!;
    expect(first.releases).toEqual([{ ...shop, session: true }]);
    expect(first.vitals).toEqual([{ name: 'LCP', value: 1800, remote: 'shop' }]);
    expect(view.take()).toBeNull();

    view.error({ kind: 'boundary', error: new Error('cards exploded'), remote: 'shop' });
    view.error({ kind: 'boundary', error: new Error('cards exploded'), remote: 'shop' });
    view.vital('LCP', 2500, 'shop');
    const second = view.take()!;
    expect(second.releases).toEqual([{ ...shop, errored: true }]);
    expect(second.vitals).toEqual([]);
    expect(second.errors).toEqual([
      expect.objectContaining({ kind: 'boundary', remote: 'shop', release: 'shop-b', count: 2 }),
    ]);
    expect(second.errors[0]!.message).toBe('Error: cards exploded');

    view.error({ kind: 'rejection', error: 'late', remote: 'shop' });
    expect(view.take()!.releases).toEqual([shop]);
  });

  it('keeps an unattributed error without a release, and no query string of its message', () => {
    const view = createPageView(config, { id: 'view-12345679', route: '*', routeRemote: null });
    view.error({ kind: 'error', error: 'Script error. at http://x/a?token=1', remote: null });
    const batch = view.take()!;
    expect(batch.releases).toEqual([]);
    expect(batch.errors[0]).toMatchObject({ remote: null, release: null, message: 'Script error. at http://x/a' });
  });
});
