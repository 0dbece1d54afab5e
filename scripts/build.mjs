// Production build of everything (docs/working.md, "The build"): the server (tsc) beside the
// remotes, the shell and the prerender bundle (webpack, one process, a persistent cache), then the
// prerendered pages, social cards and icons (put back from the last build when nothing they are
// made from changed). Prints where the time went.
import { keepPrerendered, prerenderInputs, restorePrerendered } from './build/prerenderCache.mjs';
import { buildServer } from './build/serverBuild.mjs';
import { runNode, seconds } from './build/steps.mjs';
import { runWebpack } from './build/webpackRun.mjs';

const started = Date.now();
const report = [];

async function prerender() {
  const inputs = prerenderInputs();
  const begun = Date.now();
  if (restorePrerendered(inputs.key)) {
    report.push(`prerender ${seconds(Date.now() - begun)} (unchanged: the last build's pages)`);
    return;
  }
  await runNode('Prerendering', ['scripts/prerender.mjs', '--bundled']);
  keepPrerendered(inputs);
  report.push(`prerender ${seconds(Date.now() - begun)}`);
}

async function webpackThenPrerender() {
  const times = await runWebpack();
  const compilers = Object.entries(times).map(([name, ms]) => `${name} ${seconds(ms)}`);
  report.push(`webpack ${seconds(Date.now() - started)} (${compilers.join(', ')})`);
  await prerender();
}

try {
  // tsc and webpack each keep one core busy; the server's build needs nothing of webpack's.
  const server = buildServer();
  const [serverMs] = await Promise.all([server, webpackThenPrerender()]);
  report.unshift(`server (tsc) ${seconds(serverMs)}`);
} catch (error) {
  console.error(`\nThe build failed: ${error.message}`);
  process.exit(1);
}
console.log(`Build finished in ${seconds(Date.now() - started)}: ${report.join('; ')}`);
