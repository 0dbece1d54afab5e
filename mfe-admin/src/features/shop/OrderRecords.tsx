// An order's records on its page (docs/shop-console.md, "The shop"): the lines, the payment, the
// refunds with who, when, why and any exception, the referrer's commission, and every receipt and
// refund receipt sent.
import type { ShopOrderDetail } from '@site/contract/shopConsole';
import { Badge } from '@site/shared/ui';
import { DataTable, when } from '../../lib/consoleParts';
import { money } from './shopFormat';

const COMMISSION_LABEL = { pending: 'Pending', payable: 'Payable', paid: 'Paid', reversed: 'Reversed' } as const;

export function OrderRecords({ detail }: { detail: ShopOrderDetail }) {
  const { payment, commission } = detail;
  return (
    <>
      <DataTable>
        <caption>Lines</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
            <th scope="col">Line total</th>
            <th scope="col">Refund value</th>
            <th scope="col">Refunded</th>
          </tr>
        </thead>
        <tbody>
          {detail.lines.map((line) => (
            <tr key={line.productId}>
              <th scope="row">{line.name}</th>
              <td>{line.quantity}</td>
              <td>{money(line.lineTotalCents)}</td>
              <td>{money(line.shareCents)}</td>
              <td>{line.refunded ? <Badge $tone="destructive">Refunded</Badge> : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <DataTable>
        <caption>Payment</caption>
        <tbody>
          <tr>
            <th scope="row">Provider</th>
            <td>{payment.provider}</td>
          </tr>
          <tr>
            <th scope="row">Paid</th>
            <td>{payment.paidAt ? `${money(payment.amountCents)} on ${when(payment.paidAt)}` : 'Not paid'}</td>
          </tr>
          <tr>
            <th scope="row">Reference</th>
            <td>
              <code>{payment.reference ?? payment.checkoutSession ?? '(none)'}</code>
            </td>
          </tr>
          <tr>
            <th scope="row">Referral</th>
            <td>
              {detail.referral
                ? `${detail.referral.code}${detail.referral.applied ? ' (discount applied)' : ''}`
                : 'None'}
              {commission
                ? `; commission ${money(commission.amountCents)} to ${commission.affiliate}, ` +
                  `${money(commission.reversedCents)} reversed, ${COMMISSION_LABEL[commission.status].toLowerCase()}`
                : ''}
            </td>
          </tr>
        </tbody>
      </DataTable>
      <DataTable>
        <caption>Refunds</caption>
        <thead>
          <tr>
            <th scope="col">Asked</th>
            <th scope="col">Amount</th>
            <th scope="col">Lines</th>
            <th scope="col">Reason</th>
            <th scope="col">Exception</th>
            <th scope="col">By</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {detail.refunds.length === 0 ? (
            <tr>
              <td colSpan={7}>No refunds.</td>
            </tr>
          ) : null}
          {detail.refunds.map((refund) => (
            <tr key={refund.id}>
              <td>{when(refund.createdAt)}</td>
              <td>{money(refund.amountCents)}</td>
              <td>
                {refund.productIds
                  .map((id) => detail.lines.find((line) => line.productId === id)?.name ?? id)
                  .join(', ') || 'an amount'}
              </td>
              <td>{refund.reason}</td>
              <td>{refund.exception ?? 'None'}</td>
              <td>{refund.actor}</td>
              <td>
                {refund.status}
                {refund.failure ? `: ${refund.failure}` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <DataTable>
        <caption>Receipts and deliveries</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">What</th>
            <th scope="col">Outcome</th>
            <th scope="col">Asked by</th>
          </tr>
        </thead>
        <tbody>
          {detail.deliveries.length === 0 ? (
            <tr>
              <td colSpan={4}>Nothing sent yet.</td>
            </tr>
          ) : null}
          {detail.deliveries.map((delivery, index) => (
            <tr key={`${delivery.at}-${index}`}>
              <td>{when(delivery.at)}</td>
              <td>{delivery.kind === 'refund' ? 'Refund receipt' : 'Receipt'}</td>
              <td>{delivery.outcome}</td>
              <td>{delivery.actor ?? 'the shop'}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </>
  );
}
