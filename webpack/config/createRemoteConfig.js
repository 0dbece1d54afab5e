// A remote: a federation container exposing its routes to the shell, plus its own standalone page
// (the remote alone, for QA).
const path = require('node:path');
const { buildMode, createBaseConfig } = require('./baseConfig');
const { STANDALONE_RUNTIME_FILE, remoteExperiments, standaloneRuntimeConfig } = require('./federationRuntime');
const { remoteInDir } = require('../../topology');

/** The remote's name in the topology (topology/remotes.json), found by its package folder. */
function remoteNameOf(dir) {
  const name = remoteInDir(path.basename(dir));
  if (!name) throw new Error(`${dir} is not a remote of topology/remotes.json: add it there first.`);
  return name;
}

/**
 * @param {object} options
 * @param {string} options.dir absolute path of the package (its name comes from topology/remotes.json)
 * @param {Record<string,string>} options.exposes modules the remote exposes
 * @param {string} options.title document title of the standalone page
 */
function createRemoteConfig({ dir, exposes, title }) {
  const name = remoteNameOf(dir);
  return (env, argv) => {
    const build = buildMode(env, argv);
    const externalRuntime = remoteExperiments(build).externalRuntime;
    const config = createBaseConfig({
      name,
      dir,
      title,
      build,
      publicPath: 'auto',
      federation: {
        filename: 'remoteEntry.js',
        exposes,
        manifest: { fileName: 'mf-manifest.json' },
        experiments: remoteExperiments(build),
      },
      html: {
        template: path.join(__dirname, 'standalone.html'),
        // A remote's own page is served for every path of its origin (/shop/apps...): scripts are
        // addressed from the root, as the shell's are.
        runtimeProvider: externalRuntime ? `/${STANDALONE_RUNTIME_FILE}` : null,
        // Which remote the standalone host (the same file for every remote) loads on this page.
        remoteName: name,
      },
    });
    if (!externalRuntime) return config;
    // In production the remote is a container only: its standalone page is run by the standalone
    // host (federation-runtime.js), since the remote's own code has no copy of the singletons.
    config.entry = {};
    return [config, standaloneRuntimeConfig([name])];
  };
}

module.exports = { createRemoteConfig };
