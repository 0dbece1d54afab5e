import styled from 'styled-components';
import { formatMoney } from '@site/shared/cart';
import type { OrderLineView, OrderView } from '@site/shared/orders';
import { Badge, Icon, VisuallyHidden } from '@site/shared/ui';
import { shopPaths } from '@site/paths/shop';
import { formatDate } from '../../lib/formatDate';
import { Meta, Panel, PanelHeader, PlainList, TabHeading } from '../../lib/ui';
import { EmptyState } from './EmptyState';

const ITEM_TYPE_LABEL: Record<string, string> = {
  digital_course: 'Course',
  template: 'Templates',
  ebook: 'Ebook',
  app: 'App',
  membership: 'Membership',
  physical: 'Physical product',
  other: 'AI Solution',
};

const ItemRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
`;

function ItemLink({ item }: { item: OrderLineView }) {
  if (item.refunded) return <Badge $tone="muted">Refunded</Badge>;
  if (item.downloadUrl) {
    return (
      <a href={item.downloadUrl} download>
        <Icon name="download" size={16} /> Download<VisuallyHidden> {item.name}</VisuallyHidden>
      </a>
    );
  }
  if (item.accessUrl) return <Meta as="span">Managed in Subscriptions</Meta>;
  return null;
}

/** The order's badge: its payment, or what refunds took back of it. */
export function orderState(order: OrderView): { label: string; tone: 'success' | 'warm' | 'muted' } {
  if (order.refund?.state === 'refunded') return { label: 'Refunded', tone: 'muted' };
  if (order.refund?.state === 'partially_refunded') return { label: 'Partly refunded', tone: 'muted' };
  return order.status === 'paid' ? { label: 'Paid', tone: 'success' } : { label: 'Payment pending', tone: 'warm' };
}

function OrderCard({ order }: { order: OrderView }) {
  const paid = order.status === 'paid';
  const state = orderState(order);
  return (
    <Panel as="li" data-testid="order">
      <PanelHeader>
        <div>
          <h3>Order {order.id}</h3>
          <Meta>
            {formatDate(order.createdAt.slice(0, 10))} · {formatMoney(order.totalCents / 100)}
            {order.discountCents > 0 ? ` (referral discount ${formatMoney(order.discountCents / 100)})` : ''}
            {order.refund
              ? ` · ${formatMoney(order.refund.refundedCents / 100)} refunded on ${formatDate(order.refund.lastRefundAt.slice(0, 10))}`
              : ''}
          </Meta>
        </div>
        <Badge $tone={state.tone}>{state.label}</Badge>
      </PanelHeader>
      <PlainList>
        {order.items.map((item) => (
          <ItemRow key={item.productId}>
            <span>
              <strong>{item.name}</strong>{' '}
              <Meta as="span">
                · {ITEM_TYPE_LABEL[item.type] ?? 'Product'}
                {item.quantity > 1 ? ` · ${item.quantity} x` : ''}
              </Meta>
            </span>
            {paid ? <ItemLink item={item} /> : null}
          </ItemRow>
        ))}
      </PlainList>
    </Panel>
  );
}

/** The member's own orders, newest first, each with its items and their download links. */
export function OrdersPanel({ orders }: { orders: OrderView[] }) {
  return (
    <>
      <TabHeading>Orders</TabHeading>
      {orders.length === 0 ? (
        <EmptyState title="No orders yet" link={{ to: shopPaths.shop, label: 'Browse the shop' }}>
          Courses, templates and apps you buy appear here, with their downloads.
        </EmptyState>
      ) : (
        <PlainList>
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </PlainList>
      )}
    </>
  );
}
