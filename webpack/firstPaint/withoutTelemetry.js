// The shell built without the release-health collector (docs/release-health.md), for
// bench:bundle alone (bench/telemetryBytes.mjs): the first paint's bytes of this build against the
// real one's are what the collector costs every first visit, measured inside the chunks it lives in.
// `webpack --config-name shell --env withoutTelemetry --output-path <folder>`.
const path = require('node:path');
const webpack = require('webpack');

const COLLECTOR = /[\\/]telemetry[\\/](pageReports|startTelemetry)(\.ts)?$/;
const NOTHING = path.join(__dirname, 'withoutTelemetryModule.js');

/** Replaces the collector's modules by one that does nothing, where they were, in its own cache. */
function withoutTelemetry(config) {
  config.plugins.push(new webpack.NormalModuleReplacementPlugin(COLLECTOR, NOTHING));
  const { cacheGroups } = config.optimization.splitChunks;
  const { test } = cacheGroups.firstVisit;
  cacheGroups.firstVisit = { ...cacheGroups.firstVisit, test: (module) => module.resource === NOTHING || test(module) };
  if (config.cache) config.cache = { ...config.cache, name: `${config.cache.name}-without-telemetry` };
  return config;
}

module.exports = { withoutTelemetry };
