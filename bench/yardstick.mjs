// The yardstick of the speed benchmarks: an earlier commit built beside this checkout, measured in
// the same run as the current build (absolute times move with the machine; the comparison holds).
// The commit is checked out as a git worktree in .tmp/yardstick-<commit>, installed from its own
// lock file (npm ci, from npm's cache when it can) and built once (kept for later runs).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { childEnv, ROOT } from './lib.mjs';

const require = createRequire(import.meta.url);

/** Issue 16's yardstick: main before the first-seconds work. */
export const DEFAULT_YARDSTICK = '9b8f83d';

function git(args, cwd = ROOT) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** The yardstick commit checked out and installed (once); returns its folder. */
export function checkoutYardstick(commit = DEFAULT_YARDSTICK) {
  const full = git(['rev-parse', '--verify', `${commit}^{commit}`]);
  const dir = path.join(ROOT, '.tmp', `yardstick-${full.slice(0, 12)}`);
  if (!fs.existsSync(dir)) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    git(['worktree', 'add', '--detach', dir, full]);
  }
  // Its own install: the workspace packages in node_modules link to its own sources.
  if (!fs.existsSync(path.join(dir, 'node_modules', '.package-lock.json'))) {
    const install = spawnSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: dir,
      stdio: 'inherit',
    });
    if (install.status !== 0) throw new Error('npm ci of the yardstick failed');
  }
  return dir;
}

/** Builds the yardstick commit (once) and returns its folder. */
export function prepareYardstick(commit = DEFAULT_YARDSTICK) {
  const dir = checkoutYardstick(commit);
  const full = path.basename(dir).replace('yardstick-', '');
  const built = path.join(dir, 'shell', 'dist', 'prerender-manifest.json');
  if (fs.existsSync(built)) return dir;
  console.log(`Building the yardstick ${full.slice(0, 12)} in ${path.relative(ROOT, dir)}...`);
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the yardstick build failed');
  return dir;
}

/** Starts the yardstick's own production server (its own files) on `port`. */
export async function startYardstickSite(dir, port) {
  const { startSite } = require(path.join(dir, 'server', 'dist', 'main.js'));
  return startSite({ ...childEnv(), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
}

/** `--yardstick <commit>` from the command line, the default commit, or null with --no-yardstick. */
export function yardstickArg(argv = process.argv, fallback = DEFAULT_YARDSTICK) {
  if (argv.includes('--no-yardstick')) return null;
  const index = argv.indexOf('--yardstick');
  return index > 0 && argv[index + 1] && !argv[index + 1].startsWith('--') ? argv[index + 1] : fallback;
}
