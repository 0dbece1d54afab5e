// The release commands (docs/releases.md), for the team that owns a remote:
//   npm run release -- <remote> [--from DIR] [--activate]   build it alone, publish an immutable release
//   npm run release:activate -- <remote> <id>               make a release live, at once, on every instance
//   npm run release:rollback -- <remote>                    go back to the release live before
//   npm run release:activate -- <remote> <id> --percent N   a canary: N % of visitors get it (sticky)
//   npm run release:list -- <remote>                        the releases, which is live, every move
//   npm run release:preview -- <remote> <id>                a signed link (24 h): one browser gets it
// They find the site and its data by the settings the server reads (DATA_DIR, DATABASE_URL, PORT).
// With the embedded database held by a running server, they ask that server, with the remote's
// release token (DATA_DIR/release-tokens/<remote> or RELEASE_TOKEN_<REMOTE>).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadServerConfig, registry as siteRegistry, REPO_ROOT } from '../config';
import { databaseSettingsFromEnv, openDatabase, type Database } from '../db/database';
import { readLockOwner } from '../db/dataLock';
import { migrate } from '../db/migrate';
import { createReleaseRegistry, type ReleaseHistory, type ReleaseMove, type ReleaseRecord } from './releaseRegistry';
import { readShellContract, releaseToken } from './releaseService';
import {
  digestOf,
  hasRelease,
  newReleaseId,
  readBuild,
  releaseDir,
  releaseStoreDir,
  writeRelease,
} from './releaseStore';
import { PREVIEW_PATH, previewSecret, signPreview } from './visitorChoice';

const USAGE = `Usage:
  npm run release -- <remote> [--from DIR] [--activate]
  npm run release:activate -- <remote> <release id> [--percent N]
  npm run release:rollback -- <remote>
  npm run release:list -- <remote>
  npm run release:preview -- <remote> <release id>
Remotes: ${Object.keys(siteRegistry.remotes).join(', ')}.`;

/** The registry's operations, wherever they run: in this process, or in the server that holds the data. */
interface Operations {
  record(release: { id: string; commit: string | null; createdBy: string; digest: string }): Promise<ReleaseRecord>;
  findByDigest(digest: string): Promise<ReleaseRecord | null>;
  find(id: string): Promise<ReleaseRecord | null>;
  activate(id: string, actor: string, percent?: number): Promise<ReleaseMove>;
  rollback(actor: string): Promise<ReleaseMove>;
  history(): Promise<ReleaseHistory>;
  close(): Promise<void>;
}

function direct(db: Database, remote: string, store: string): Operations {
  const registry = createReleaseRegistry(db, () =>
    readShellContract(path.join(REPO_ROOT, siteRegistry.shell.dir, 'dist')),
  );
  return {
    record: ({ id, commit, createdBy, digest }) =>
      registry.record({
        id,
        remote,
        commit,
        createdBy,
        digest,
        contract: readBuild(releaseDir(store, remote, id), remote),
      }),
    findByDigest: (digest) => registry.findByDigest(remote, digest),
    find: (id) => registry.find(remote, id),
    activate: (id, actor, percent) =>
      percent === undefined ? registry.activate(remote, id, actor) : registry.canary(remote, id, percent, actor),
    rollback: (actor) => registry.rollback(remote, actor),
    history: () => registry.history(remote),
    close: () => db.close(),
  };
}

function overHttp(url: string, token: string, remote: string): Operations {
  const call = async <T>(method: 'GET' | 'POST', suffix: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${url}/api/admin/releases/${remote}${suffix}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    if (!response.ok) throw new Error(answer?.message ?? `The server at ${url} answered ${response.status}.`);
    return answer as T;
  };
  return {
    record: (release) => call('POST', '', release),
    // The server's record is looked up by the history (a re-release of the same files reuses it).
    findByDigest: async (digest) =>
      (await call<ReleaseHistory>('GET', '')).releases.find((r) => r.digest === digest) ?? null,
    find: (id) =>
      call<ReleaseRecord>('GET', `/${encodeURIComponent(id)}`).catch((error: Error) => {
        if (/no release/.test(error.message)) return null;
        throw error;
      }),
    activate: (id, actor, percent) => call('POST', '/activate', { id, actor, percent }),
    rollback: (actor) => call('POST', '/rollback', { actor }),
    history: () => call('GET', ''),
    close: async () => undefined,
  };
}

