// How a rollout's figures read (docs/console.md, "Rollouts"): each decision's canary and stable
// sides in words, and the table of every decision, newest first.
import type { JudgementFigures, RolloutDecisionView } from '@site/contract/rollout';
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
