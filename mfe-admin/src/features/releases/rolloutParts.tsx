// How a rollout's figures read (docs/console.md, "The pages"): each decision's canary and stable
// sides in words, the table of every decision, newest first, and who its alerts went to.
import type { JudgementFigures, RolloutAlertView, RolloutDecisionView } from '@site/contract/rollout';
import { DataTable, when } from './releaseParts';

type Side = JudgementFigures['canary'];

const percent = (rate: number | null) => (rate === null ? 'no sessions' : `${(rate * 100).toFixed(1)}%`);
const ms = (value: number | null) =>
  value === null ? 'not measured' : value >= 1_000 ? `${(value / 1_000).toFixed(2)} s` : `${Math.round(value)} ms`;

/** "shop-b: 3 of 120 sessions errored (2.5%); p75 LCP 1.80 s, INP 120 ms" */
export const describeSide = (side: Side) =>
  `${side.release}: ${side.erroredSessions} of ${side.sessions} sessions errored (${percent(side.errorRate)}); ` +
  `p75 LCP ${ms(side.p75.lcp)}, INP ${ms(side.p75.inp)}`;

export function DecisionTable({ decisions }: { decisions: RolloutDecisionView[] }) {
  return (
    <DataTable>
      <caption>Rollout decisions (newest first)</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Decision</th>
          <th scope="col">Step</th>
          <th scope="col">Why</th>
          <th scope="col">Figures</th>
          <th scope="col">By</th>
        </tr>
      </thead>
      <tbody>
        {decisions.map((decision, index) => (
          <tr key={`${decision.at}-${index}`}>
            <td>{when(decision.at)}</td>
            <td>{decision.verdict}</td>
            <td>{decision.percent}%</td>
            <td>{decision.reason}</td>
            <td>
              {decision.figures ? (
                <>
                  Canary {describeSide(decision.figures.canary)}. Stable {describeSide(decision.figures.stable)}.
                </>
              ) : (
                'none'
              )}
            </td>
            <td>{decision.by}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** "Sent 30 Nov, 10:02", "Waiting: 2 attempts, next 10:20; last answer: ...", "Given up after 8 attempts: ..." */
function alertStatus(alert: RolloutAlertView): string {
  const answer = alert.lastError ? `; the mail server's last answer: ${alert.lastError}` : '';
  if (alert.status === 'sent') return alert.sentAt ? `Sent ${when(alert.sentAt)}` : 'Sent';
  if (alert.status === 'given up') return `Given up after ${alert.attempts} attempts${answer}`;
  if (alert.attempts === 0) return 'Waiting to be sent';
  const next = alert.nextAttemptAt ? `, tried again ${when(alert.nextAttemptAt)}` : '';
  return `Waiting: ${alert.attempts} attempt${alert.attempts === 1 ? '' : 's'}${next}${answer}`;
}

/** Who the rollout told on its own (docs/console.md, "Alerts"), and whether each mail has left. */
export function AlertTable({ alerts }: { alerts: RolloutAlertView[] }) {
  if (alerts.length === 0) return null;
  return (
    <DataTable>
      <caption>Alerts mailed (oldest first)</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Mail</th>
          <th scope="col">To</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {alerts.map((alert, index) => (
          <tr key={`${alert.at}-${alert.to}-${index}`}>
            <td>{when(alert.at)}</td>
            <td>{alert.subject}</td>
            <td>{alert.to}</td>
            <td>{alertStatus(alert)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
