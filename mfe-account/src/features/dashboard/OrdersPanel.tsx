import styled from 'styled-components';
import { formatMoney } from '@site/shared/cart';
import type { OrderLineView, OrderView } from '@site/shared/orders';
import { Badge, Icon, VisuallyHidden } from '@site/shared/ui';
import { shopPaths } from 'mfe-shop/paths';
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

function OrderCard({ order }: { order: OrderView }) {
  const paid = order.status === 'paid';
  return (
    <Panel as="li" data-testid="order">
      <PanelHeader>
        <div>
          <h3>Order {order.id}</h3>
          <Meta>
            {formatDate(order.createdAt.slice(0, 10))} · {formatMoney(order.totalCents / 100)}
            {order.discountCents > 0 ? ` (referral discount ${formatMoney(order.discountCents / 100)})` : ''}
          </Meta>
        </div>
        <Badge $tone={paid ? 'success' : 'warm'}>{paid ? 'Paid' : 'Payment pending'}</Badge>
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
