// The topology of the site (remotes.json): which packages make it, where their folders are, on
// which ports they run in development and beside the production server, the site's public address.
// This is the one reader of remotes.json. The build (webpack/), the scripts, the tests and the
// server all read the topology through it, so neither the build nor the server reads a file of the
// other (docs/architecture.md, "The folders"). What each remote declares of itself (routes, pages,
// links) is not here: it lives in the remote's src/manifest.ts and travels with its releases.
// Plain CommonJS, typed by index.d.ts.
const registry = require('./remotes.json');

const remoteNames = Object.keys(registry.remotes);
const remoteDirs = remoteNames.map((name) => registry.remotes[name].dir);
/** Every package built by webpack: the remotes, then the shell (which needs their manifests). */
const packageDirs = [...remoteDirs, registry.shell.dir];

/** The port of a package ('shell' or a remote) for a site whose shell listens on `basePort`. */
function portOf(name, basePort = registry.basePort) {
  const entry = name === 'shell' ? registry.shell : registry.remotes[name];
  if (!entry) throw new Error(`"${name}" is not a package of topology/remotes.json.`);
  return basePort + entry.portOffset;
}

/** The remote whose package lives in the folder `dir` (its base name), or undefined. */
const remoteInDir = (dir) => remoteNames.find((name) => registry.remotes[name].dir === dir);

module.exports = { registry, remoteNames, remoteDirs, packageDirs, portOf, remoteInDir };
