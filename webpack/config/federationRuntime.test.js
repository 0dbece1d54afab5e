/* global test, expect */
// Guards what webpack/federationRuntime.js relies on in the installed @module-federation packages:
// when an upgrade changes it, this fails and the build set-up is to be checked again (then the
// version below updated).
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const federation = (file) => path.join(root, 'node_modules', '@module-federation', file);
const installed = (pkg) => require(federation(`${pkg}/package.json`)).version;
const RELIED_ON = '2.9.2';

test('shell and remotes run one @module-federation version, the one this set-up was checked with', () => {
  for (const pkg of [
    'enhanced',
    'runtime',
    'runtime-core',
    'webpack-bundler-runtime',
    'inject-external-runtime-core-plugin',
  ])
    expect(`${pkg}@${installed(pkg)}`).toBe(`${pkg}@${RELIED_ON}`);
});

test('provideExternalRuntime puts on the page the runtime core that externalRuntime reads', () => {
  // The build plugin: a remote's `@module-federation/runtime-core` becomes the page global
  // _FEDERATION_RUNTIME_CORE; the shell gets the runtime plugin that sets it.
  const pluginSource = fs.readFileSync(federation('enhanced/dist/src/lib/container/ModuleFederationPlugin.js'), 'utf8');
  expect(pluginSource).toContain('{ "@module-federation/runtime-core": "_FEDERATION_RUNTIME_CORE" }');
  expect(pluginSource).toContain('require.resolve("@module-federation/inject-external-runtime-core-plugin")');

  // hostResolveAlias: the plugin's ES module file exists and reaches the runtime core by import.
  const [[cjs, esm]] = Object.entries(require('./federationRuntime').hostResolveAlias());
  expect(cjs).toBe(`${federation('inject-external-runtime-core-plugin/dist/index.cjs')}$`);
  expect(fs.readFileSync(esm, 'utf8')).toContain(
    'import * as runtimeCore from "@module-federation/runtime-tools/runtime-core"',
  );

  // The runtime plugin, run as the shell's federation instance starts.
  const provide = require('@module-federation/inject-external-runtime-core-plugin')();
  const args = { options: { name: 'shell' } };
  expect(provide.beforeInit(args)).toBe(args);
  const core = globalThis._FEDERATION_RUNTIME_CORE;
  expect(typeof core.ModuleFederation).toBe('function');

  // Everything a remote's own runtime wrapper imports from the runtime core is there.
  const wrapper = fs.readFileSync(federation('runtime/dist/index.js'), 'utf8');
  const imported = /import \{([^}]+)\} from "@module-federation\/runtime-core"/.exec(wrapper)[1].split(',');
  expect(imported.length).toBeGreaterThan(5);
  for (const name of imported.map((n) => n.trim())) expect(typeof core[name]).not.toBe('undefined');
});
