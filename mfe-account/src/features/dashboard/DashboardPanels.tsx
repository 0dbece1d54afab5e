import styled from 'styled-components';
import { formatMoney, formatPrice } from '@site/shared/cart';
import { siteConfig } from '@site/shared/config';
import { toast } from '@site/shared/toast';
import { Badge, Button, Icon, VisuallyHidden } from '@site/shared/ui';
import { formatDate } from '../../lib/formatDate';
import { Meta, Panel, PanelHeader, PlainList, Stat, StatGrid, TabHeading } from '../../lib/ui';
import type { DashboardData, DashboardEvent, Order, OrderItem } from './dashboardData';

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

const Features = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  columns: 2 220px;
`;

const ProfileList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(6)};
  margin: 0;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: max-content minmax(0, 1fr);
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    overflow-wrap: anywhere;
    ${({ theme }) => theme.media.sm} {
      margin: 0;
    }
  }
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

function EventCard({ event }: { event: DashboardEvent }) {
  const register = () =>
    toast({
      title: 'Registration opens soon',
      description: `Online registration for ${event.title} is not open yet. Email ${siteConfig.supportEmail} to save your seat.`,
    });
  return (
    <Panel as="li" data-testid="event">
      <PanelHeader>
        <div>
          <h3>{event.title}</h3>
          <Meta>
            <Icon name="calendar" size={14} /> {formatDate(event.date)} at {event.time}
          </Meta>
        </div>
        <Badge $tone={event.type === 'workshop' ? 'accent' : 'primary'}>
          {event.type === 'workshop' ? 'Workshop' : 'Live Q&A'}
        </Badge>
      </PanelHeader>
      {event.registered ? (
        <p style={{ margin: 0 }}>
          <Badge $tone="success">
            <Icon name="check" size={14} /> Registered
          </Badge>
        </p>
      ) : (
        <div>
          <Button $size="sm" onClick={register} aria-describedby={`${event.id}-register-note`}>
            Register<VisuallyHidden> for {event.title}</VisuallyHidden>
          </Button>
          <Meta id={`${event.id}-register-note`} style={{ marginTop: 4 }}>
            Online registration is not open yet.
          </Meta>
        </div>
      )}
    </Panel>
  );
}

export function OverviewPanel({ data }: { data: DashboardData }) {
  const upcoming = data.events[0];
  return (
    <>
      <TabHeading>Overview</TabHeading>
      <StatGrid>
        <Stat icon="trendingUp" label="Total spent" value={formatMoney(data.profile.totalSpent)} />
        <Stat icon="cart" label="Orders" value={data.orders.length} />
        <Stat
          icon="refresh"
          label="Active subscriptions"
          value={data.subscriptions.filter((s) => s.status === 'active').length}
        />
        <Stat icon="calendar" label="Upcoming events" value={data.events.length} />
      </StatGrid>
      <Panel>
        <h3>Latest order</h3>
        {data.orders[0] ? (
          <Meta>
            {data.orders[0].id} · {formatDate(data.orders[0].date)} ·{' '}
            {data.orders[0].items.map((item) => item.name).join(', ')} · {formatMoney(data.orders[0].total)}
          </Meta>
        ) : null}
      </Panel>
      {upcoming ? (
        <Panel>
          <h3>Next event</h3>
          <Meta>
            {upcoming.title} · {formatDate(upcoming.date)} at {upcoming.time}
            {upcoming.registered ? ' · You are registered' : ''}
          </Meta>
        </Panel>
      ) : null}
    </>
  );
}

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

export function SubscriptionsPanel({ data }: { data: DashboardData }) {
  return (
    <>
      <TabHeading>Subscriptions</TabHeading>
      <PlainList>
        {data.subscriptions.map((subscription) => (
          <Panel as="li" key={subscription.id} data-testid="subscription">
            <PanelHeader>
              <div>
                <h3>{subscription.name}</h3>
                <Meta>
                  {formatPrice(subscription.price)}/month · Next billing {formatDate(subscription.nextBilling)}
                </Meta>
              </div>
              <Badge $tone="success">Active</Badge>
            </PanelHeader>
            <Features>
              {subscription.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </Features>
            <Meta>
              To change or cancel a subscription, email{' '}
              <a href={`mailto:${siteConfig.supportEmail}?subject=Subscription%20${subscription.id}`}>
                {siteConfig.supportEmail}
              </a>
              .
            </Meta>
          </Panel>
        ))}
      </PlainList>
    </>
  );
}

export function EventsPanel({ events }: { events: DashboardEvent[] }) {
  return (
    <>
      <TabHeading>Events</TabHeading>
      <PlainList>
        {events.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </PlainList>
    </>
  );
}

export function AccountPanel({
  data,
  onSignOut,
  signingOut,
}: {
  data: DashboardData;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const { profile } = data;
  return (
    <>
      <TabHeading>Account</TabHeading>
      <Panel>
        <ProfileList>
          <dt>Name</dt>
          <dd>{profile.name}</dd>
          <dt>Email</dt>
          <dd data-testid="profile-email">{profile.email}</dd>
          <dt>Member since</dt>
          <dd>{formatDate(profile.joinDate)}</dd>
          <dt>Total spent</dt>
          <dd>{formatMoney(profile.totalSpent)}</dd>
          <dt>Membership</dt>
          <dd>
            <Badge $tone="accent">{profile.membershipLevel}</Badge>
          </dd>
        </ProfileList>
      </Panel>
      <Meta style={{ marginBottom: 16 }}>
        To change your name or email, write to{' '}
        <a href={`mailto:${siteConfig.supportEmail}?subject=Profile%20change`}>{siteConfig.supportEmail}</a>.
      </Meta>
      <Button $variant="outline" onClick={onSignOut} disabled={signingOut}>
        {signingOut ? 'Signing out...' : 'Sign Out'}
      </Button>
    </>
  );
}
