// The live registry (docs/releases.md): which release of each remote visitors get. Activation moves a
// pointer by compare-and-set on its generation, in the database, so two activations at once on any
// number of instances are applied one after the other and neither is lost; every move is recorded
// (when, from, to, by whom). A release goes live only if it passes the contract checks against the
// live shell and the other remotes' live releases. A canary (a release served to a share of
// visitors, the others keeping the live one) is a second pointer on the same row, moved the same
// way; activating or rolling back ends it.
import type { Database } from '../db';
import { activationProblems, ActivationRefusedError, type ShellContract } from './contract';
import {
  ActivationConflictError,
  findRelease,
  findReleaseByDigest,
  liveOf,
  othersLive,
  releaseHistory,
  UnknownReleaseError,
  type LiveReleases,
  type MoveAction,
  type ReleaseHistory,
  type ReleaseMove,
  type ReleaseRecord,
} from './registryRecords';
import { recordMove, type MoveNote } from './registryMoves';

export * from './registryRecords';
export type { MoveNote } from './registryMoves';

const CAS_ATTEMPTS = 5;

export interface ReleaseRegistry {
  /** Records a published release (its files are in the store already); the same id twice is a no-op. */
  record(release: Omit<ReleaseRecord, 'createdAt'>): Promise<ReleaseRecord>;
  find(remote: string, id: string): Promise<ReleaseRecord | null>;
  findByDigest(remote: string, digest: string): Promise<ReleaseRecord | null>;
  history(remote: string, limit?: number): Promise<ReleaseHistory>;
  live(): Promise<LiveReleases>;
  /**
   * Makes `id` the live release of `remote`; returns the move. Every move may carry a note (why,
   * which rollout made it); one made by hand ends the remote's running rollout.
   */
  activate(remote: string, id: string, actor: string, action?: MoveAction, note?: MoveNote): Promise<ReleaseMove>;
  /**
   * Goes back to the release that was live before the current one; while a canary runs, ends it
   * instead (every visitor gets the live release again).
   */
  rollback(remote: string, actor: string, note?: MoveNote): Promise<ReleaseMove>;
  /** Why `id` could not go live now (empty: it could), as activating it would say; nothing moves. */
  problems(remote: string, id: string): Promise<string[]>;
  /** The same check for many releases, against what is live when it is asked (the console's list). */
  checker(): Promise<(release: ReleaseRecord) => string[]>;
  /** Serves `id` to `percent` % of visitors (0 to 100), the live release to the others. */
  canary(remote: string, id: string, percent: number, actor: string, note?: MoveNote): Promise<ReleaseMove>;
}

