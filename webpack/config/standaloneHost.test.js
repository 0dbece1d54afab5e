/**
 * @jest-environment node
 */
/* global test, expect */
// The standalone host (a production remote run alone, for QA) is the same file for every remote: the
// site build compiles it once and writes it into each remote's dist/; a remote built alone compiles
// its own (docs/working.md, "The build"). That the page then runs is e2e/composition.e2e.ts's.
const path = require('node:path');
const { remoteNames, registry } = require('../../topology');
const siteBuild = require('../../webpack.config.js');

const root = path.resolve(__dirname, '..', '..');
const production = { mode: 'production' };
const hostsOf = (configs) => configs.filter((config) => config.name === 'standalone-host');

test('the site build compiles one standalone host, after every remote, into every remote', () => {
  const configs = siteBuild({}, production);
  const [host, ...more] = hostsOf(configs);
  expect(more).toEqual([]);
  expect([...host.dependencies].sort()).toEqual([...remoteNames].sort());
  const copy = host.plugins.find((plugin) => plugin.constructor.name === 'StandaloneHostCopyPlugin');
  const dists = [host.output.path, ...copy.dirs.map((dir) => path.join(dir, 'dist'))];
  expect([...new Set(dists)].sort()).toEqual(
    remoteNames.map((name) => path.join(root, registry.remotes[name].dir, 'dist')).sort(),
  );
});

test('a remote built alone brings its own host; a development build runs without one', () => {
  const shopConfig = require(path.join(root, registry.remotes.shop.dir, 'webpack.config.js'));
  expect(shopConfig({}, production).map((config) => config.name)).toEqual(['shop', 'standalone-host']);
  expect(shopConfig({}, { mode: 'development' }).name).toBe('shop');
});
