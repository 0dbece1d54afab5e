// How the release commands print a rollout (docs/rollouts.md, "Rollouts"): its plan and tolerances,
// where it is, when it is judged next, every decision with its reason, newest first, and who its
// alerts went to.
import { formatInterval, type RolloutAlertView, type RolloutPolicy, type RolloutView } from '@site/contract/rollout';

const pct = (fraction: number) => `${Math.round(fraction * 10_000) / 100}`;

export function describePolicy(policy: RolloutPolicy): string {
  return (
    `each side needs ${policy.minSessions} sessions; aborts when errored sessions pass stable's ` +
    `+${pct(policy.errorMargin)} percentage points or x${policy.errorRatio} (${pct(policy.confidence)}% sure), ` +
    `or p75 LCP/INP is ${pct(policy.vitalsMargin)}% slower than stable's and past ${policy.lcpGood}/${policy.inpGood} ms`
  );
}

const inWords = (ms: number) => {
  if (ms <= 0) return 'due now';
  const seconds = Math.ceil(ms / 1_000);
  return seconds < 120 ? `in ${seconds} s` : `in ${Math.round(seconds / 60)} min`;
};

/** "sent 2026-...", "waiting: 2 attempts, next 2026-...; last answer: ...", "given up after 8 attempts: ..." */
export function describeAlertStatus(alert: RolloutAlertView): string {
  const answer = alert.lastError ? `; last answer: ${alert.lastError}` : '';
  if (alert.status === 'sent') return `sent ${alert.sentAt ?? ''}`.trim();
  if (alert.status === 'given up') return `given up after ${alert.attempts} attempts${answer}`;
  return alert.attempts === 0
    ? 'waiting to be sent'
    : `waiting: ${alert.attempts} attempt${alert.attempts === 1 ? '' : 's'}, next ${alert.nextAttemptAt ?? 'soon'}${answer}`;
}

export function describeRollout(view: RolloutView, now = new Date()): string[] {
  const where =
    view.state === 'running'
      ? `running, step ${view.step + 1} of ${view.steps.length} (${view.percent}% of visitors)`
      : `${view.state} ${view.endedAt ?? ''}`.trim();
  const lines = [
    `Rollout #${view.id} of ${view.release} (against ${view.stable}): ${where}; started by ${view.startedBy} at ${view.startedAt}.`,
    `  Steps ${view.steps.join('%, ')}%, judged every ${formatInterval(view.intervalMs)}; ${describePolicy(view.policy)}.`,
  ];
  if (view.nextDecisionAt) {
    const due = new Date(view.nextDecisionAt).getTime() - now.getTime();
    lines.push(`  Next judgement: ${view.nextDecisionAt} (${inWords(due)}).`);
  }
  lines.push('  Decisions (newest first):');
  for (const d of view.decisions) {
    lines.push(
      `    ${d.at}  ${d.verdict.padEnd(8)} at ${String(d.percent).padStart(3)}%  by ${d.by}`,
      `      ${d.reason}`,
    );
  }
  if (view.alerts.length) lines.push('  Alerts (oldest first):');
  for (const alert of view.alerts) {
    lines.push(`    ${alert.at}  ${alert.subject}`, `      to ${alert.to}: ${describeAlertStatus(alert)}`);
  }
  return lines;
}
