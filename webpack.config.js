// Every package's configuration at once, for `npm run build` (one webpack process, shared cache).
// Each package still builds and deploys alone with its own webpack.config.js.
const path = require('node:path');
const { packageDirs } = require('./topology');

const configs = packageDirs.map((dir) => require(path.join(__dirname, dir, 'webpack.config.js')));

module.exports = (env, argv) =>
  configs.flatMap((config) => (typeof config === 'function' ? config(env, argv) : config));
module.exports.parallelism = 2;
