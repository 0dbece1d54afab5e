// What every container shares as singletons (one React, one theme, one cart store), and who
// provides them: the shell, and only the shell (docs/releases.md, "The shell provides the
// singletons"). A production remote marks them `import: false`: it brings no copy of its own that
// could win by load order, and its release contract says which versions it needs of the shell.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
// Read the installed version from node_modules directly: some packages do not export ./package.json.
const versionOf = (pkg) =>
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;
const sharedPackage = require('../../shared/package.json');

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
 * standalone starter, which runs only on a remote's own page, where no other container is. Shared
 * in the version of shared/package.json: bump its major when a change breaks what remotes built
 * against the old one use (docs/releases.md).
 */
const SHARED_EXPORTS = Object.entries(sharedPackage.exports).filter(
  ([key]) => key !== './package.json' && key !== './standalone',
);
const SHARED_ENTRIES = SHARED_EXPORTS.map(([key]) => `@site/shared/${key.slice(2)}`);

/** The source file of an entry of `@site/shared`. */
function sharedEntryFile(request) {
  const entry = SHARED_EXPORTS.find(([key]) => `@site/shared/${key.slice(2)}` === request);
  return path.join(root, 'shared', entry[1]);
}

/**
 * Shared entries the shell's own entry chunk uses before the page starts (its remote loader checks
 * /remotes.json with the schema library): eager in the shell, so they sit in its entry chunk and
 * are provided from there, the one copy the remotes then use.
 */
const HOST_EAGER_ENTRIES = ['@site/shared/schema'];

/** The versions a remote built against `version` takes: its release contract's, and a dev build's check. */
const neededRange = (version) => `^${version}`;

/**
 * @param {object} options
 * @param {boolean} options.dev a development build
 * @param {'shell'|'remote'|'standalone'} options.role who builds: the shell; a remote; or the page
 *   that runs a production remote alone (federationRuntime.js: standaloneRuntimeConfig)
 */
function sharedModules({ dev, role }) {
  const provider = role !== 'remote';
  /**
   * A production remote provides none of them. In development a remote keeps its copies, so its
   * dev server runs alone (docs/working.md, "Development").
   */
  const consumer = dev ? {} : { import: false };
  /**
   * A production build checks no version on the page. The shell provides the only copy; a remote
   * takes the shell's, whatever the check says (a singleton's mismatch is only a console warning),
   * and the registry has checked the ranges its release contract needs against the live shell
   * before the release could go live or be a canary (releaseContractPlugin.js). The federation
   * runtime checks a range with a dozen regular expressions made afresh for each shared module:
   * 30 ms of the shell's start at 4x CPU, and half of a remote's `loadShare` (35 ms against 17)
   * (docs/releases.md, "The shell provides the singletons"). In development a remote runs its own
   * copies, and checks them.
   */
  const checked = (version) => (dev ? neededRange(version) : false);
  const shared = {};
  for (const [request, pkg] of SINGLETON_PACKAGES(dev)) {
    const version = versionOf(pkg);
    // A provider's own code (and @site/shared's) imports every one of these packages: provided as
    // webpack resolves them (the browser builds).
    shared[request] = { singleton: true, requiredVersion: checked(version), version, ...(provider ? {} : consumer) };
  }
  for (const request of SHARED_ENTRIES) {
    shared[request] = {
      singleton: true,
      requiredVersion: checked(sharedPackage.version),
      version: sharedPackage.version,
      // A provider provides every entry, whether its own code imports it or not (a remote may use
      // one the shell does not, such as the tabs): given by its file, the federation plugin always
      // includes it (lazily: fetched only when a remote asks for it).
      ...(provider ? { import: sharedEntryFile(request) } : consumer),
      ...(role === 'shell' && HOST_EAGER_ENTRIES.includes(request) ? { eager: true } : {}),
    };
  }
  return shared;
}

module.exports = { sharedModules, neededRange };
