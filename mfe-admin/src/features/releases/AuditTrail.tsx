// A remote's audit trail (docs/console.md, "The pages"): every move, newest first, when, from, to,
// by whom, and why when the mover said (a rollout's start, the judgement that rolled it back, with
// its figures), as `npm run release:list` prints it.
import type { MoveView } from '@site/contract/console';
import { DataTable, when } from './releaseParts';

export function AuditTrail({ moves }: { moves: readonly MoveView[] }) {
  return (
    <DataTable>
      <caption>Audit trail (newest first)</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Move</th>
          <th scope="col">From</th>
          <th scope="col">To</th>
          <th scope="col">By</th>
          <th scope="col">Why</th>
        </tr>
      </thead>
      <tbody>
        {moves.map((move, index) => (
          <tr key={`${move.at}-${index}`}>
            <td>{when(move.at)}</td>
            <td>
              {move.action}
              {move.percent === undefined ? '' : ` (${move.percent}%)`}
            </td>
            <td>
              <code>{move.from ?? '(none)'}</code>
            </td>
            <td>
              <code>{move.to}</code>
            </td>
            <td>{move.actor}</td>
            <td>{move.reason ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
