// How the shell and the remotes share one federation runtime, on the plugin's supported options:
// the shell is built with `experiments.provideExternalRuntime` (a runtime plugin of
// @module-federation/enhanced puts its runtime core on the page before any remote loads) and each
// production remote with `experiments.externalRuntime` (its bundles read that runtime core from the
// page instead of carrying a copy; each keeps its own small runtime wrapper and bundler glue, which
// hold its federation instance). Page and remotes must therefore run the same
// @module-federation/enhanced version (one lock file); federationRuntime.test.js fails when the
// installed version changes what this relies on.
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules } = require('./sharedModules');
const { tsRule } = require('./tsRule');

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
 * core and the shared singletons (the remote brings none): its page loads this build instead, a
 * small host that provides both, loads the remote through its manifest and renders its routes with
 * the shared providers (standaloneHost.js). Built after the remote, whose build cleans dist/.
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
      // Its other files live beside the remote's, named apart from them.
      chunkFilename: 'standalone/[name].[contenthash:8].js',
      publicPath: '/',
      uniqueName: `site_${name}_runtime`,
      clean: false,
    },
    resolve: { alias: hostResolveAlias(), extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: { rules: [tsRule({})] },
    plugins: [
      new webpack.DefinePlugin({
        __STANDALONE_REMOTE__: JSON.stringify(name),
        __SUPABASE_URL__: JSON.stringify(process.env.SUPABASE_URL || ''),
        __SUPABASE_ANON_KEY__: JSON.stringify(process.env.SUPABASE_ANON_KEY || ''),
        __DEV__: 'false',
      }),
      new ModuleFederationPlugin({
        name: `${name}_runtime`,
        remotes: {},
        shared: sharedModules({ dev: false, role: 'standalone' }),
        shareStrategy: 'loaded-first',
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
