// Steps run on lanes side by side (npm test): each lane runs its steps one after another and goes on
// after a failure only where the next step does not need the failed one. A step's output is
// streamed when its lane is the one shown live, otherwise kept and printed whole when it ends, so
// two steps never interleave line by line.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { childEnv, ROOT, seconds } from './steps.mjs';

/**
 * @typedef {object} Step
 * @property {string} name
 * @property {string[]} args arguments of `node` (this Node)
 * @property {boolean} [needsPrevious] skipped when the step before it on its lane failed
 * @property {string} [needs] skipped when the named step of its lane failed
 * @property {Record<string, string>} [env] added to the environment
 * @property {string[]} [waitsFor] steps of other lanes it starts after, however they ended
 * @property {boolean} [low] at the lowest priority: it takes the time the other lanes leave idle
 *   (its child processes, started after it, inherit the priority)
 */

/**
 * A low step runs through `nice`, which lowers the process before it starts any thread (Linux sets
 * a priority per thread). Without it (Windows) the step runs at the usual priority, beside the rest.
 */
const NICE = ['/usr/bin/nice', '/bin/nice'].find((file) => fs.existsSync(file));

/**
 * A step's output is piped when it runs beside another, so it keeps colours only when ours has them.
 * Without a terminal FORCE_COLOR is left out, never set to '0': some loggers (colorette, which
 * webpack's dev server uses) colour whenever the variable exists, whatever its value.
 */
function colourEnv(env) {
  if (process.stdout.isTTY) return { ...env, FORCE_COLOR: '1' };
  const rest = { ...env };
  delete rest.FORCE_COLOR;
  return rest;
}

/** Runs one step; resolves with its status, time and, when not live, its output. */
function runStep(step, live) {
  const started = Date.now();
  return new Promise((resolve) => {
    const [command, args] =
      step.low && NICE ? [NICE, ['-n', '19', process.execPath, ...step.args]] : [process.execPath, step.args];
    const child = spawn(command, args, {
      cwd: ROOT,
      env: colourEnv(childEnv(step.env)),
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    let ended = false;
    const done = (code, error) => {
      if (ended) return;
      ended = true;
      resolve({
        name: step.name,
        ok: code === 0,
        code,
        error,
        ms: Date.now() - started,
        output: Buffer.concat(output),
      });
    };
    child.on('error', (error) => done(null, error));
    // 'close': after the output is all read.
    child.on('close', (code, signal) => done(signal ?? code));
  });
}

/**
 * Runs a lane's steps in order; `onEnd` gets each result as it comes, `ended(name)` resolves once the
 * named step of any lane has ended.
 */
async function runLane(steps, live, onEnd, ended) {
  let previousOk = true;
  const okByName = new Map();
  for (const step of steps) {
    await Promise.all((step.waitsFor ?? []).map(ended));
    if ((step.needsPrevious && !previousOk) || (step.needs && !okByName.get(step.needs))) {
      onEnd({ name: step.name, ok: false, skipped: true, ms: 0 });
      continue;
    }
    console.log(`\n▶ ${step.name}${live ? '' : ' (beside the live lane; its output comes when it ends)'}`);
    const result = await runStep(step, live);
    previousOk = result.ok;
    okByName.set(step.name, result.ok);
    onEnd(result);
  }
}

function printEnd(result) {
  if (result.skipped) return console.log(`\n■ ${result.name}: not run (the step it needs failed)`);
  if (result.output?.length) {
    console.log(`\n──── output of ${result.name} ────`);
    process.stdout.write(result.output);
  }
  const status = result.ok ? 'passed' : `FAILED (${result.error?.message ?? `exit ${result.code}`})`;
  console.log(`\n■ ${result.name}: ${status} in ${seconds(result.ms)}`);
}

/**
 * Runs the lanes at once (the first shown live) and resolves with every step's result, in the order
 * they ended.
 * @param {Step[][]} lanes
 */
export async function runLanes(lanes) {
  const results = [];
  const endings = new Map(
    lanes.flat().map((step) => {
      let resolve;
      const promise = new Promise((done) => (resolve = done));
      return [step.name, { promise, resolve }];
    }),
  );
  const ended = (name) => {
    if (!endings.has(name)) throw new Error(`runLanes: no step is named ${name}`);
    return endings.get(name).promise;
  };
  const onEnd = (result) => {
    results.push(result);
    printEnd(result);
    endings.get(result.name).resolve();
  };
  await Promise.all(lanes.map((steps, index) => runLane(steps, index === 0, onEnd, ended)));
  return results;
}
