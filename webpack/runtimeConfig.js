// The run-time remote configuration the shell fetches (/remotes.json): where each remote's
// manifest lives. Moving a remote is an environment change (REMOTE_<NAME>_URL), not a rebuild.
const registry = require('./remotes.json');

function remoteOrigin(name, { host = 'localhost', basePort } = {}) {
  const base = Number(basePort ?? process.env.PORT) || registry.basePort;
  return `http://${host}:${base + registry.remotes[name].portOffset}`;
}

function buildRuntimeConfig(options = {}) {
  const remotes = {};
  for (const name of Object.keys(registry.remotes)) {
    const override = process.env[`REMOTE_${name.toUpperCase()}_URL`];
    remotes[name] = override || `${remoteOrigin(name, options)}/mf-manifest.json`;
  }
  // How long the page waits for a remote before it says the section could not be loaded.
  const timeout = Number(process.env.REMOTE_LOAD_TIMEOUT_MS);
  return Number.isInteger(timeout) && timeout >= 100 && timeout <= 120000
    ? { remotes, loadTimeoutMs: timeout }
    : { remotes };
}

module.exports = { buildRuntimeConfig, remoteOrigin, registry };
