// Runs the site's webpack compilers in this process (webpack's Node API rather than its command
// line, to time each compiler) and reports how long each took. The compilers are every package's
// (the root webpack.config.js, one standalone host for all remotes) and the prerenderer's bundle.
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './steps.mjs';

const require = createRequire(import.meta.url);

/** The production configurations of the site build. */
function siteConfigs() {
  const packages = require(path.join(ROOT, 'webpack.config.js'));
  const all = [
    ...packages({ WEBPACK_BUNDLE: true, WEBPACK_BUILD: true }, { mode: 'production' }),
    require(path.join(ROOT, 'prerender', 'webpack.prerender.js')),
  ];
  // The longest first (the shell, then the prerenderer's bundle), so the two lanes end together.
  const first = ['shell', 'prerender'];
  const configs = [
    ...first.map((name) => all.find((config) => config.name === name)),
    ...all.filter((config) => !first.includes(config.name)),
  ];
  // Two at a time: the machines have two cores.
  return Object.assign(configs, { parallelism: packages.parallelism ?? 2 });
}

/**
 * Compiles the site. Resolves with each compiler's time in ms (by name) once every compiler is
 * done; rejects, after printing webpack's errors, when one fails.
 */
export function runWebpack() {
  const webpack = require('webpack');
  const compiler = webpack(siteConfigs());
  const times = {};
  for (const child of compiler.compilers) {
    child.hooks.done.tap('SiteBuildTimes', (stats) => {
      times[child.name] = stats.endTime - stats.startTime;
    });
  }
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      const output = stats?.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
      if (output) console.log(output);
      compiler.close((closeError) => {
        // The cache is written when the compiler closes: a failure to write it fails the build too.
        const failure = error ?? closeError ?? (stats?.hasErrors() ? new Error('webpack reported errors') : null);
        if (failure) reject(failure);
        else resolve(times);
      });
    });
  });
}
