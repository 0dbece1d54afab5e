// What sells (docs/shop-console.md, "Revenue by product"): over the chosen period, each product's units,
// paid, refunded and net, highest net first; refunds off whole orders are a row of their own, so the
// total is the period's revenue.
import type { RevenueByProduct as Report } from '@site/contract/revenueByProduct';
import { DataTable } from '../../lib/consoleParts';
import { day, money } from './shopFormat';
import { EmptyRow, SelectField } from './shopParts';

/** The periods the server offers (@site/contract/revenueByProduct: a remote takes its types only). */
export const PERIODS = [7, 28, 90] as const;
export const DEFAULT_PERIOD = 28;

export function RevenueByProduct({
  report,
  chosen,
  onChoose,
}: {
  report: Report;
  /** The period chosen, which the report shows once the server has answered for it. */
  chosen: number;
  onChoose: (days: number) => void;
}) {
  const { total } = report;
  const empty = report.products.length === 0 && report.wholeOrderRefundedCents === 0;
  return (
    <section aria-labelledby="revenue-by-product">
      <h2 id="revenue-by-product">By product</h2>
      <p>
        A product&apos;s paid is its lines&apos; share of what their orders paid (after any discount, with tax), and its
        refunded what refunds of those lines gave back. An amount refunded off a whole order is no product&apos;s and
        has a row of its own, so the total is the period&apos;s revenue.
      </p>
      <SelectField label="Period" value={String(chosen)} onChange={(event) => onChoose(Number(event.target.value))}>
        {PERIODS.map((days) => (
          <option key={days} value={days}>
            Last {days} days
          </option>
        ))}
      </SelectField>
      <p role="status">{chosen === report.days ? '' : `Reading the last ${chosen} days...`}</p>
      <DataTable>
        <caption>
          Revenue by product, last {report.days} days ({day(report.from)} to {day(report.to)})
        </caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Units sold</th>
            <th scope="col">Paid</th>
            <th scope="col">Refunded</th>
            <th scope="col">Net</th>
          </tr>
        </thead>
        <tbody>
          {empty ? (
            <EmptyRow columns={5}>
              No product was paid for or refunded in the last {report.days} days
              {report.days < PERIODS[PERIODS.length - 1]! ? ': a longer period shows earlier sales.' : '.'}
            </EmptyRow>
          ) : null}
          {report.products.map((product) => (
            <tr key={product.productId}>
              <th scope="row">{product.name}</th>
              <td>{product.units}</td>
              <td>{money(product.grossCents)}</td>
              <td>{money(product.refundedCents)}</td>
              <td>{money(product.netCents)}</td>
            </tr>
          ))}
          {report.wholeOrderRefundedCents > 0 ? (
            <tr>
              <th scope="row">Refunds off whole orders (no product)</th>
              <td />
              <td />
              <td>{money(report.wholeOrderRefundedCents)}</td>
              <td>{money(-report.wholeOrderRefundedCents)}</td>
            </tr>
          ) : null}
        </tbody>
        {empty ? null : (
          <tfoot>
            <tr>
              <th scope="row">
                Total ({total.orders} paid order{total.orders === 1 ? '' : 's'})
              </th>
              <td>{total.units}</td>
              <td>{money(total.grossCents)}</td>
              <td>{money(total.refundedCents)}</td>
              <td>{money(total.netCents)}</td>
            </tr>
          </tfoot>
        )}
      </DataTable>
    </section>
  );
}
