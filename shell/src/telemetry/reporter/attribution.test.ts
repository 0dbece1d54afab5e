import type { Sections } from '@site/contract/sections';
import { ownerOfElement, ownerOfEntries, ownerOfError, remoteOfScript, routeOf, topFrameOf } from './attribution';

const config = {
  remotes: {
    shop: 'http://localhost:3002/releases/shop-b/mf-manifest.json',
    marketing: 'http://localhost:3001/releases/mkt-a/mf-manifest.json',
    quiz: 'https://cdn.example.com/quiz/quiz-c/mf-manifest.json',
  },
  releases: { shop: 'shop-b', marketing: 'mkt-a', quiz: 'quiz-c' },
  cohorts: { shop: 'canary' as const, quiz: 'preview' as const },
};

const section = (routes: string[]) => ({ label: 'x', routes });
const sections: Sections = {
  marketing: section(['/', '/community']),
  shop: section(['/shop/*', '/cart']),
};

describe('attribution of errors (docs/release-health.md)', () => {
  it('takes the boundary that caught it first, with its release and cohort', () => {
    expect(ownerOfError(config, 'shop', 'http://localhost:3000/first-visit.js:1:2')).toEqual({
      remote: 'shop',
      release: 'shop-b',
      cohort: 'canary',
    });
  });

  it('else the top frame’s script, under a release folder or on a remote’s origin', () => {
    const stack = `TypeError: x is undefined
    at ProductCard (http://localhost:3002/releases/shop-b/742.js?v=1:1:3456)
    at http://localhost:3000/first-visit.abc.js:2:10`;
    const frame = topFrameOf(stack);
    expect(frame).toBe('http://localhost:3002/releases/shop-b/742.js:1:3456');
    expect(ownerOfError(config, null, frame)).toEqual({ remote: 'shop', release: 'shop-b', cohort: 'canary' });
    expect(remoteOfScript(config, 'http://localhost:3001/remoteEntry.js')).toBe('marketing');
    expect(ownerOfError(config, null, 'http://localhost:3000/first-visit.js:1:1')).toBeNull();
    expect(ownerOfError(config, null, null)).toBeNull();
  });

  it('names a preview’s release as a preview, and everything else stable', () => {
    expect(ownerOfError(config, null, 'https://cdn.example.com/quiz/quiz-c/main.js:3:4')).toEqual({
      remote: 'quiz',
      release: 'quiz-c',
      cohort: 'preview',
    });
    expect(ownerOfError(config, 'marketing', null)).toEqual({
      remote: 'marketing',
      release: 'mkt-a',
      cohort: 'stable',
    });
  });

  it('reads Firefox-style frames too', () => {
    expect(topFrameOf('render@http://localhost:3002/releases/shop-b/1.js:10:20\n')).toBe(
      'http://localhost:3002/releases/shop-b/1.js:10:20',
    );
  });
});

describe('the owner of an element and the route', () => {
  it('gives the page region to the route’s remote and the rest to the shell', () => {
    document.body.innerHTML = '<nav><a id="link">x</a></nav><div data-early-region="page"><img id="hero"></div>';
    expect(ownerOfElement(document.getElementById('hero'), 'shop')).toBe('shop');
    expect(ownerOfElement(document.getElementById('link')?.firstChild, 'shop')).toBeNull();
    expect(ownerOfElement(null, 'shop')).toBeNull();
  });

  it('finds the remote of a Web Vital from its entries: the LCP element, the INP target', () => {
    document.body.innerHTML =
      '<nav><button id="menu">Menu</button></nav><main data-early-region="page"><h1 id="title">x</h1></main>';
    const title = document.getElementById('title')!;
    const menu = document.getElementById('menu')!;
    // LargestContentfulPaint entries hold `element`; PerformanceEventTiming entries `target`.
    expect(ownerOfEntries([{ element: title.firstChild }], 'shop')).toBe('shop');
    expect(ownerOfEntries([{ target: null }, { target: menu }], 'shop')).toBeNull();
    // No element (it left the page, or FCP and TTFB): the route's remote.
    expect(ownerOfEntries([{ element: null }], 'marketing')).toBe('marketing');
    expect(ownerOfEntries([], 'marketing')).toBe('marketing');
  });

  it('reports a pattern or a plain page path, never an id or a query', () => {
    expect(routeOf(sections, '/shop')).toEqual({ route: '/shop', remote: 'shop' });
    expect(routeOf(sections, '/shop/apps/')).toEqual({ route: '/shop/apps', remote: 'shop' });
    expect(routeOf(sections, '/shop/ord-123')).toEqual({ route: '/shop/*', remote: 'shop' });
    expect(routeOf(sections, '/Community')).toEqual({ route: '/community', remote: 'marketing' });
    expect(routeOf(sections, '/nowhere')).toEqual({ route: '*', remote: null });
  });
});
