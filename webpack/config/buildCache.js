// The production build's persistent cache (docs/working.md, "The build's cache"): webpack's
// filesystem cache, one per compiler, under node_modules/.cache (so `npm ci` starts cold). webpack
// checks each cached module against its files and the packages it resolved, and a defined value
// (DefinePlugin: the Supabase settings) against its value. What it cannot see is named here: the
// configuration's own files (and every file they require), the TypeScript settings ts-loader
// reads, and the lock file, which pins every package the configuration reads a version of.
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const CACHE_DIR = path.join(root, 'node_modules', '.cache', 'site-webpack');

/**
 * @param {object} options
 * @param {string} options.name the compiler's name (one cache each)
 * @param {string} options.mode 'production' or 'development'
 * @param {string} options.configFile the file the configuration comes from (its requires follow)
 * @returns {object | undefined} webpack's `cache` option: production builds only (the dev server
 *   keeps webpack's default, in memory)
 */
function buildCache({ name, mode, configFile }) {
  if (mode !== 'production') return undefined;
  return {
    type: 'filesystem',
    name: `${name}-${mode}`,
    cacheDirectory: CACHE_DIR,
    buildDependencies: {
      config: [
        configFile,
        __filename,
        path.join(__dirname, 'tsconfig.loader.json'),
        path.join(root, 'tsconfig.base.json'),
        path.join(root, 'package-lock.json'),
      ],
    },
  };
}

module.exports = { buildCache, CACHE_DIR };
