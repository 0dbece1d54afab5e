/* global test, expect */
// The shell is the one provider of the singletons (docs/releases.md, "The shell provides the
// singletons"): a production remote brings no copy that could win by load order.
const fs = require('node:fs');
const { sharedModules } = require('./sharedModules');
const { contractOf } = require('./releaseContractPlugin');
const sharedPackage = require('../../shared/package.json');

test('a production remote provides no singleton and checks none on the page: the registry checks its ranges', () => {
  const shared = sharedModules({ dev: false, role: 'remote' });
  const { needs } = contractOf({ name: 'quiz', exposes: { './routes': './src/routes.tsx' } });
  expect(Object.keys(shared)).toEqual(expect.arrayContaining(['react', 'react-dom', 'styled-components', 'zustand']));
  expect(Object.keys(shared)).toEqual(expect.arrayContaining(['@site/shared/router', '@site/shared/cart']));
  for (const [request, config] of Object.entries(shared)) {
    expect(config).toMatchObject({ singleton: true, import: false, requiredVersion: false });
    expect(needs[request]).toBe(`^${config.version}`);
    expect(config.version).toMatch(/^\d+\.\d+\.\d+$/);
  }
});

test('a production provider checks no version of what it provides itself: it is the only copy', () => {
  for (const role of ['shell', 'standalone']) {
    for (const config of Object.values(sharedModules({ dev: false, role }))) {
      expect(config).toMatchObject({ singleton: true, requiredVersion: false });
      expect(config.version).toMatch(/^\d+\.\d+\.\d+$/);
    }
  }
  for (const role of ['shell', 'remote']) {
    for (const config of Object.values(sharedModules({ dev: true, role }))) {
      expect(config.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
    }
  }
});

test('a remote in development keeps its copies, so its dev server runs alone', () => {
  for (const config of Object.values(sharedModules({ dev: true, role: 'remote' }))) {
    expect(config.import).toBeUndefined();
  }
});

test('the shell and the standalone page provide every @site/shared entry by its file', () => {
  for (const role of ['shell', 'standalone']) {
    const shared = sharedModules({ dev: false, role });
    for (const [request, config] of Object.entries(shared)) {
      if (!request.startsWith('@site/shared/')) continue;
      expect(fs.existsSync(config.import)).toBe(true);
      expect(config.version).toBe(sharedPackage.version);
    }
  }
});

test("@site/shared is shared in shared/package.json's version: the shell provides it, remotes need ^ it", () => {
  expect(sharedPackage.version).toMatch(/^\d+\.\d+\.\d+$/);
  const shell = contractOf({ name: 'shell' });
  const shop = contractOf({ name: 'shop', exposes: { './routes': './src/routes.tsx' } });
  expect(shell.provides['@site/shared/cart']).toBe(sharedPackage.version);
  expect(shop.needs['@site/shared/cart']).toBe(`^${sharedPackage.version}`);
  expect(Object.keys(shop.needs).sort()).toEqual(Object.keys(shell.provides).sort());
});

test("every workspace depends on @site/shared in shared/package.json's version, as the lock file says", () => {
  // An old version left in one of them sent a fresh clone's npm ci to the registry for it (docs/releases.md).
  const lock = require('../../package-lock.json');
  const dependents = require('../../package.json')
    .workspaces.map((dir) => [dir, require(`../../${dir}/package.json`).dependencies ?? {}])
    .filter(([, dependencies]) => '@site/shared' in dependencies);
  expect(dependents.length).toBeGreaterThan(5);
  for (const [dir, dependencies] of dependents) {
    expect([dir, dependencies['@site/shared']]).toEqual([dir, sharedPackage.version]);
    expect([dir, lock.packages[dir].dependencies['@site/shared']]).toEqual([dir, sharedPackage.version]);
  }
  expect(lock.packages.shared.version).toBe(sharedPackage.version);
});
