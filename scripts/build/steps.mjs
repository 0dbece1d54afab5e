// What the build and test scripts share: the repository's root, a child process run as a timed
// step, and how a time is written.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
/** The environment a step's child process gets (scripts/settings.js). */
export const { childEnv } = require('../settings.js');

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs `node <args>` (this Node: the project's own, as npm scripts give it) in the repository, its
 * output passed through. Resolves with the time it took; rejects with `what` when it fails.
 */
export function runNode(what, args, { env = childEnv(), stdio = 'inherit' } = {}) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(Date.now() - started);
      else reject(new Error(`${what} failed (${signal ?? `exit ${code}`}).`));
    });
  });
}

/** `node_modules/.bin`'s program `name`, as a path for runNode (its JavaScript file). */
export const binScript = (pkg, file) => path.join(ROOT, 'node_modules', pkg, file);
