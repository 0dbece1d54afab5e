// Rollouts (docs/rollouts.md, "Rollouts"): start one, promote or abort it by hand, read it, and
// apply a judgement to it. Each is one transaction that locks the rollout's row, checks the
// generation it was read at (compare-and-set: two instances never apply the same decision), moves
// the registry through its own compare-and-set with the reason, and records the decision.
import * as v from 'valibot';
import { firstIssue } from '@site/contract/parse';
import {
  DEFAULT_ROLLOUT_POLICY,
  IntervalMsSchema,
  RolloutPolicySchema,
  RolloutStepsSchema,
  formatInterval,
  type JudgementFigures,
  type RolloutPolicy,
  type RolloutView,
} from '@site/contract/rollout';
import type { Database, Queryable } from '../db';
import type { ShellContract } from './contract';
import { createReleaseRegistry, findRelease, UnknownReleaseError } from './releaseRegistry';
import {
  advanceRollout,
  insertRollout,
  lockRollout,
  replaceRunningRollout,
  runningRollout,
  type Rollout,
} from './rolloutStore';
import { rolloutView } from './rolloutView';

export interface StartRollout {
  release: string;
  steps: number[];
  intervalMs: number;
  /** Tolerances that differ from the defaults (DEFAULT_ROLLOUT_POLICY). */
  policy?: Partial<RolloutPolicy>;
  actor: string;
}

/** What a judgement (or a person) decided about a rollout's step. */
export interface Outcome {
  verdict: 'promote' | 'wait' | 'abort';
  reason: string;
  figures: JudgementFigures | null;
}

export interface Rollouts {
  start(remote: string, request: StartRollout, now?: Date): Promise<RolloutView>;
  /** By hand: the next step now (the last one makes the release live), with no judgement. */
  promote(remote: string, actor: string, now?: Date): Promise<RolloutView>;
  /** By hand: the canary ends, every visitor gets the stable release. */
  abort(remote: string, actor: string, now?: Date): Promise<RolloutView>;
  /** The remote's latest rollout (running or ended) with its decisions, or rollout `id` of it; null if none. */
  view(remote: string, id?: number): Promise<RolloutView | null>;
  /** Applies a judgement to the rollout as it was read; false when another instance moved it first. */
  decide(read: Rollout, outcome: Outcome, now: Date): Promise<boolean>;
}

export interface RolloutsOptions {
  db: () => Database | null;
  shell: () => ShellContract;
  /** Called after this instance moved a pointer: serve it at once. */
  onMove?: () => Promise<void>;
}

/** The value, or an error that names what is wrong ("Invalid steps: each step must be above the last"). */
function checked<T>(schema: v.GenericSchema<unknown, T>, value: unknown, what: string): T {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const { where, message } = firstIssue(result.issues);
  throw new Error(`Invalid ${what}${where ? ` (${where})` : ''}: ${message}.`);
}

/** The judgement's name in the audit, as the mover of what it decides. */
export const rolloutActor = (rollout: Pick<Rollout, 'id' | 'startedBy'>) =>
  `rollout #${rollout.id} (started by ${rollout.startedBy})`;

