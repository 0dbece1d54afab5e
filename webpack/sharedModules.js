// What every container shares as singletons (one React, one theme, one cart store).
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
// Read the installed version from node_modules directly: some packages do not export ./package.json.
const versionOf = (pkg) =>
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;
const sharedPackage = require('../shared/package.json');

/**
 * Packages every package shares as singletons (one React, one theme). The router is shared as
 * `@site/shared/router` (see that module), not as the whole react-router package. Every shared
 * module costs each container entry a provider and a consumer record, so only what two containers
 * both run is listed. Not listed: packages that only `@site/shared` code imports (supabase-js, the
 * Radix primitives): they come with the shared module that uses them, itself a singleton, so one
 * copy runs.
 */
const SINGLETON_PACKAGES = (dev) => [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ...(dev ? [['react/jsx-dev-runtime', 'react']] : []),
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['styled-components', 'styled-components'],
  ['zustand', 'zustand'],
];

/**
 * Entry points of the `@site/shared` workspace package (see its package.json "exports"), less the
 * standalone starter, which runs only on a remote's own page, where no other container is.
 */
const SHARED_ENTRIES = Object.keys(sharedPackage.exports)
  .filter((key) => key !== './package.json' && key !== './standalone')
  .map((key) => `@site/shared/${key.slice(2)}`);

/**
 * Shared entries the shell's own entry chunk uses before the page starts (its remote loader checks
 * /remotes.json with the schema library): eager in the shell, so they sit in its entry chunk and
 * are provided from there, the one copy the remotes then use.
 */
const HOST_EAGER_ENTRIES = ['@site/shared/schema'];

function sharedModules({ dev, isHost }) {
  const shared = {};
  for (const [request, pkg] of SINGLETON_PACKAGES(dev)) {
    const version = versionOf(pkg);
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  for (const request of SHARED_ENTRIES) {
    shared[request] = {
      singleton: true,
      requiredVersion: `^${sharedPackage.version}`,
      version: sharedPackage.version,
      ...(isHost && HOST_EAGER_ENTRIES.includes(request) ? { eager: true } : {}),
    };
  }
  return shared;
}

module.exports = { sharedModules };
