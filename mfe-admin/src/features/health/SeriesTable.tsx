// A chart's values as a table (docs/console.md, "The pages"): every interval, stable and
// canary, behind a disclosure that works without script.
import { DataTable } from '../../lib/consoleParts';

/** A time as people read it, with its day (intervals of the last 24 hours cross midnight). */
export const intervalStart = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { weekday: 'short', hour: '2-digit', minute: '2-digit' });

export interface SeriesTableProps {
  title: string;
  times: string[];
  /** Each interval's value as it reads ('none' where nothing was measured). */
  stable: string[];
  canary: string[];
}

export function SeriesTable({ title, times, stable, canary }: SeriesTableProps) {
  return (
    <details>
      <summary>{title} as a table</summary>
      <DataTable>
        <caption>{title}, per interval</caption>
        <thead>
          <tr>
            <th scope="col">Interval from</th>
            <th scope="col">Stable</th>
            <th scope="col">Canary</th>
          </tr>
        </thead>
        <tbody>
          {times.map((time, index) => (
            <tr key={time}>
              <th scope="row">{intervalStart(time)}</th>
              <td>{stable[index]}</td>
              <td>{canary[index]}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </details>
  );
}