async function operationsFor(remote: string): Promise<{ ops: Operations; store: string; where: string }> {
  const settings = databaseSettingsFromEnv(process.env, REPO_ROOT);
  if (!settings.databaseUrl) {
    const owner = readLockOwner(settings.dataDir);
    if (owner) {
      const token = releaseToken(process.env, settings.dataDir, remote, false);
      if (!owner.url || !token) {
        throw new Error(
          `The embedded database in ${settings.dataDir} is held by process ${owner.pid} (${owner.role}), which does not answer for releases. Stop it, or run this again once it has started.`,
        );
      }
      return {
        ops: overHttp(owner.url, token, remote),
        store: releaseStoreDir(process.env, settings.dataDir),
        where: `the running server at ${owner.url}`,
      };
    }
  }
  const db = await openDatabase(settings);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const store = releaseStoreDir(process.env, settings.dataDir);
  return { ops: direct(db, remote, store), store, where: db.description };
}

/** The address visitors use: SITE_ORIGIN, else http://PUBLIC_HOST:PORT, as the server says it. */
function siteOrigin(): string {
  const fromEnv = process.env.SITE_ORIGIN?.trim().replace(/\/+$/, '');
  if (fromEnv) return fromEnv;
  const config = loadServerConfig(process.env);
  return `http://${config.publicHost}:${config.port}`;
}

const actor = () => process.env.RELEASE_ACTOR?.trim() || `${os.userInfo().username}@${os.hostname()}`;

function gitCommit(): string | null {
  const result = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) return null;
  const dirty = spawnSync('git', ['status', '--porcelain'], { cwd: REPO_ROOT, encoding: 'utf8' }).stdout.trim();
  return `${result.stdout.trim()}${dirty ? '-dirty' : ''}`;
}

