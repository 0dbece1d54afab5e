// One order for its owner (docs/shop-console.md, "The shop"): who bought what, the payment, what was
// refunded (who, when, why, any exception), the receipts and refund receipts sent, the referrer's
// commission; and the actions: refund, send the receipt again. After an action focus goes to what
// it did, once the order has been read again.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ShopOrderDetail } from '@site/contract/shopConsole';
import { Link, matchPath, useLocation } from '@site/shared/router';
import { PageMeta } from '@site/shared/seo';
import { Button, preloadDialog } from '@site/shared/ui';
import { adminPaths } from '@site/paths/admin';
import { QueryOutcome } from '../../lib/consoleParts';
import { useConsoleQuery } from '../../lib/useConsoleQuery';
import { OrderRecords } from './OrderRecords';
import { RefundDialog } from './RefundDialog';
import { resendReceipt } from './shopApi';
import { day, money } from './shopFormat';
import { DoneStatus, StatusBadge } from './shopParts';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0;
`;

function OrderFacts({ detail }: { detail: ShopOrderDetail }) {
  const { order, guarantee } = detail;
  return (
    <Facts>
      <dt>Status</dt>
      <dd>
        <StatusBadge status={order.status} />
      </dd>
      <dt>Customer</dt>
      <dd>
        {order.name} ({order.email}) ·{' '}
        <Link to={`${adminPaths.shopOrders}?q=${encodeURIComponent(order.email)}`}>Their orders</Link>
      </dd>
      <dt>Placed</dt>
      <dd>{day(order.createdAt)}</dd>
      <dt>Total</dt>
      <dd>
        {money(order.totalCents)} (subtotal {money(detail.subtotalCents)}
        {detail.discountCents > 0 ? `, referral discount -${money(detail.discountCents)}` : ''}, tax{' '}
        {money(detail.taxCents)})
      </dd>
      <dt>Refunded</dt>
      <dd>{money(order.refundedCents)}</dd>
      <dt>Left to refund</dt>
      <dd>{money(detail.refundableCents)}</dd>
      <dt>Guarantee</dt>
      <dd>
        {guarantee.rule ??
          (guarantee.name && guarantee.endsAt
            ? `Covered by ${guarantee.name} until ${day(guarantee.endsAt)}.`
            : 'Not paid yet.')}
      </dd>
    </Facts>
  );
}

export function OrderPage() {
  const { pathname } = useLocation();
  const id = matchPath(adminPaths.shopOrderRoute, pathname)?.params.id ?? '';
  const { state, reload } = useConsoleQuery<ShopOrderDetail>(`/shop/orders/${encodeURIComponent(id)}`, {
    follow: true,
  });
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  const announce = useRef(false);
  // The refund dialog's code, before the owner asks for it: it opens at once, with focus inside.
  useEffect(() => void preloadDialog().catch(() => {}), []);
  useEffect(() => {
    if (!announce.current || !('ok' in state)) return;
    announce.current = false;
    const frame = requestAnimationFrame(() => status.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [state]);
  const finished = (message: string) => {
    setDone(message);
    announce.current = true;
    reload();
  };
  const resend = async () => {
    if (sending) return;
    setSending(true);
    const result = await resendReceipt(id);
    setSending(false);
    finished(result.ok ? `Receipt sent again: ${result.data.delivery.outcome}.` : `Not sent: ${result.message}`);
  };

  return (
    <>
      <PageMeta title={`Order ${id}`} description={`The shop's order ${id}.`} />
      <h1>Order {id}</h1>
      <DoneStatus ref={status} text={done} />
      <QueryOutcome state={state} reload={reload} what={`order ${id}`}>
        {(detail) => (
          <>
            <OrderFacts detail={detail} />
            {detail.order.status !== 'pending' ? (
              <Actions>
                {detail.refundableCents > 0 ? <RefundDialog detail={detail} onDone={finished} /> : null}
                <Button type="button" $variant="outline" onClick={() => void resend()} aria-disabled={sending}>
                  {sending ? 'Sending...' : 'Resend receipt'}
                </Button>
              </Actions>
            ) : null}
            <OrderRecords detail={detail} />
          </>
        )}
      </QueryOutcome>
    </>
  );
}
