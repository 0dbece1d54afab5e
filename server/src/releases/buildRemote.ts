// `npm run release -- <remote>` without --from: the remote built alone, in production mode, with
// its pages prerendered from the same sources (docs/rollouts.md, "Pages of a release").
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Runs a Node script to its end; its output goes to stderr (stdout is the release id's alone). */
function runNode(repoRoot: string, args: string[], what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 2, 2] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed (exit ${code}).`))));
  });
}

/**
 * Builds one remote alone, in production mode, into its dist folder, and prerenders its pages from
 * the same sources (docs/rollouts.md, "Pages of a release"); returns the folder. The two run side
 * by side (the prerenderer compiles the sources itself): the pages are written aside, then put in
 * the build, which starts by emptying its folder.
 */
export async function buildRemote(repoRoot: string, remote: string, remoteDir: string): Promise<string> {
  const dir = path.join(repoRoot, remoteDir);
  const started = Date.now();
  const pagesDir = fs.mkdtempSync(path.join(os.tmpdir(), `release-pages-${remote}-`));
  try {
    await Promise.all([
      runNode(
        repoRoot,
        [
          path.join(repoRoot, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
          '--mode',
          'production',
          '--config',
          path.join(dir, 'webpack.config.js'),
        ],
        `The build of "${remote}"`,
      ),
      runNode(
        repoRoot,
        [path.join(repoRoot, 'scripts', 'prerender.mjs'), '--remote', remote, '--out', pagesDir],
        `Prerendering the pages of "${remote}"`,
      ),
    ]);
    fs.cpSync(pagesDir, path.join(dir, 'dist'), { recursive: true });
  } finally {
    fs.rmSync(pagesDir, { recursive: true, force: true });
  }
  console.error(`Built ${remote} and prerendered its pages in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return path.join(dir, 'dist');
}
