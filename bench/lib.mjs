// Helpers of the benchmark scripts: Chromium, the production site, byte counting.
import crypto from 'node:crypto';
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
/** The tools' settings (scripts/settings.js): BENCH_PORT and the others, read once. */
export const { childEnv, toolSettings } = require(path.join(ROOT, 'scripts', 'settings.js'));
/** The port a bench's site listens on: BENCH_PORT, or the bench's own default. */
export const benchPort = (fallback) => toolSettings().BENCH_PORT || fallback;

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

/**
 * The pages a bench measures: the paths of the sitemap the built site serves at `baseUrl` (the
 * live releases' pages), in its order; `--pages /shop,/login` measures those of them only.
 */
export async function sitemapRoutes(baseUrl, argv = process.argv) {
  const response = await fetch(`${baseUrl}/sitemap.xml`);
  const xml = await response.text();
  const all = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  if (!response.ok || all.length === 0) throw new Error(`${baseUrl}/sitemap.xml lists no page (${response.status})`);
  const index = argv.indexOf('--pages');
  if (index < 0) return all;
  const chosen = (argv[index + 1] ?? '').split(',').filter(Boolean);
  const unknown = chosen.filter((route) => !all.includes(route));
  if (chosen.length === 0 || unknown.length) {
    console.error(
      `--pages takes paths of the sitemap (${all.join(', ')}); not in it: ${unknown.join(', ') || 'none given'}`,
    );
    process.exit(1);
  }
  return chosen;
}

export function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Starts the federated production site (server/dist) on `port`, with `env` over this one's. */
export async function startFederatedSite(port, env = {}) {
  const { startSite } = require(path.join(ROOT, 'server', 'dist', 'main.js'));
  // The request log (one line per request) would flood the terminal and measure the terminal.
  // Its own embedded database: never the developer's ./data, which a running site may hold.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  return startSite({ LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...childEnv(env), PORT: String(port), HOST: '127.0.0.1' });
}

/** Serves a folder as a single-page app on `port`. */
export async function startStaticSpa(root, port) {
  const { createStaticSite } = require(path.join(ROOT, 'server', 'dist', 'platform', 'index.js'));
  const app = await createStaticSite({ root, cors: false, spaFallback: true });
  await app.listen({ host: '127.0.0.1', port });
  return app;
}

/**
 * The production server (server/dist/main.js) in a child process of its own, as in production, on
 * 127.0.0.1:port with a throw-away data folder, local auth and the given settings; resolves once
 * /readyz answers. `onPoll(pid)` is called while it starts (to sample its memory, say). Its log goes
 * to the terminal, at warn; with `logFile`, to that file, at the site's default level (info), as a
 * deployed site writes every request's lines.
 */
export async function startSiteProcess({ port, env = {}, prefix = 'bench-site-', onPoll = () => {}, logFile }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (logFile) fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = logFile ? fs.openSync(logFile, 'w') : null;
  const child = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'main.js')], {
    env: {
      ...childEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: log === null ? 'warn' : 'info',
      AUTH: 'local',
      DATA_DIR: dataDir,
      AUTH_DATA_DIR: path.join(dataDir, 'auth'),
      ...env,
    },
    stdio: ['ignore', log ?? 'inherit', 'inherit'],
  });
  if (log !== null) fs.closeSync(log);
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
/** A table's first column: its longest name and a space (/cadence/technology-consulting), 16 at least. */
export const columnWidth = (names) => Math.max(16, ...names.map((name) => name.length + 1));

export function writeResult(name, data) {
  const dir = path.join(ROOT, 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
  return file;
}

/**
 * A fresh schema on the Postgres server at `url` (a bench's own, dropped by `drop`): `url` is the
 * server's address with the schema as its search path.
 */
export async function freshPostgresSchema(url) {
  const { Client } = require(path.join(ROOT, 'node_modules', 'pg'));
  const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: withSchema.toString(),
    drop: async () => {
      const c = new Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}
