// Bundles prerender/entry.tsx for Node (CommonJS). Packages from node_modules stay external, so
// the renderer uses one React, one router and one styled-components; @site/shared and the remotes'
// typed paths ('mfe-shop/paths': TypeScript source, which Node cannot run) are compiled in.
const path = require('node:path');
const webpack = require('webpack');
const { tsRule } = require('../webpack/config/tsRule');
const { remoteRoutesRule } = require('../webpack/config/remoteRoutesLoader');
const { remoteDirs } = require('../topology');

const compiledIn = (request) => request.startsWith('@site/') || remoteDirs.some((dir) => request === `${dir}/paths`);

module.exports = {
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
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
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
  performance: { hints: false },
  stats: 'errors-warnings',
};