export function createReleaseRegistry(db: Database, shell: () => ShellContract): ReleaseRegistry {
  const history = (remote: string, limit?: number) => releaseHistory(db, remote, limit);

  // One check for a move and for a team asking before it moves (a preview link).
  const problemsOf = (target: ReleaseRecord, live: LiveReleases) =>
    activationProblems(target.contract, shell(), othersLive(live, target.remote));

  /** One compare-and-set attempt: false when another activation moved the pointer first. */
  const tryMove = async (
    remote: string,
    target: ReleaseRecord,
    actor: string,
    action: MoveAction,
    note: MoveNote,
    expect?: string,
  ) =>
    db.transaction(async (tx) => {
      const { rows } = await tx.query<{ release_id: string; generation: number; canary_release_id: string | null }>(
        'SELECT release_id, generation, canary_release_id FROM live_releases WHERE remote = $1',
        [remote],
      );
      const current = rows[0] ?? null;
      if (expect !== undefined && current?.release_id !== expect) return { moved: false as const, current };
      // Live already (two instances publishing the same build at once): nothing moves, nothing is recorded.
      if (current?.release_id === target.id && !current.canary_release_id) {
        return {
          moved: true as const,
          move: { from: target.id, to: target.id, action, actor, at: new Date().toISOString() },
        };
      }
      const problems = problemsOf(target, await liveOf(tx));
      if (problems.length) throw new ActivationRefusedError(remote, target.id, problems);
      // A move of the live pointer ends the remote's canary, if one runs.
      const changed = current
        ? await tx.query(
            `UPDATE live_releases SET release_id = $1, canary_release_id = NULL, canary_percent = NULL,
               generation = generation + 1, changed_at = now()
             WHERE remote = $2 AND generation = $3 RETURNING remote`,
            [target.id, remote, current.generation],
          )
        : await tx.query(
            `INSERT INTO live_releases (remote, release_id, generation) VALUES ($1, $2, 1)
             ON CONFLICT (remote) DO NOTHING RETURNING remote`,
            [remote, target.id],
          );
      if (changed.rows.length === 0) return { moved: false as const, current };
      const move = await recordMove(
        tx,
        remote,
        { from: current?.release_id ?? null, to: target.id, action, actor },
        note,
      );
      return { moved: true as const, move };
    });

  const moveTo = async (
    remote: string,
    target: ReleaseRecord,
    actor: string,
    action: MoveAction,
    note: MoveNote,
    expect?: string,
  ) => {
    for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt += 1) {
      const result = await tryMove(remote, target, actor, action, note, expect);
      if (result.moved) return result.move;
      // Moved by someone else in between: a rollback re-reads what "previous" now means.
      if (expect !== undefined) throw new ActivationConflictError(remote);
    }
    throw new ActivationConflictError(remote);
  };

  /** One compare-and-set attempt on the canary pointer: start one, change its share, or end it (null). */
  const tryCanary = async (
    remote: string,
    target: ReleaseRecord | null,
    percent: number | null,
    actor: string,
    note: MoveNote,
  ) =>
    db.transaction(async (tx) => {
      const { rows } = await tx.query<{ release_id: string; generation: number; canary_release_id: string | null }>(
        'SELECT release_id, generation, canary_release_id FROM live_releases WHERE remote = $1',
        [remote],
      );
      const current = rows[0];
      if (!current) throw new Error(`"${remote}" has no live release: activate one before a canary.`);
      if (target) {
        if (target.id === current.release_id) {
          throw new Error(`Release ${target.id} is live already: a canary is a release visitors do not have yet.`);
        }
        const problems = problemsOf(target, await liveOf(tx));
        if (problems.length) throw new ActivationRefusedError(remote, target.id, problems);
      } else if (!current.canary_release_id) {
        throw new Error(`"${remote}" has no canary running.`);
      }
      const changed = await tx.query(
        `UPDATE live_releases SET canary_release_id = $1, canary_percent = $2, generation = generation + 1,
           changed_at = now()
         WHERE remote = $3 AND generation = $4 RETURNING remote`,
        [target?.id ?? null, target ? percent : null, remote, current.generation],
      );
      if (changed.rows.length === 0) return null;
      // Starting (or resizing) a canary moves a share from live to it; ending one moves it back.
      const from = target ? current.release_id : current.canary_release_id;
      const to = target ? target.id : current.release_id;
      const action: MoveAction = target ? 'canary' : 'rollback';
      return recordMove(
        tx,
        remote,
        { from, to, action, actor, ...(target && percent !== null ? { percent } : {}) },
        note,
      );
    });

  const moveCanary = async (
    remote: string,
    target: ReleaseRecord | null,
    percent: number | null,
    actor: string,
    note: MoveNote,
  ) => {
    for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt += 1) {
      const move = await tryCanary(remote, target, percent, actor, note);
      if (move) return move;
    }
    throw new ActivationConflictError(remote);
  };

  return {
    record: async (release) => {
      await db.query(
        `INSERT INTO releases (id, remote, git_commit, digest, created_by, contract) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (id) DO NOTHING`,
        [
          release.id,
          release.remote,
          release.commit,
          release.digest,
          release.createdBy,
          JSON.stringify(release.contract),
        ],
      );
      const stored = await findRelease(db, release.remote, release.id);
      if (!stored) throw new Error(`Release ${release.id} is recorded for another remote.`);
      return stored;
    },
    find: (remote, id) => findRelease(db, remote, id),
    findByDigest: (remote, digest) => findReleaseByDigest(db, remote, digest),
    history,
    live: () => liveOf(db),
    activate: async (remote, id, actor, action = 'activate', note = {}) => {
      const target = await findRelease(db, remote, id);
      if (!target) throw new UnknownReleaseError(remote, id);
      return moveTo(remote, target, actor, action, note);
    },
    problems: async (remote, id) => {
      const target = await findRelease(db, remote, id);
      if (!target) throw new UnknownReleaseError(remote, id);
      return problemsOf(target, await liveOf(db));
    },
    checker: async () => {
      const live = await liveOf(db);
      return (release) => problemsOf(release, live);
    },
    canary: async (remote, id, percent, actor, note = {}) => {
      if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
        throw new Error(`--percent must be a whole number from 0 to 100 (got ${percent}).`);
      }
      const target = await findRelease(db, remote, id);
      if (!target) throw new UnknownReleaseError(remote, id);
      return moveCanary(remote, target, percent, actor, note);
    },
    rollback: async (remote, actor, note = {}) => {
      const { live, canary, previous } = await history(remote, 1);
      if (!live) throw new Error(`"${remote}" has no live release to roll back from.`);
      // A canary running is the last thing that moved: rolling back ends it.
      if (canary) return moveCanary(remote, null, null, actor, note);
      if (!previous) throw new Error(`"${remote}" has no release before ${live} to roll back to.`);
      const target = await findRelease(db, remote, previous);
      if (!target) throw new UnknownReleaseError(remote, previous);
      return moveTo(remote, target, actor, 'rollback', note, live);
    },
  };
}
