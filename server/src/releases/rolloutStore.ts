// Rollouts as the database keeps them (docs/rollouts.md, "Rollouts"): one row per rollout, moved
// only by compare-and-set on its generation, and every decision taken on it, one per generation, so
// two instances never record (nor act on) the same decision twice.
import type { JudgementFigures, RolloutPolicy, RolloutState, Verdict } from '@site/contract/rollout';
import type { Queryable } from '../db';

export interface Rollout {
  id: number;
  remote: string;
  release: string;
  stable: string;
  state: RolloutState;
  steps: number[];
  step: number;
  intervalMs: number;
  policy: RolloutPolicy;
  generation: number;
  stepStartedAt: Date;
  nextDecisionAt: Date | null;
  startedBy: string;
  startedAt: Date;
  endedAt: Date | null;
}

export interface RolloutRow {
  id: number | string;
  remote: string;
  release_id: string;
  stable_release_id: string;
  state: RolloutState;
  steps: unknown;
  step: number;
  interval_ms: number;
  policy: unknown;
  generation: number;
  step_started_at: Date | string;
  next_decision_at: Date | string | null;
  started_by: string;
  started_at: Date | string;
  ended_at: Date | string | null;
}

export const json = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;
const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export const toRollout = (row: RolloutRow): Rollout => ({
  id: Number(row.id),
  remote: row.remote,
  release: row.release_id,
  stable: row.stable_release_id,
  state: row.state,
  steps: json<number[]>(row.steps),
  step: row.step,
  intervalMs: row.interval_ms,
  policy: json<RolloutPolicy>(row.policy),
  generation: row.generation,
  stepStartedAt: date(row.step_started_at),
  nextDecisionAt: row.next_decision_at === null ? null : date(row.next_decision_at),
  startedBy: row.started_by,
  startedAt: date(row.started_at),
  endedAt: row.ended_at === null ? null : date(row.ended_at),
});

/** The remote's running rollout; `lock` holds its row until the transaction ends (FOR UPDATE). */
export async function runningRollout(q: Queryable, remote: string, lock = false): Promise<Rollout | null> {
  const { rows } = await q.query<RolloutRow>(
    `SELECT * FROM rollouts WHERE remote = $1 AND state = 'running'${lock ? ' FOR UPDATE' : ''}`,
    [remote],
  );
  return rows[0] ? toRollout(rows[0]) : null;
}

export async function lockRollout(q: Queryable, id: number): Promise<Rollout | null> {
  const { rows } = await q.query<RolloutRow>('SELECT * FROM rollouts WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ? toRollout(rows[0]) : null;
}

/** Running rollouts whose judgement is due at `now`. */
export async function dueRollouts(q: Queryable, now: Date): Promise<Rollout[]> {
  const { rows } = await q.query<RolloutRow>(
    `SELECT * FROM rollouts WHERE state = 'running' AND next_decision_at <= $1 ORDER BY next_decision_at`,
    [now.toISOString()],
  );
  return rows.map(toRollout);
}

export interface NewRollout {
  remote: string;
  release: string;
  stable: string;
  steps: number[];
  intervalMs: number;
  policy: RolloutPolicy;
  startedBy: string;
  now: Date;
}

export async function insertRollout(q: Queryable, r: NewRollout): Promise<Rollout> {
  const { rows } = await q.query<RolloutRow>(
    `INSERT INTO rollouts (remote, release_id, stable_release_id, steps, interval_ms, policy, state,
       step_started_at, next_decision_at, started_by, started_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'running', $7, $8, $9, $7) RETURNING *`,
    [
      r.remote,
      r.release,
      r.stable,
      JSON.stringify(r.steps),
      r.intervalMs,
      JSON.stringify(r.policy),
      r.now.toISOString(),
      new Date(r.now.getTime() + r.intervalMs).toISOString(),
      r.startedBy,
    ],
  );
  return toRollout(rows[0]!);
}

export interface Decision {
  verdict: Verdict;
  reason: string;
  figures: JudgementFigures | null;
  by: string;
  at: Date;
}

export interface RolloutChange {
  state?: RolloutState;
  step?: number;
  stepStartedAt?: Date;
  /** null: no more judgements (the rollout ended). */
  nextDecisionAt?: Date | null;
}

/**
 * Moves the rollout from the generation it was read at, and records the decision that moved it.
 * False when another instance moved it first (nothing is written then).
 */
export async function advanceRollout(
  q: Queryable,
  rollout: Rollout,
  change: RolloutChange,
  decision: Decision,
): Promise<boolean> {
  const ended = change.state !== undefined && change.state !== 'running';
  const { rows } = await q.query<{ generation: number }>(
    `UPDATE rollouts SET generation = generation + 1, state = COALESCE($3, state), step = COALESCE($4, step),
       step_started_at = COALESCE($5, step_started_at),
       next_decision_at = CASE WHEN $6 THEN NULL ELSE COALESCE($7, next_decision_at) END,
       ended_at = CASE WHEN $6 THEN $8::timestamptz ELSE ended_at END
     WHERE id = $1 AND generation = $2 RETURNING generation`,
    [
      rollout.id,
      rollout.generation,
      change.state ?? null,
      change.step ?? null,
      change.stepStartedAt?.toISOString() ?? null,
      ended || change.nextDecisionAt === null,
      change.nextDecisionAt?.toISOString() ?? null,
      decision.at.toISOString(),
    ],
  );
  const moved = rows[0];
  if (!moved) return false;
  const step = change.step ?? rollout.step;
  await q.query(
    `INSERT INTO rollout_decisions (rollout_id, generation, step, percent, verdict, reason, figures, decided_by, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      rollout.id,
      moved.generation,
      step,
      rollout.steps[step] ?? 0,
      decision.verdict,
      decision.reason,
      decision.figures ? JSON.stringify(decision.figures) : null,
      decision.by,
      decision.at.toISOString(),
    ],
  );
  return true;
}

/**
 * Ends the remote's running rollout because someone moved the registry by hand (in the same
 * transaction as that move); returns its id, or null when none ran.
 */
export async function replaceRunningRollout(q: Queryable, remote: string, reason: string, by: string) {
  const running = await runningRollout(q, remote, true);
  if (!running) return null;
  await advanceRollout(
    q,
    running,
    { state: 'replaced' },
    { verdict: 'replaced', reason, figures: null, by, at: new Date() },
  );
  return running.id;
}
