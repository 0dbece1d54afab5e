/** @jest-environment node */
import { activationProblems, parseRemoteContract, type RemoteContract, type ShellContract } from './contract';

const shell: ShellContract = {
  schema: 1,
  kind: 'shell',
  provides: { react: '19.3.1', '@site/shared/cart': '1.1.0' },
};

const shop = (
  changes: Partial<Omit<RemoteContract, 'manifest'>> = {},
  manifest: Partial<RemoteContract['manifest']> = {},
): RemoteContract => ({
  schema: 2,
  kind: 'remote',
  remote: 'shop',
  exposes: ['./routes'],
  needs: { react: '^19.3.1', '@site/shared/cart': '^1.0.0' },
  ...changes,
  manifest: {
    name: changes.remote ?? 'shop',
    label: 'The shop',
    routes: ['/shop/*', '/cart'],
    pages: [{ path: '/shop' }, { path: '/cart', sitemap: false }],
    menu: [{ to: '/shop', label: 'Shop', order: 50 }],
    ...manifest,
  },
});

const marketing = {
  releaseId: 'm1',
  contract: shop({ remote: 'marketing' }, { routes: ['/', '/community'], pages: [{ path: '/' }] }),
};

describe('release contract checks', () => {
  it('let a release that fits the live shell and the other remotes go live', () => {
    expect(activationProblems(shop(), shell, { marketing, shop: { releaseId: 's0', contract: shop() } })).toEqual([]);
  });

  it('refuse a release that does not expose what the shell loads', () => {
    const [problem] = activationProblems(shop({ exposes: ['./Page'] }), shell, {});
    expect(problem).toMatch(/does not expose \.\/routes, the module the shell loads/);
  });

  it('refuse a release that needs a shared package the live shell does not provide, or not in that version', () => {
    const problems = activationProblems(
      shop({ needs: { react: '^20.0.0', '@site/shared/cart': '^1.1.0', 'left-pad': '^1.0.0' } }),
      shell,
      {},
    );
    expect(problems).toEqual([
      expect.stringMatching(/needs react \^20\.0\.0; the live shell provides 19\.3\.1/),
      expect.stringMatching(/needs the shared module left-pad \(\^1\.0\.0\), which the live shell does not provide/),
    ]);
  });

  it("refuse a route another live remote owns, and name that remote's release", () => {
    const problems = activationProblems(shop({}, { routes: ['/shop/*', '/community'] }), shell, { marketing });
    expect(problems).toEqual([
      expect.stringMatching(/route \/community collides with \/community of the live "marketing" release m1/),
    ]);
  });

  it('check a contract read from a release folder', () => {
    expect(() => parseRemoteContract(shop({}, { routes: ['shop'] }))).toThrow(/manifest\.routes\.0/);
    expect(() => parseRemoteContract({ ...shop(), kind: 'shell' })).toThrow(/not valid at kind/);
    expect(() => parseRemoteContract(shop({}, { pages: [{ path: '/about' }] }))).toThrow(/page outside its own routes/);
    expect(() => parseRemoteContract(shop({}, { name: 'quiz' }))).toThrow(/manifest names another remote/);
    expect(() =>
      parseRemoteContract(shop({}, { menu: [{ to: 'javascript:alert(1)', label: 'Shop', order: 1 }] })),
    ).toThrow(/menu\.0\.to/);
    expect(parseRemoteContract(JSON.parse(JSON.stringify(shop())))).toEqual(shop());
  });

  it('read a release made before remotes declared a manifest as the same declaration', () => {
    const old = {
      schema: 1,
      kind: 'remote',
      remote: 'shop',
      exposes: ['./routes'],
      needs: {},
      label: 'The shop',
      routes: ['/shop/*', '/cart'],
      pages: ['/shop'],
      unlistedPages: ['/cart?from=mail'],
      protectedPages: [],
    };
    expect(parseRemoteContract(old).manifest).toEqual({
      name: 'shop',
      label: 'The shop',
      routes: ['/shop/*', '/cart'],
      pages: [{ path: '/shop' }, { path: '/cart', sitemap: false }],
      protected: [],
    });
  });
});
