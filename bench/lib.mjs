// Helpers of the benchmark scripts: Chromium, the production site, byte counting.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { spawn, spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

const chromium = require(path.join(ROOT, 'scripts', 'chromium.js'));
export const { CHROMIUM_ARGS } = chromium;

export function chromiumPath() {
  const found = chromium.chromiumPath();
  if (!found) {
    console.error(chromium.CHROMIUM_MISSING_MESSAGE);
    process.exit(1);
  }
  return found;
}

/** The site's pages, as the remotes' manifests declare them (webpack/registry/siteRegistry.js). */
export const routes = require(path.join(ROOT, 'webpack', 'registry', 'siteRegistry.js')).sitePages;

export function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Starts the federated production site (server/dist) on `port`. */
export async function startFederatedSite(port) {
  const { startSite } = require(path.join(ROOT, 'server', 'dist', 'main.js'));
  // The request log (one line per request) would flood the terminal and measure the terminal.
  // Its own embedded database: never the developer's ./data, which a running site may hold.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  return startSite({ LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...process.env, PORT: String(port), HOST: '127.0.0.1' });
}

/** Serves a folder as a single-page app on `port`. */
export async function startStaticSpa(root, port) {
  const { createStaticSite } = require(path.join(ROOT, 'server', 'dist', 'staticSite.js'));
  const app = await createStaticSite({ root, cors: false, spaFallback: true });
  await app.listen({ host: '127.0.0.1', port });
  return app;
}

/**
 * The production server (server/dist/main.js) in a child process of its own, as in production, on
 * 127.0.0.1:port with a throw-away data folder, local auth and the given settings; resolves once
 * /readyz answers. `onPoll(pid)` is called while it starts (to sample its memory, say).
 */
export async function startSiteProcess({ port, env = {}, prefix = 'bench-site-', onPoll = () => {} }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const child = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      AUTH: 'local',
      DATA_DIR: dataDir,
      AUTH_DATA_DIR: path.join(dataDir, 'auth'),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; i < 200; i += 1) {
    onPoll(child.pid);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    await sleep(100);
  }
  return {
    pid: child.pid,
    close: async () => {
      child.kill('SIGTERM');
      const code = await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

export const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
export const kb = (bytes) => (bytes / 1024).toFixed(1);

export function writeResult(name, data) {
  const dir = path.join(ROOT, 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
  return file;
}