/** Runs a Node script to its end; its output goes to stderr (stdout is the release id's alone). */
function runNode(args: string[], what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: ['ignore', 2, 2] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed (exit ${code}).`))));
  });
}

/**
 * Builds one remote alone, in production mode, into its dist folder, and prerenders its pages from
 * the same sources (docs/releases.md, "Pages of a release"); returns the folder. The two run side
 * by side (the prerenderer compiles the sources itself): the pages are written aside, then put in
 * the build, which starts by emptying its folder.
 */
async function buildRemote(remote: string): Promise<string> {
  const dir = path.join(REPO_ROOT, siteRegistry.remotes[remote]!.dir);
  const started = Date.now();
  const pagesDir = fs.mkdtempSync(path.join(os.tmpdir(), `release-pages-${remote}-`));
  try {
    await Promise.all([
      runNode(
        [
          path.join(REPO_ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
          '--mode',
          'production',
          '--config',
          path.join(dir, 'webpack.config.js'),
        ],
        `The build of "${remote}"`,
      ),
      runNode(
        [path.join(REPO_ROOT, 'scripts', 'prerender.mjs'), '--remote', remote, '--out', pagesDir],
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

function printHistory(history: ReleaseHistory): void {
  console.log(`Releases of "${history.remote}" (live: ${history.live ?? 'none'}):`);
  if (history.canary) {
    console.log(
      `Canary: ${history.canary.releaseId} for ${history.canary.percent}% of visitors (marked ~); the others get ${history.live}.`,
    );
  }
  for (const release of history.releases) {
    const mark = release.id === history.live ? '*' : release.id === history.canary?.releaseId ? '~' : ' ';
    console.log(
      `${mark} ${release.id.padEnd(28)} ${release.createdAt}  ${(release.commit ?? '-').padEnd(18)} ${release.createdBy}  routes ${release.contract.manifest.routes.join(' ')}`,
    );
  }
  console.log('\nMoves (newest first):');
  for (const move of history.moves) {
    const share = move.percent === undefined ? '' : ` (${move.percent}% of visitors)`;
    console.log(
      `  ${move.at}  ${move.action.padEnd(8)} ${move.from ?? '(none)'} -> ${move.to}${share}  by ${move.actor}`,
    );
  }
}

async function main(): Promise<void> {
  const [verb, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      activate: { type: 'boolean', default: false },
      percent: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const remote = positionals[0];
  if (values.help || !verb || !remote) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  if (!siteRegistry.remotes[remote]) throw new Error(`"${remote}" is not a remote of this site.`);

  if (verb === 'publish') {
    const started = Date.now();
    const distDir = values.from ? path.resolve(values.from) : await buildRemote(remote);
    readBuild(distDir, remote);
    const digest = digestOf(distDir);
    const { ops, store, where } = await operationsFor(remote);
    try {
      const known = await ops.findByDigest(digest);
      let id = known?.id;
      if (id) {
        console.error(`These files are release ${id} already (published ${known?.createdAt}).`);
      } else {
        id = newReleaseId(digest);
        for (let n = 2; hasRelease(store, remote, id) || fs.existsSync(releaseDir(store, remote, id)); n += 1) {
          id = `${newReleaseId(digest)}-${n}`;
        }
        writeRelease(store, remote, id, distDir);
        await ops.record({ id, commit: gitCommit(), createdBy: actor(), digest });
        console.error(
          `Published release ${id} of "${remote}" in ${((Date.now() - started) / 1000).toFixed(1)} s (${where}).`,
        );
      }
      if (values.activate) {
        const move = await ops.activate(id, actor());
        console.error(`Live: "${remote}" ${move.from ?? '(none)'} -> ${move.to}.`);
      } else {
        console.error(
          `Preview it: npm run release:preview -- ${remote} ${id}; make it live: npm run release:activate -- ${remote} ${id} (--percent N for a canary)`,
        );
      }
      console.log(id);
    } finally {
      await ops.close();
    }
    return;
  }

  const { ops } = await operationsFor(remote);
  try {
    if (verb === 'activate') {
      const id = positionals[1];
      if (!id) throw new Error('Which release? npm run release:activate -- <remote> <release id>');
      const percent = values.percent === undefined ? undefined : Number(values.percent);
      if (percent !== undefined && !(Number.isInteger(percent) && percent >= 0 && percent <= 100)) {
        throw new Error(`--percent must be a whole number from 0 to 100 (got "${values.percent}").`);
      }
      const move = await ops.activate(id, actor(), percent);
      if (percent === undefined) {
        console.log(`Live: "${remote}" ${move.from ?? '(none)'} -> ${move.to} (every instance serves it within 5 s).`);
      } else {
        console.log(
          `Canary: ${move.to} of "${remote}" for ${percent}% of visitors, the others keep ${move.from} (within 5 s). Make it live for everyone: npm run release:activate -- ${remote} ${move.to}; end it: npm run release:rollback -- ${remote}.`,
        );
      }
    } else if (verb === 'preview') {
      const id = positionals[1];
      if (!id) throw new Error('Which release? npm run release:preview -- <remote> <release id>');
      if (!(await ops.find(id))) {
        throw new Error(`There is no release ${id} of "${remote}" (npm run release:list -- ${remote} shows them).`);
      }
      const settings = databaseSettingsFromEnv(process.env, REPO_ROOT);
      const token = signPreview(previewSecret(process.env, settings.dataDir), remote, id);
      console.error(
        `A preview of ${id} of "${remote}" for one browser, for 24 hours (the bar on every page has "Leave preview"):`,
      );
      console.log(`${siteOrigin()}${PREVIEW_PATH}?token=${token}`);
    } else if (verb === 'rollback') {
      const move = await ops.rollback(actor());
      console.log(`Rolled back: "${remote}" ${move.from ?? '(none)'} -> ${move.to}.`);
    } else if (verb === 'list') {
      printHistory(await ops.history());
    } else {
      throw new Error(`Unknown command "${verb}".`);
    }
  } finally {
    await ops.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
