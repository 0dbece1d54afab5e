// The shell (host): the page visitors open; it loads the remotes at run time (/remotes.json).
const fs = require('node:fs');
const path = require('node:path');
const { buildMode, createBaseConfig } = require('./baseConfig');
const { BootAfterPaintPlugin } = require('../firstPaint/bootAfterPaintPlugin');
const { BrandFontPlugin } = require('../firstPaint/brandFont');
const { EarlyEventsPlugin } = require('../firstPaint/earlyEventsPlugin');
const { withoutTelemetry } = require('../firstPaint/withoutTelemetry');
const { FIRST_VISIT_CHUNK, TELEMETRY_CHUNK } = require('../firstPaint/firstVisitChunk');
const { hostExperiments, hostResolveAlias } = require('./federationRuntime');
const { shellDevServer } = require('../devServer/shellDevServer');

/**
 * @param {object} options
 * @param {string} options.dir absolute path of the shell package
 * @param {string} options.title document title
 */
function createHostConfig({ dir, title }) {
  return (env, argv) => {
    const build = buildMode(env, argv);
    const config = createBaseConfig({
      name: 'shell',
      dir,
      title,
      build,
      publicPath: '/',
      federation: { manifest: false, experiments: hostExperiments() },
      // The page's HTML as it is, read on each compilation: a `template` would be compiled by a child
      // compiler that the federation plugin joins too, and its shared chunks would clash with the
      // page's under the development build's names.
      html: { templateContent: () => fs.readFileSync(path.join(dir, 'public', 'index.html'), 'utf8') },
      plugins: [
        ...(build.dev ? [] : [new BootAfterPaintPlugin({ preloadChunks: [FIRST_VISIT_CHUNK.name] })]),
        new EarlyEventsPlugin(
          require(path.join(dir, 'src', 'early', 'inlineParts.js')).map((file) => path.join(dir, 'src', 'early', file)),
        ),
        new BrandFontPlugin({ afterPaint: !build.dev }),
      ],
    });
    config.resolve.alias = { ...config.resolve.alias, ...hostResolveAlias() };
    if (!build.dev)
      config.optimization.splitChunks = { cacheGroups: { firstVisit: FIRST_VISIT_CHUNK, telemetry: TELEMETRY_CHUNK } };
    config.devServer = shellDevServer(config.devServer);
    return env && env.withoutTelemetry ? withoutTelemetry(config) : config;
  };
}

module.exports = { createHostConfig };
