import * as v from 'valibot';
import { ownerOf, RoutePatternSchema, routeMatches, routesOverlap } from './routes';

const sections = {
  marketing: { routes: ['/', '/community'] },
  shop: { routes: ['/shop/*', '/cart'] },
  quiz: { routes: ['/ai-trust-test'] },
};

describe('route patterns (docs/rollouts.md, "What a remote declares")', () => {
  it('matches an exact path and a path with everything under it, as the router does', () => {
    expect(routeMatches('/shop/*', '/shop')).toBe(true);
    expect(routeMatches('/shop/*', '/Shop/Apps/')).toBe(true);
    expect(routeMatches('/cart', '/cart/')).toBe(true);
    expect(routeMatches('/', '/')).toBe(true);
    expect(routeMatches('/*', '/anything/at/all')).toBe(true);
  });

  it('does not match a path that only starts like the pattern', () => {
    expect(routeMatches('/shop/*', '/shopping')).toBe(false);
    expect(routeMatches('/ai-trust-test', '/ai-trust-test/extra')).toBe(false);
    expect(routeMatches('/', '/community')).toBe(false);
  });

  it('finds the owner of a path, or none', () => {
    expect(ownerOf(sections, '/shop/apps')).toBe('shop');
    expect(ownerOf(sections, '/')).toBe('marketing');
    expect(ownerOf(sections, '/AI-Trust-Test/')).toBe('quiz');
    expect(ownerOf(sections, '/cadencex')).toBeNull();
  });

  it('tells patterns that can match one path', () => {
    expect(routesOverlap('/shop/*', '/shop/apps')).toBe(true);
    expect(routesOverlap('/shop', '/shop/*')).toBe(true);
    expect(routesOverlap('/Cart', '/cart')).toBe(true);
    expect(routesOverlap('/cadence/*', '/cadence-concierge/*')).toBe(false);
    expect(routesOverlap('/shop/*', '/shopping')).toBe(false);
  });

  it('accepts only paths of the site as patterns', () => {
    expect(v.is(RoutePatternSchema, '/shop/*')).toBe(true);
    expect(v.is(RoutePatternSchema, 'shop')).toBe(false);
    expect(v.is(RoutePatternSchema, '/shop/*/x')).toBe(false);
    expect(v.is(RoutePatternSchema, '/a b')).toBe(false);
  });
});
