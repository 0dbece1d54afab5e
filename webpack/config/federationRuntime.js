// How the shell and the remotes share one federation runtime, on the plugin's supported options:
// the shell is built with `experiments.provideExternalRuntime` (a runtime plugin of
// @module-federation/enhanced puts its runtime core on the page before any remote loads) and each
// production remote with `experiments.externalRuntime` (its bundles read that runtime core from the
// page instead of carrying a copy; each keeps its own small runtime wrapper and bundler glue, which
// hold its federation instance). Page and remotes must therefore run the same
// @module-federation/enhanced version (one lock file); federationRuntime.test.js fails when the
// installed version changes what this relies on.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules } = require('./sharedModules');
const { tsRule } = require('./tsRule');
const { buildCache } = require('./buildCache');
const { minimizers } = require('./minimizer');
const { registry } = require('../../topology');
const { toolSettings } = require('../../scripts/settings');

const root = path.resolve(__dirname, '..', '..');

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

/** The standalone host's compiler: one for every remote a build makes (see oneStandaloneHost). */
const STANDALONE_HOST = 'standalone-host';

/**
 * Writes the standalone host's files into every remote's dist/ after they are emitted: the host is
 * the same for every remote (the page says which remote to run), so it is compiled once.
 */
class StandaloneHostCopyPlugin {
  /** @param {string[]} dirs absolute paths of the remotes' packages */
  constructor(dirs) {
    this.dirs = dirs;
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tap('StandaloneHostCopyPlugin', (compilation) => {
      // Copied from the files as written (the sources are no longer held once they are).
      const from = compilation.outputOptions.path;
      for (const dist of this.dirs.map((dir) => path.join(dir, 'dist')).filter((dist) => dist !== from)) {
        for (const { name } of compilation.getAssets()) {
          fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
          fs.copyFileSync(path.join(from, name), path.join(dist, name));
        }
      }
    });
  }
}

/**
 * A production remote opened alone (QA, on its own origin) has no shell to provide the runtime
 * core and the shared singletons (the remote brings none): its page loads this build instead, a
 * small host that provides both, loads the remote named by its page through its manifest and
 * renders its routes with the shared providers (standaloneHost.js). Nothing in it is particular to
 * one remote, so a build of several remotes compiles it once and writes it into each one's dist/,
 * after the remotes, whose builds clean dist/.
 * @param {string[]} names the remotes (topology/remotes.json) that get it
 */
function standaloneRuntimeConfig(names) {
  const dirs = names.map((name) => path.join(root, registry.remotes[name].dir));
  return {
    name: STANDALONE_HOST,
    dependencies: names,
    mode: 'production',
    context: dirs[0],
    entry: path.join(__dirname, 'standaloneRuntimeEntry.js'),
    output: {
      path: path.join(dirs[0], 'dist'),
      filename: STANDALONE_RUNTIME_FILE,
      // Its other files live beside the remote's, named apart from them.
      chunkFilename: 'standalone/[name].[contenthash:8].js',
      publicPath: '/',
      uniqueName: 'site_standalone_host',
      clean: false,
    },
    resolve: { alias: hostResolveAlias(), extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: { rules: [tsRule({})] },
    plugins: [
      new webpack.DefinePlugin({
        __SUPABASE_URL__: JSON.stringify(toolSettings().SUPABASE_URL),
        __SUPABASE_ANON_KEY__: JSON.stringify(toolSettings().SUPABASE_ANON_KEY),
        __DEV__: 'false',
      }),
      new ModuleFederationPlugin({
        name: 'standalone_host',
        remotes: {},
        shared: sharedModules({ dev: false, role: 'standalone' }),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        experiments: hostExperiments(),
      }),
      new StandaloneHostCopyPlugin(dirs),
    ],
    optimization: { minimizer: minimizers() },
    cache: buildCache({ name: STANDALONE_HOST, mode: 'production', configFile: __filename }),
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The configurations of a build of several packages, with one standalone host for every remote
 * among them instead of one each (the root webpack.config.js).
 * @param {object[]} configs
 */
function oneStandaloneHost(configs) {
  const hosts = configs.filter((config) => config.name === STANDALONE_HOST);
  if (hosts.length < 2) return configs;
  const names = hosts.flatMap((config) => config.dependencies);
  return [...configs.filter((config) => config.name !== STANDALONE_HOST), standaloneRuntimeConfig(names)];
}

module.exports = {
  STANDALONE_RUNTIME_FILE,
  oneStandaloneHost,
  hostExperiments,
  hostResolveAlias,
  remoteExperiments,
  standaloneRuntimeConfig,
};
