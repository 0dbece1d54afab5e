// The run-time remote configuration the shell's development server gives the page (/remotes.json;
// the production server makes its own from the live releases, docs/releases.md): where each
// remote's manifest lives, and the sections the remotes' sources declare (read on every request,
// so an edited manifest shows on the next load). REMOTE_<NAME>_URL moves a remote.
const { portOf, remoteNames, sectionsOf } = require('./siteRegistry');

function buildRuntimeConfig() {
  const remotes = {};
  for (const name of remoteNames) {
    const override = process.env[`REMOTE_${name.toUpperCase()}_URL`];
    remotes[name] = override || `http://localhost:${portOf(name)}/mf-manifest.json`;
  }
  // How long the page waits for a remote before it says the section could not be loaded.
  const timeout = Number(process.env.REMOTE_LOAD_TIMEOUT_MS);
  const config = { remotes, sections: sectionsOf() };
  return Number.isInteger(timeout) && timeout >= 100 && timeout <= 120000
    ? { ...config, loadTimeoutMs: timeout }
    : config;
}

module.exports = { buildRuntimeConfig };
