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

/**
 * The ports browsers and fetch refuse to connect to (the Fetch standard's "bad ports", which
 * Chromium, Firefox, Safari and Node's fetch all apply): a page cannot load a script, a manifest or
 * an API served on one, whatever the server does (docs/architecture.md, "The folders").
 */
const BROWSER_REFUSED_PORTS = [
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110,
  111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532,
  540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061,
  6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
];

/** The packages that would listen on a port browsers refuse, for a shell on `basePort`. */
const refusedPorts = (basePort) =>
  ['shell', ...remoteNames]
    .map((name) => ({ name, port: portOf(name, basePort) }))
    .filter(({ port }) => BROWSER_REFUSED_PORTS.includes(port));

/** The remote whose package lives in the folder `dir` (its base name), or undefined. */
const remoteInDir = (dir) => remoteNames.find((name) => registry.remotes[name].dir === dir);

module.exports = {
  registry,
  remoteNames,
  remoteDirs,
  packageDirs,
  portOf,
  remoteInDir,
  BROWSER_REFUSED_PORTS,
  refusedPorts,
};
