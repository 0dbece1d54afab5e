// Single-bundle build of the whole site (no federation), used only as the yardstick of
// `npm run bench:bundle`. Same sources, same loaders, webpack's default code splitting.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { tsRule } = require('../../webpack/config/tsRule');
const { siteResolve } = require('../../webpack/config/siteResolve');
const { remoteRoutesRule } = require('../../webpack/config/remoteRoutesLoader');

const root = path.resolve(__dirname, '..', '..');

module.exports = {
  mode: 'production',
  context: root,
  entry: { main: './shell/src/index.ts' },
  devtool: false,
  output: {
    path: path.join(root, 'bench', 'single', 'dist'),
    publicPath: '/',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    clean: true,
  },
  resolve: siteResolve(),
  module: {
    rules: [tsRule(), remoteRoutesRule(), { test: /\.(png|jpe?g|webp|avif|svg)$/i, type: 'asset/resource' }],
  },
  plugins: [
    new webpack.NormalModuleReplacementPlugin(/federation[\\/]remoteLoader$/, path.join(__dirname, 'remoteLoader.ts')),
    new webpack.NormalModuleReplacementPlugin(/^\.\/remoteLoader$/, path.join(__dirname, 'remoteLoader.ts')),
    new webpack.DefinePlugin({ __SUPABASE_URL__: '""', __SUPABASE_ANON_KEY__: '""', __DEV__: 'false' }),
    new HtmlWebpackPlugin({ template: path.join(root, 'shell', 'public', 'index.html'), scriptLoading: 'defer' }),
  ],
  performance: { hints: false },
  stats: 'errors-warnings',
};
