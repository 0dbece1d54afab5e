// Every package's configuration at once, for `npm run build` (one webpack process). Each package
// still builds and deploys alone with its own webpack.config.js; here the remotes share one
// standalone host (webpack/config/federationRuntime.js), compiled once for all of them.
const path = require('node:path');
const { packageDirs } = require('./topology');
const { oneStandaloneHost } = require('./webpack/config/federationRuntime');

const configs = packageDirs.map((dir) => require(path.join(__dirname, dir, 'webpack.config.js')));

module.exports = (env, argv) =>
  oneStandaloneHost(configs.flatMap((config) => (typeof config === 'function' ? config(env, argv) : config)));
module.exports.parallelism = 2;
