// The server's build is tsc's incremental build into server/dist (docs/working.md, "The build").
// tsc never removes what a deleted or moved source compiled to, and an old file can then win over
// the new one (an old dist/config.js over the new dist/config/index.js, for `require('./config')`).
// So before tsc runs, every compiled file whose source is gone is removed. Every command that
// compiles the server does it here: `npm run build`, `npm run dev`, and, run as a script
// (`node scripts/build/serverBuild.mjs`), `npm run orders` and the release commands.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { binScript, ROOT, runNode } from './steps.mjs';

const SOURCE = path.join(ROOT, 'server', 'src');
const OUTPUT = path.join(ROOT, 'server', 'dist');
const COMPILED = /\.(js|js\.map|d\.ts|d\.ts\.map)$/;

/** Removes the compiled files in server/dist whose TypeScript source no longer exists; returns them. */
function pruneServerBuild(sourceDir = SOURCE, outputDir = OUTPUT) {
  if (!fs.existsSync(outputDir)) return [];
  const removed = [];
  for (const entry of fs.readdirSync(outputDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPILED.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stem = path.relative(outputDir, file).replace(COMPILED, '');
    const sources = ['.ts', '.tsx'].map((extension) => path.join(sourceDir, stem + extension));
    if (sources.some((source) => fs.existsSync(source))) continue;
    fs.rmSync(file);
    removed.push(path.relative(ROOT, file));
  }
  return removed;
}

/** Compiles the server (and the contract it references) into its dist; resolves with the time it took. */
export function buildServer() {
  const stale = pruneServerBuild();
  if (stale.length) console.log(`Removed ${stale.length} compiled server files whose source is gone.`);
  return runNode('The server build (tsc)', [binScript('typescript', 'bin/tsc'), '-b', 'server/tsconfig.json']);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
