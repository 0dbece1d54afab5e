// Where the release commands move the registry (docs/releases.md): in this process, on the
// database the server uses, or, when a running server holds the embedded database, through that
// server with the remote's release token.
import { type ServerConfig } from '../config';
import { migrate, openDatabase, readLockOwner, type Database } from '../db';
import { readShellContract } from './publishBuilds';
import type { RolloutView } from '@site/contract/rollout';
import { createReleaseRegistry, type ReleaseHistory, type ReleaseMove, type ReleaseRecord } from './releaseRegistry';
import { readBuild, releaseDir } from './releaseStore';
import { releaseToken } from './releaseTokens';
import { createRollouts, type StartRollout } from './rollouts';

/** The registry's operations, wherever they run: in this process, or in the server that holds the data. */
export interface Operations {
  record(release: { id: string; commit: string | null; createdBy: string; digest: string }): Promise<ReleaseRecord>;
  findByDigest(digest: string): Promise<ReleaseRecord | null>;
  find(id: string): Promise<ReleaseRecord | null>;
  /** Why the release could not go live now (empty: it could); nothing moves. */
  problems(id: string): Promise<string[]>;
  activate(id: string, actor: string, percent?: number): Promise<ReleaseMove>;
  rollback(actor: string): Promise<ReleaseMove>;
  history(): Promise<ReleaseHistory>;
  /** Starts a rollout (docs/rollouts.md, "Rollouts"), replacing a running one. */
  startRollout(request: StartRollout): Promise<RolloutView>;
  /** The remote's latest rollout with its decisions; null if it never had one. */
  rollout(): Promise<RolloutView | null>;
  /** By hand: the running rollout's next step now (promote), or its canary ended (abort). */
  moveRollout(move: 'promote' | 'abort', actor: string): Promise<RolloutView>;
  close(): Promise<void>;
}

function direct(db: Database, remote: string, store: string, shellDist: string): Operations {
  const registry = createReleaseRegistry(db, () => readShellContract(shellDist));
  // Judged by the servers on this database (their runners), not by this command.
  const rollouts = createRollouts({ db: () => db, shell: () => readShellContract(shellDist) });
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
    problems: (id) => registry.problems(remote, id),
    activate: (id, actor, percent) =>
      percent === undefined ? registry.activate(remote, id, actor) : registry.canary(remote, id, percent, actor),
    rollback: (actor) => registry.rollback(remote, actor),
    history: () => registry.history(remote),
    startRollout: (request) => rollouts.start(remote, request),
    rollout: () => rollouts.view(remote),
    moveRollout: (move, actor) =>
      move === 'promote' ? rollouts.promote(remote, actor) : rollouts.abort(remote, actor),
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
    problems: async (id) => (await call<{ problems: string[] }>('GET', `/${encodeURIComponent(id)}/problems`)).problems,
    activate: (id, actor, percent) => call('POST', '/activate', { id, actor, percent }),
    rollback: (actor) => call('POST', '/rollback', { actor }),
    history: () => call('GET', ''),
    startRollout: ({ release, ...rest }) => call('POST', '/rollout', { id: release, ...rest }),
    rollout: async () => (await call<{ rollout: RolloutView | null }>('GET', '/rollout')).rollout,
    moveRollout: (move, actor) => call('POST', `/rollout/${move}`, { actor }),
    close: async () => undefined,
  };
}

export async function operationsFor(
  config: ServerConfig,
  remote: string,
): Promise<{ ops: Operations; store: string; where: string }> {
  const settings = config.data;
  if (!settings.databaseUrl) {
    const owner = readLockOwner(settings.dataDir);
    if (owner) {
      const token = releaseToken(config.releases.tokens[remote], settings.dataDir, remote, false);
      if (!owner.url || !token) {
        throw new Error(
          `The embedded database in ${settings.dataDir} is held by process ${owner.pid} (${owner.role}), which does not answer for releases. Stop it, or run this again once it has started.`,
        );
      }
      return {
        ops: overHttp(owner.url, token, remote),
        store: config.releases.storeDir,
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
  const store = config.releases.storeDir;
  return { ops: direct(db, remote, store, config.distDirs.shell), store, where: db.description };
}
