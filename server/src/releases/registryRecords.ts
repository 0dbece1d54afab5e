// The release registry's records (docs/releases.md): each release, the live pointer of each remote
// (and its canary), every move; as the database keeps them and as the commands and the server read
// them.
import type { Queryable } from '../db';
import { parseRemoteContract, type LiveRemote, type RemoteContract } from './contract';

export interface ReleaseRecord {
  id: string;
  remote: string;
  commit: string | null;
  digest: string;
  createdBy: string;
  createdAt: string;
  contract: RemoteContract;
}

export type MoveAction = 'activate' | 'rollback' | 'build' | 'canary';

export interface ReleaseMove {
  from: string | null;
  to: string;
  action: MoveAction;
  actor: string;
  at: string;
  /** A canary's share of visitors (a 'canary' move only). */
  percent?: number;
  /** Why, when the mover gave a reason (a rollout's judgement, with its figures). */
  reason?: string;
  /** The rollout that made this move (docs/rollouts.md, "Rollouts"). */
  rolloutId?: number;
}

/** A release served to `percent` % of visitors (sticky per visitor) while the live one serves the rest. */
export interface Canary {
  releaseId: string;
  percent: number;
}

export interface ReleaseHistory {
  remote: string;
  live: string | null;
  canary: Canary | null;
  /** The release a rollback would make live again (previousLive); null: there is none. */
  previous: string | null;
  releases: ReleaseRecord[];
  moves: ReleaseMove[];
}

/** What every instance serves: the live release of each remote that has one, and its canary. */
export type LiveReleases = Record<string, LiveRemote & { canary: (Canary & { contract: RemoteContract }) | null }>;

/**
 * The live releases a release of `except` must sit beside (activationProblems' others): every other
 * remote's live release and its canary, which visitors may get too.
 */
export function othersLive(live: LiveReleases, except: string): Record<string, LiveRemote> {
  const result: Record<string, LiveRemote> = {};
  for (const [remote, state] of Object.entries(live)) {
    if (remote === except) continue;
    result[remote] = state;
    if (state.canary) result[`${remote} (canary)`] = state.canary;
  }
  return result;
}

export class UnknownReleaseError extends Error {
  constructor(remote: string, id: string) {
    super(`There is no release ${id} of "${remote}" (npm run release:list -- ${remote} shows them).`);
    this.name = 'UnknownReleaseError';
  }
}

export class ActivationConflictError extends Error {
  constructor(remote: string) {
    super(`Other activations of "${remote}" kept moving it at the same time; nothing was changed. Try again.`);
    this.name = 'ActivationConflictError';
  }
}

export interface ReleaseRow {
  id: string;
  remote: string;
  git_commit: string | null;
  digest: string;
  created_by: string;
  created_at: Date | string;
  contract: unknown;
}

export const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

export const toRecord = (row: ReleaseRow): ReleaseRecord => ({
  id: row.id,
  remote: row.remote,
  commit: row.git_commit,
  digest: row.digest,
  createdBy: row.created_by,
  createdAt: iso(row.created_at),
  contract: parseRemoteContract(json(row.contract), `the contract of release ${row.id}`),
});

export const findRelease = async (q: Queryable, remote: string, id: string) => {
  const { rows } = await q.query<ReleaseRow>('SELECT * FROM releases WHERE remote = $1 AND id = $2', [remote, id]);
  return rows[0] ? toRecord(rows[0]) : null;
};

export const findReleaseByDigest = async (q: Queryable, remote: string, digest: string) => {
  const { rows } = await q.query<ReleaseRow>(
    'SELECT * FROM releases WHERE remote = $1 AND digest = $2 ORDER BY created_at LIMIT 1',
    [remote, digest],
  );
  return rows[0] ? toRecord(rows[0]) : null;
};

export const liveOf = async (q: Queryable): Promise<LiveReleases> => {
  const { rows } = await q.query<
    ReleaseRow & { canary_release_id: string | null; canary_percent: number | null; canary_contract: unknown }
  >(
    `SELECT r.*, l.canary_release_id, l.canary_percent, c.contract AS canary_contract
     FROM live_releases l JOIN releases r ON r.id = l.release_id LEFT JOIN releases c ON c.id = l.canary_release_id`,
  );
  return Object.fromEntries(
    rows.map((row) => {
      const canaryId = row.canary_release_id;
      const canary =
        canaryId && row.canary_percent !== null
          ? {
              releaseId: canaryId,
              percent: row.canary_percent,
              contract: parseRemoteContract(json(row.canary_contract), `the contract of release ${canaryId}`),
            }
          : null;
      return [row.remote, { releaseId: row.id, contract: toRecord(row).contract, canary }];
    }),
  );
};

/**
 * The release that was live before `live`: where the last forward move to it came from (a
 * rollback's own move is skipped, so rolling back twice walks back twice). Null: `live` was the
 * first, or came only by rollbacks.
 */
export const previousLive = async (q: Queryable, remote: string, live: string): Promise<string | null> => {
  const { rows } = await q.query<{ from_release: string | null }>(
    `SELECT from_release FROM release_moves
     WHERE remote = $1 AND to_release = $2 AND from_release IS NOT NULL AND action <> 'rollback'
     ORDER BY id DESC LIMIT 1`,
    [remote, live],
  );
  return rows[0]?.from_release ?? null;
};

export const releaseHistory = async (db: Queryable, remote: string, limit = 20): Promise<ReleaseHistory> => {
  const [{ rows: releases }, { rows: moves }, { rows: live }] = await Promise.all([
    db.query<ReleaseRow>('SELECT * FROM releases WHERE remote = $1 ORDER BY created_at DESC, id DESC LIMIT $2', [
      remote,
      limit,
    ]),
    db.query<{
      from_release: string | null;
      to_release: string;
      action: MoveAction;
      actor: string;
      moved_at: Date;
      percent: number | null;
      reason: string | null;
      rollout_id: number | string | null;
    }>('SELECT * FROM release_moves WHERE remote = $1 ORDER BY id DESC LIMIT $2', [remote, limit]),
    db.query<{ release_id: string; canary_release_id: string | null; canary_percent: number | null }>(
      'SELECT release_id, canary_release_id, canary_percent FROM live_releases WHERE remote = $1',
      [remote],
    ),
  ]);
  const pointer = live[0];
  return {
    remote,
    live: pointer?.release_id ?? null,
    previous: pointer ? await previousLive(db, remote, pointer.release_id) : null,
    canary:
      pointer?.canary_release_id && pointer.canary_percent !== null
        ? { releaseId: pointer.canary_release_id, percent: pointer.canary_percent }
        : null,
    releases: releases.map(toRecord),
    moves: moves.map((row) => ({
      from: row.from_release,
      to: row.to_release,
      action: row.action,
      actor: row.actor,
      at: iso(row.moved_at),
      ...(row.percent !== null && row.percent !== undefined ? { percent: row.percent } : {}),
      ...(row.reason ? { reason: row.reason } : {}),
      ...(row.rollout_id !== null && row.rollout_id !== undefined ? { rolloutId: Number(row.rollout_id) } : {}),
    })),
  };
};
