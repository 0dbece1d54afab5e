// `npm run bench:build`: how long `npm run build` takes, cold (no build output, no cache) and warm
// (again, nothing changed), beside the yardstick's build in the same run (`--yardstick <commit>`,
// default 9b8f83d, issue 31's; checked out and installed in .tmp/ by yardstick.mjs, built cold each
// run). Absolute times move with the machine and its load, so the figures that count are the
// ratios; the machine's cores and load are printed with them. `--runs N` repeats the three builds
// in turn and reports medians.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, writeResult } from './lib.mjs';
import { checkoutYardstick, yardstickArg } from './yardstick.mjs';

const GOALS = { cold: 0.47, warm: 0.14 };
const runsIndex = process.argv.indexOf('--runs');
const runs = runsIndex > 0 ? Math.max(1, Number(process.argv[runsIndex + 1]) || 1) : 1;

/** What a cold build starts from: no build output, no persistent cache. */
function makeCold(dir) {
  const outputs = [
    'shell',
    'server',
    'contract',
    'prerender',
    ...fs.readdirSync(dir).filter((name) => name.startsWith('mfe-')),
  ];
  for (const name of outputs) fs.rmSync(path.join(dir, name, 'dist'), { recursive: true, force: true });
  fs.rmSync(path.join(dir, 'node_modules', '.cache'), { recursive: true, force: true });
}

/** Runs `scripts/build.mjs` in `dir`; returns its wall time in seconds. */
function timeBuild(label, dir) {
  const load = os.loadavg()[0].toFixed(1);
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
  const s = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    process.stdout.write(result.stdout);
    throw new Error(`${label}: the build failed`);
  }
  const summary = String(result.stdout).match(/Build finished in .*/)?.[0] ?? '';
  console.log(`${label.padEnd(16)} ${s.toFixed(1).padStart(7)} s  (load ${load})  ${summary}`);
  return s;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const commit = yardstickArg(process.argv);
if (!commit) throw new Error('bench:build measures against a yardstick: --no-yardstick does not apply.');
const yardstickDir = checkoutYardstick(commit);
console.log(
  `Machine: ${os.availableParallelism()} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; Node ${process.version}`,
);
const times = { yardstick: [], cold: [], warm: [] };
for (let run = 0; run < runs; run += 1) {
  makeCold(yardstickDir);
  times.yardstick.push(timeBuild(`yardstick ${commit}`, yardstickDir));
  makeCold(ROOT);
  times.cold.push(timeBuild('this, cold', ROOT));
  times.warm.push(timeBuild('this, warm', ROOT));
}
const yardstick = median(times.yardstick);
const result = {
  machine: { cores: os.availableParallelism(), loadAfter: os.loadavg(), node: process.version },
  yardstick: { commit, seconds: yardstick },
  cold: { seconds: median(times.cold), ratio: median(times.cold) / yardstick, goal: GOALS.cold },
  warm: { seconds: median(times.warm), ratio: median(times.warm) / yardstick, goal: GOALS.warm },
  runs: times,
};
console.log(`\nMedian of ${runs} on ${result.machine.cores} cores (load now ${os.loadavg()[0].toFixed(1)}):`);
console.log(`  yardstick ${commit}: ${yardstick.toFixed(1)} s`);
for (const kind of ['cold', 'warm']) {
  const { seconds, ratio, goal } = result[kind];
  console.log(`  this, ${kind}: ${seconds.toFixed(1)} s = ${ratio.toFixed(2)}x the yardstick (goal: at most ${goal}x)`);
}
console.log(`Written to ${path.relative(ROOT, writeResult('build.json', result))}`);
