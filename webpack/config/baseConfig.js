// What the shell (createHostConfig.js) and every remote (createRemoteConfig.js) build alike, so
// federation, sharing and loaders stay identical across teams.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { portOf } = require('../../topology');
const { devBasePort, toolSettings } = require('../../scripts/settings');
const { PublicFilesPlugin } = require('./publicFilesPlugin');
const { ReleaseContractPlugin } = require('./releaseContractPlugin');
const { sharedModules } = require('./sharedModules');
const { tsRule } = require('./tsRule');
const { siteResolve } = require('./siteResolve');
const { buildCache } = require('./buildCache');
const { minimizers } = require('./minimizer');

/** Production unless `--mode development`; React Fast Refresh only under the dev server. */
function buildMode(env, argv) {
  const dev = argv.mode === 'development';
  return { mode: dev ? 'development' : 'production', dev, refresh: dev && Boolean(env && env.WEBPACK_SERVE) };
}

/**
 * @param {object} options
 * @param {string} options.name federation name: 'shell' or a remote name from topology/remotes.json
 * @param {string} options.dir absolute path of the package
 * @param {string} options.title document title of the page
 * @param {{dev: boolean, refresh: boolean, mode: string}} options.build from buildMode
 * @param {object} options.federation this container's own ModuleFederationPlugin options
 * @param {object} options.html this package's own HtmlWebpackPlugin options (template...)
 * @param {string} options.publicPath output.publicPath
 * @param {object[]} [options.plugins] plugins of this kind of package
 */
function createBaseConfig({ name, dir, title, build, federation, html, publicPath, plugins = [] }) {
  const { mode, dev, refresh } = build;
  return {
    name,
    mode,
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: dev ? 'eval-cheap-module-source-map' : false,
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      filename: dev ? '[name].js' : '[name].[contenthash:8].js',
      // Named chunk ids are unique where chunk names are not (a shared module's chunk can come twice).
      chunkFilename: dev ? '[id].js' : '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: `site_${name}`,
      // Chunks from another origin (a remote's) load with CORS: an error thrown in them keeps its
      // message and stack, so the page's reporter can name its release (docs/releases.md).
      crossOriginLoading: 'anonymous',
      clean: true,
    },
    resolve: siteResolve(),
    module: {
      rules: [tsRule({ dev, refresh }), { test: /\.(png|jpe?g|webp|avif|svg)$/i, type: 'asset/resource' }],
    },
    plugins: [
      new webpack.DefinePlugin({
        __SUPABASE_URL__: JSON.stringify(toolSettings().SUPABASE_URL),
        __SUPABASE_ANON_KEY__: JSON.stringify(toolSettings().SUPABASE_ANON_KEY),
        __DEV__: JSON.stringify(dev),
      }),
      new ModuleFederationPlugin({
        name,
        remotes: {},
        shared: sharedModules({ dev, role: name === 'shell' ? 'shell' : 'remote' }),
        shareStrategy: 'loaded-first',
        dts: false,
        ...federation,
      }),
      new PublicFilesPlugin(path.join(dir, 'public')),
      new ReleaseContractPlugin({ name, exposes: federation.exposes }),
      ...plugins,
      new HtmlWebpackPlugin({
        title,
        publicPath: '/',
        chunks: ['main'],
        scriptLoading: 'defer',
        // Keep comments: the server replaces <!-- supabase-config --> with run-time settings.
        minify: dev ? false : { collapseWhitespace: true, removeComments: false, minifyCSS: true, minifyJS: true },
        ...html,
      }),
      // Each container has its own refresh runtime, namespaced by output.uniqueName; errors show in
      // the dev server's overlay.
      ...(refresh ? [new (require('@pmmmwh/react-refresh-webpack-plugin'))({ overlay: false })] : []),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: dev ? 'named' : 'deterministic', minimizer: minimizers() },
    cache: buildCache({ name, mode, configFile: path.join(dir, 'webpack.config.js') }),
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: portOf(name, devBasePort()),
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: false,
      client: { overlay: { warnings: false, errors: true } },
    },
  };
}

module.exports = { buildMode, createBaseConfig };
