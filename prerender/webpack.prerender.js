// Bundles prerender/entry.tsx for Node (CommonJS). Packages from node_modules stay external, so
// the renderer uses one React, one router and one styled-components; the workspace packages
// (@site/shared, @site/paths: TypeScript source, which Node cannot run) are compiled in.
const path = require('node:path');
const webpack = require('webpack');
const { tsRule } = require('../webpack/config/tsRule');
const { siteResolve } = require('../webpack/config/siteResolve');
const { remoteRoutesRule } = require('../webpack/config/remoteRoutesLoader');
const { buildCache } = require('../webpack/config/buildCache');

const compiledIn = (request) => request.startsWith('@site/');

module.exports = {
  name: 'prerender',
  mode: 'production',
  target: 'node20',
  context: __dirname,
  entry: { entry: './entry.tsx' },
  devtool: false,
  output: {
    path: path.join(__dirname, 'dist'),
    filename: '[name].js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: siteResolve(),
  externals: [
    ({ request }, callback) => {
      if (request && /^[@a-z]/.test(request) && !compiledIn(request)) return callback(null, `commonjs ${request}`);
      return callback();
    },
  ],
  module: {
    rules: [
      tsRule(),
      remoteRoutesRule({ eager: true }),
      { test: /\.(png|jpe?g|webp|avif|svg)$/i, type: 'asset/resource', generator: { emit: false } },
    ],
  },
  plugins: [new webpack.DefinePlugin({ __SUPABASE_URL__: '""', __SUPABASE_ANON_KEY__: '""', __DEV__: 'false' })],
  optimization: { minimize: false },
  cache: buildCache({ name: 'prerender', mode: 'production', configFile: __filename }),
  performance: { hints: false },
  stats: 'errors-warnings',
};
