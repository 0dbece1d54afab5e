import styled from 'styled-components';
import { formatMoney } from '@site/shared/cart';
import { siteConfig } from '@site/shared/config';
import { toast } from '@site/shared/toast';
import { Badge, Button, Icon, VisuallyHidden } from '@site/shared/ui';
import { formatDate } from '../../lib/formatDate';
import { Meta, Panel, PanelHeader, PlainList, TabHeading } from '../../lib/ui';
import type { Order, OrderItem } from './dashboardData';

const ITEM_TYPE_LABEL: Record<OrderItem['type'], string> = {
  digital_course: 'Course',
  template: 'Templates',
  ebook: 'Ebook',
  app: 'App',
  membership: 'Membership',
  physical: 'Physical product',
  other: 'AI Solution',
};

const ORDER_STATUS_LABEL: Record<Order['status'], string> = {
  completed: 'Completed',
  processing: 'Processing',
  refunded: 'Refunded',
};

const ItemRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Sample orders are not connected to a real store yet: the buttons say so instead of failing. */
function notYetAvailable(item: OrderItem, what: 'download' | 'access') {
  toast({
    title: what === 'download' ? 'Download not available yet' : 'Access not available yet',
    description: `This dashboard shows sample orders. ${item.name} will open here once orders are connected; until then, email ${siteConfig.supportEmail}.`,
  });
}

function OrderCard({ order }: { order: Order }) {
  return (
    <Panel as="li" data-testid="order">
      <PanelHeader>
        <div>
          <h3>Order {order.id}</h3>
          <Meta>
            {formatDate(order.date)} · {formatMoney(order.total)}
          </Meta>
        </div>
        <Badge $tone="success">{ORDER_STATUS_LABEL[order.status]}</Badge>
      </PanelHeader>
      <PlainList>
        {order.items.map((item) => (
          <ItemRow key={item.name}>
            <span>
              <strong>{item.name}</strong> <Meta as="span">· {ITEM_TYPE_LABEL[item.type]}</Meta>
            </span>
            <Actions>
              {item.downloadUrl ? (
                <Button $size="sm" $variant="outline" onClick={() => notYetAvailable(item, 'download')}>
                  <Icon name="download" size={16} /> Download<VisuallyHidden> {item.name}</VisuallyHidden>
                </Button>
              ) : null}
              {item.accessUrl ? (
                <Button $size="sm" $variant="outline" onClick={() => notYetAvailable(item, 'access')}>
                  <Icon name="external" size={16} /> Access<VisuallyHidden> {item.name}</VisuallyHidden>
                </Button>
              ) : null}
            </Actions>
          </ItemRow>
        ))}
      </PlainList>
    </Panel>
  );
}

/** The member's orders, each with its items and their download or access buttons. */
export function OrdersPanel({ orders }: { orders: Order[] }) {
  return (
    <>
      <TabHeading>Orders</TabHeading>
      <PlainList>
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </PlainList>
    </>
  );
}
