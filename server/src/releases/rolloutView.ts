// A rollout as release:list and the console read it (docs/rollouts.md, "Rollouts"): its plan, where
// it is, when it is judged next, and every decision with its figures, newest first.
import type { JudgementFigures, RolloutDecisionView, RolloutView, Verdict } from '@site/contract/rollout';
import type { Queryable } from '../db';
import { rolloutAlertViews } from './alertQueue';
import { iso } from './registryRecords';
import { json, toRollout, type RolloutRow } from './rolloutStore';

/** The remote's latest rollout (running or ended) with its decisions, newest first; or one by id. */
export async function rolloutView(q: Queryable, remote: string, id?: number): Promise<RolloutView | null> {
  const { rows } = await q.query<RolloutRow>(
    id === undefined
      ? 'SELECT * FROM rollouts WHERE remote = $1 ORDER BY id DESC LIMIT 1'
      : 'SELECT * FROM rollouts WHERE remote = $1 AND id = $2',
    id === undefined ? [remote] : [remote, id],
  );
  if (!rows[0]) return null;
  const r = toRollout(rows[0]);
  const { rows: decisions } = await q.query<{
    step: number;
    percent: number;
    verdict: Verdict;
    reason: string;
    figures: unknown;
    decided_by: string;
    decided_at: Date | string;
  }>('SELECT * FROM rollout_decisions WHERE rollout_id = $1 ORDER BY generation DESC', [r.id]);
  return {
    id: r.id,
    remote: r.remote,
    release: r.release,
    stable: r.stable,
    state: r.state,
    steps: r.steps,
    step: r.step,
    percent: r.steps[r.step] ?? 0,
    intervalMs: r.intervalMs,
    policy: r.policy,
    startedBy: r.startedBy,
    startedAt: r.startedAt.toISOString(),
    nextDecisionAt: r.state === 'running' && r.nextDecisionAt ? r.nextDecisionAt.toISOString() : null,
    endedAt: r.endedAt ? r.endedAt.toISOString() : null,
    decisions: decisions.map((d): RolloutDecisionView => ({
      at: iso(d.decided_at),
      step: d.step,
      percent: d.percent,
      verdict: d.verdict,
      reason: d.reason,
      by: d.decided_by,
      figures: d.figures === null ? null : json<JudgementFigures>(d.figures),
    })),
    alerts: await rolloutAlertViews(q, r.id),
  };
}
