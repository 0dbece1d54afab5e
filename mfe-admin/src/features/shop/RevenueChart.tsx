// The daily net revenue of the last 90 days as bars (docs/shop-console.md, "The shop"): an image with a
// title and a description that state what it shows, and every day's figures in a table beside it
// for whoever does not read the picture.
import { useId } from 'react';
import styled from 'styled-components';
import type { RevenueDay } from '@site/contract/shopConsole';
import { DataTable } from '../../lib/consoleParts';
import { day, money } from './shopFormat';

const WIDTH = 900;
const HEIGHT = 220;
const PAD = 24;

const Figure = styled.figure`
  margin: ${({ theme }) => theme.space(6)} 0;
  svg {
    width: 100%;
    height: auto;
    display: block;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  .gain {
    fill: ${({ theme }) => theme.colors.primary};
  }
  .loss {
    fill: ${({ theme }) => theme.colors.destructive};
  }
  .axis {
    stroke: ${({ theme }) => theme.colors.mutedForeground};
  }
  figcaption {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin-top: ${({ theme }) => theme.space(2)};
  }
  summary {
    cursor: pointer;
    margin-top: ${({ theme }) => theme.space(4)};
    font-weight: 600;
  }
`;

export function RevenueChart({ days }: { days: RevenueDay[] }) {
  const titleId = useId();
  const descId = useId();
  const high = Math.max(1, ...days.map((d) => d.netCents));
  const low = Math.min(0, ...days.map((d) => d.netCents));
  const scale = (HEIGHT - 2 * PAD) / (high - low);
  const zero = PAD + high * scale;
  const slot = (WIDTH - 2 * PAD) / Math.max(1, days.length);
  const best = days.reduce<RevenueDay | null>((top, d) => (!top || d.netCents > top.netCents ? d : top), null);
  const total = days.reduce((sum, d) => sum + d.netCents, 0);
  const first = days[0]?.date ?? '';
  const last = days.at(-1)?.date ?? '';
  return (
    <Figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
        <title id={titleId}>Net revenue per day, last {days.length} days</title>
        <desc id={descId}>
          {`From ${day(first)} to ${day(last)}: ${money(total)} net in all` +
            (best && best.netCents > 0 ? `; the best day was ${day(best.date)} with ${money(best.netCents)}.` : '.') +
            ' Every day is in the table below.'}
        </desc>
        <line className="axis" x1={PAD} x2={WIDTH - PAD} y1={zero} y2={zero} />
        {days.map((d, i) =>
          d.netCents === 0 ? null : (
            <rect
              key={d.date}
              className={d.netCents > 0 ? 'gain' : 'loss'}
              x={PAD + i * slot + slot * 0.15}
              width={slot * 0.7}
              y={d.netCents > 0 ? zero - d.netCents * scale : zero}
              height={Math.max(1, Math.abs(d.netCents) * scale)}
            />
          ),
        )}
      </svg>
      <figcaption>
        Bars above the line are days that took in more than they refunded; below it, days with more refunded.
      </figcaption>
      <details>
        <summary>Daily figures as a table</summary>
        <DataTable>
          <caption>Revenue per day, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Orders</th>
              <th scope="col">Paid</th>
              <th scope="col">Refunded</th>
              <th scope="col">Net</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((d) => (
              <tr key={d.date}>
                <th scope="row">{day(d.date)}</th>
                <td>{d.orders}</td>
                <td>{money(d.grossCents)}</td>
                <td>{money(d.refundedCents)}</td>
                <td>{money(d.netCents)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </details>
    </Figure>
  );
}
