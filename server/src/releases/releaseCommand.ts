// The release commands (docs/releases.md), for the team that owns a remote:
//   npm run release -- <remote> [--from DIR] [--activate]   build it alone, publish an immutable release
//   npm run release:activate -- <remote> <id>               make a release live, at once, on every instance
//   npm run release:rollback -- <remote>                    go back to the release live before
//   npm run release:list -- <remote>                        the releases, which is live, every move
// They find the site and its data by the settings the server reads (DATA_DIR, DATABASE_URL, PORT).
// With the embedded database held by a running server, they ask that server, with the remote's
// release token (DATA_DIR/release-tokens/<remote> or RELEASE_TOKEN_<REMOTE>).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { registry as siteRegistry, REPO_ROOT } from '../config';
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

const USAGE = `Usage:
  npm run release -- <remote> [--from DIR] [--activate]
  npm run release:activate -- <remote> <release id>
  npm run release:rollback -- <remote>
  npm run release:list -- <remote>
Remotes: ${Object.keys(siteRegistry.remotes).join(', ')}.`;

/** The registry's operations, wherever they run: in this process, or in the server that holds the data. */
interface Operations {
  record(release: { id: string; commit: string | null; createdBy: string; digest: string }): Promise<ReleaseRecord>;
  findByDigest(digest: string): Promise<ReleaseRecord | null>;
  activate(id: string, actor: string): Promise<ReleaseMove>;
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
    activate: (id, actor) => registry.activate(remote, id, actor),
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
    activate: (id, actor) => call('POST', '/activate', { id, actor }),
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

const actor = () => process.env.RELEASE_ACTOR?.trim() || `${os.userInfo().username}@${os.hostname()}`;

function gitCommit(): string | null {
  const result = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) return null;
  const dirty = spawnSync('git', ['status', '--porcelain'], { cwd: REPO_ROOT, encoding: 'utf8' }).stdout.trim();
  return `${result.stdout.trim()}${dirty ? '-dirty' : ''}`;
}

/** Builds one remote alone, in production mode, into its dist folder; returns the folder. */
function buildRemote(remote: string): string {
  const dir = path.join(REPO_ROOT, siteRegistry.remotes[remote]!.dir);
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
      '--mode',
      'production',
      '--config',
      path.join(dir, 'webpack.config.js'),
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`The build of "${remote}" failed (exit ${result.status}).`);
  console.error(`Built ${remote} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return path.join(dir, 'dist');
}

function printHistory(history: ReleaseHistory): void {
  console.log(`Releases of "${history.remote}" (live: ${history.live ?? 'none'}):`);
  for (const release of history.releases) {
    const mark = release.id === history.live ? '*' : ' ';
    console.log(
      `${mark} ${release.id.padEnd(28)} ${release.createdAt}  ${(release.commit ?? '-').padEnd(18)} ${release.createdBy}  routes ${release.contract.routes.join(' ')}`,
    );
  }
  console.log('\nMoves (newest first):');
  for (const move of history.moves) {
    console.log(`  ${move.at}  ${move.action.padEnd(8)} ${move.from ?? '(none)'} -> ${move.to}  by ${move.actor}`);
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
    const distDir = values.from ? path.resolve(values.from) : buildRemote(remote);
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
        console.error(`Preview it or make it live: npm run release:activate -- ${remote} ${id}`);
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
      const move = await ops.activate(id, actor());
      console.log(`Live: "${remote}" ${move.from ?? '(none)'} -> ${move.to} (every instance serves it within 5 s).`);
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