export function createRollouts(options: RolloutsOptions): Rollouts {
  const database = () => {
    const db = options.db();
    if (!db) throw new Error('The database cannot be reached.');
    return db;
  };

  /** The registry inside the caller's transaction, so its moves commit (or not) with the decision. */
  const registryIn = (db: Database, tx: Queryable) =>
    createReleaseRegistry(
      { ...db, query: tx.query.bind(tx), exec: tx.exec.bind(tx), transaction: (work) => work(tx) },
      options.shell,
    );

  const apply = async (db: Database, tx: Queryable, rollout: Rollout, outcome: Outcome, by: string, now: Date) => {
    const registry = registryIn(db, tx);
    const note = { reason: outcome.reason, rolloutId: rollout.id };
    const decision = { reason: outcome.reason, figures: outcome.figures, by, at: now };
    const later = new Date(now.getTime() + rollout.intervalMs);
    if (outcome.verdict === 'wait') {
      return advanceRollout(tx, rollout, { nextDecisionAt: later }, { ...decision, verdict: 'wait' });
    }
    if (outcome.verdict === 'abort') {
      await registry.rollback(rollout.remote, by, note);
      return advanceRollout(tx, rollout, { state: 'aborted' }, { ...decision, verdict: 'abort' });
    }
    const next = rollout.step + 1;
    const percent = rollout.steps[next];
    if (percent === undefined || percent >= 100) {
      await registry.activate(rollout.remote, rollout.release, by, 'activate', note);
      return advanceRollout(tx, rollout, { state: 'completed' }, { ...decision, verdict: 'complete' });
    }
    await registry.canary(rollout.remote, rollout.release, percent, by, note);
    return advanceRollout(
      tx,
      rollout,
      { step: next, stepStartedAt: now, nextDecisionAt: later },
      { ...decision, verdict: 'promote' },
    );
  };

  /** The registry no longer has this rollout's canary beside its stable release: moved some other way. */
  const movedElsewhere = async (tx: Queryable, rollout: Rollout) => {
    const { rows } = await tx.query<{ release_id: string; canary_release_id: string | null }>(
      'SELECT release_id, canary_release_id FROM live_releases WHERE remote = $1',
      [rollout.remote],
    );
    const pointer = rows[0];
    if (pointer?.release_id === rollout.stable && pointer.canary_release_id === rollout.release) return null;
    return `The registry was moved outside this rollout (live ${pointer?.release_id ?? 'none'}, canary ${pointer?.canary_release_id ?? 'none'}): it ends here.`;
  };

  const byHand = async (remote: string, actor: string, verdict: 'promote' | 'abort', now: Date) => {
    const db = database();
    await db.transaction(async (tx) => {
      const rollout = await runningRollout(tx, remote, true);
      if (!rollout) throw new Error(`"${remote}" has no rollout running.`);
      const reason = `${verdict === 'promote' ? 'Promoted' : 'Aborted'} by hand by ${actor}.`;
      await apply(db, tx, rollout, { verdict, reason, figures: null }, actor, now);
    });
    await options.onMove?.();
    return (await rolloutView(db, remote))!;
  };

  return {
    start: async (remote, request, now = new Date()) => {
      const steps = checked(RolloutStepsSchema, request.steps, 'steps');
      const intervalMs = checked(IntervalMsSchema, request.intervalMs, 'interval (ms)');
      const policy = checked(RolloutPolicySchema, { ...DEFAULT_ROLLOUT_POLICY, ...request.policy }, 'tolerances');
      const db = database();
      const id = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ release_id: string }>(
          'SELECT release_id FROM live_releases WHERE remote = $1',
          [remote],
        );
        if (!(await findRelease(tx, remote, request.release))) throw new UnknownReleaseError(remote, request.release);
        const stable = rows[0]?.release_id;
        if (!stable) throw new Error(`"${remote}" has no live release: activate one before a rollout.`);
        if (stable === request.release) {
          throw new Error(
            `Release ${request.release} is live already: a rollout is of a release visitors do not have yet.`,
          );
        }
        const what = `a new rollout of ${request.release} by ${request.actor}`;
        await replaceRunningRollout(tx, remote, `Replaced by ${what}.`, request.actor);
        const rollout = await insertRollout(tx, {
          remote,
          release: request.release,
          stable,
          steps,
          intervalMs,
          policy,
          startedBy: request.actor,
          now,
        });
        const plan = `steps ${steps.join('%, ')}%, judged every ${formatInterval(intervalMs)}`;
        const reason = `Started by ${request.actor}: ${plan}; ${steps[0]}% of visitors get ${request.release}.`;
        await registryIn(db, tx).canary(remote, request.release, steps[0]!, request.actor, {
          reason,
          rolloutId: rollout.id,
        });
        await advanceRollout(tx, rollout, {}, { verdict: 'start', reason, figures: null, by: request.actor, at: now });
        return rollout.id;
      });
      await options.onMove?.();
      return (await rolloutView(db, remote, id))!;
    },
    promote: (remote, actor, now = new Date()) => byHand(remote, actor, 'promote', now),
    abort: (remote, actor, now = new Date()) => byHand(remote, actor, 'abort', now),
    view: (remote, id) => rolloutView(database(), remote, id),
    decide: async (read, outcome, now) => {
      const db = database();
      const taken = await db.transaction(async (tx) => {
        const rollout = await lockRollout(tx, read.id);
        if (!rollout || rollout.state !== 'running' || rollout.generation !== read.generation) return false;
        const elsewhere = await movedElsewhere(tx, rollout);
        if (elsewhere) {
          const decision = {
            verdict: 'replaced' as const,
            reason: elsewhere,
            figures: null,
            by: 'the server',
            at: now,
          };
          return advanceRollout(tx, rollout, { state: 'replaced' }, decision);
        }
        return apply(db, tx, rollout, outcome, rolloutActor(rollout), now);
      });
      if (taken && outcome.verdict !== 'wait') await options.onMove?.();
      return taken;
    },
  };
}
