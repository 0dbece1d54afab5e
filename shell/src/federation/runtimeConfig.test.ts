import { parseRuntimeConfig } from './runtimeConfig';
import { siteSections } from '../test/siteSections';

const valid = {
  remotes: {
    marketing: 'http://localhost:3001/mf-manifest.json',
    shop: 'http://localhost:3002/mf-manifest.json',
    account: 'http://localhost:3003/mf-manifest.json',
    cadence: 'https://cadence.example.com/mf-manifest.json',
    quiz: 'http://localhost:3005/mf-manifest.json',
    admin: 'http://localhost:3007/mf-manifest.json',
  },
};

describe('run-time remote configuration (/remotes.json)', () => {
  it('accepts a manifest URL for every remote', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
  });

  it('takes the sections of the releases, and refuses one without a manifest or with a foreign link', () => {
    const shop = { label: 'The shop', routes: ['/shop/*'], menu: [{ to: '/shop', label: 'Shop', order: 50 }] };
    expect(parseRuntimeConfig({ ...valid, sections: { shop } }).sections).toEqual({ shop });
    expect(() => parseRuntimeConfig({ ...valid, sections: { gifts: shop } })).toThrow(/gives no manifest for/);
    const foreign = { ...shop, menu: [{ to: 'https://evil.example/', label: 'Shop', order: 50 }] };
    expect(() => parseRuntimeConfig({ ...valid, sections: { shop: foreign } })).toThrow(/sections\.shop\.menu\.0\.to/);
  });

  it('rejects a remote name that is not one', () => {
    expect(() => parseRuntimeConfig({ remotes: { ...valid.remotes, 'Sh op': valid.remotes.shop } })).toThrow(/remotes/);
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', '/mf-manifest.json'],
    ['a number', 42],
  ])('rejects %s', (_label, value) => {
    expect(() => parseRuntimeConfig({ remotes: { ...valid.remotes, shop: value } })).toThrow(/remotes\.shop/);
  });

  it('rejects something that is not an object', () => {
    expect(() => parseRuntimeConfig('nope')).toThrow(/Invalid \/remotes\.json/);
    expect(() => parseRuntimeConfig(null)).toThrow();
  });
});

test("the sections every remote's source declares are ones the page accepts", () => {
  const config = parseRuntimeConfig({ ...valid, sections: siteSections });
  expect(Object.keys(config.sections ?? {}).sort()).toEqual(Object.keys(config.remotes).sort());
  expect(config.sections?.shop?.routes).toContain('/shop/*');
});
