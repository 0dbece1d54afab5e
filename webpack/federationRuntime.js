// How the shell and the remotes share one federation runtime, on the plugin's supported options:
// the shell is built with `experiments.provideExternalRuntime` (a runtime plugin of
// @module-federation/enhanced puts its runtime core on the page before any remote loads) and each
// production remote with `experiments.externalRuntime` (its bundles read that runtime core from the
// page instead of carrying a copy; each keeps its own small runtime wrapper and bundler glue, which
// hold its federation instance). Page and remotes must therefore run the same
// @module-federation/enhanced version (one lock file); federationRuntime.test.js fails when the
// installed version changes what this relies on.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/** Where a production remote's standalone page finds the runtime core (not content-hashed). */
const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';

/** The shell: provides its runtime core to the remotes. */
const hostExperiments = () => ({ provideExternalRuntime: true, optimization: { target: 'web' } });

/**
 * provideExternalRuntime adds its runtime plugin by the plugin's CommonJS file, which reaches the
 * runtime core through CommonJS: a second copy (21 KB gzip on every page) next to the ES module
 * copy the shell's own runtime runs. Built from the plugin's ES module file instead, it hands the
 * remotes the shell's own copy.
 */
function hostResolveAlias() {
  const plugin = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  return { [`${plugin}$`]: plugin.replace(/\.cjs$/, '.js') };
}

/**
 * A remote loads no other remote: the remote-loading and snapshot code stays out of its entry. In
 * production it takes the runtime core from the page; in development each remote keeps its own,
 * so a remote's dev server works with any shell, or none.
 */
const remoteExperiments = ({ dev }) => ({
  externalRuntime: !dev,
  optimization: { disableRemote: true, disableSnapshot: true, target: 'web' },
});

/**
 * A production remote opened alone (QA, on its own origin) has no shell to provide the runtime
 * core: its page first loads this build, a container that only provides it. Built after the
 * remote, whose build cleans dist/.
 */
function standaloneRuntimeConfig({ name, dir }) {
  return {
    name: `${name}-runtime-provider`,
    dependencies: [name],
    mode: 'production',
    context: dir,
    entry: path.join(__dirname, 'standaloneRuntimeEntry.js'),
    output: {
      path: path.join(dir, 'dist'),
      filename: STANDALONE_RUNTIME_FILE,
      uniqueName: `site_${name}_runtime`,
      clean: false,
    },
    resolve: { alias: hostResolveAlias() },
    plugins: [
      new ModuleFederationPlugin({
        name: `${name}_runtime`,
        remotes: {},
        shared: {},
        manifest: false,
        dts: false,
        experiments: hostExperiments(),
      }),
    ],
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = {
  STANDALONE_RUNTIME_FILE,
  hostExperiments,
  hostResolveAlias,
  remoteExperiments,
  standaloneRuntimeConfig,
};
