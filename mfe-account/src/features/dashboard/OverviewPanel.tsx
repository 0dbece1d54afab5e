import { formatMoney } from '@site/shared/cart';
import { Stat } from '@site/shared/ui';
import { formatDate } from '../../lib/formatDate';
import { Meta, Panel, StatTiles, TabHeading } from '../../lib/ui';
import type { DashboardData } from './dashboardData';
import { orderState } from './OrdersPanel';

/** The member's own figures at a glance, the latest order and the next event. */
export function OverviewPanel({ data }: { data: DashboardData }) {
  const upcoming = data.events[0];
  const latest = data.orders[0];
  // Paid goes without saying; refunded or pending is said, as the order's card in Orders does.
  const latestState = latest ? orderState(latest).label : null;
  return (
    <>
      <TabHeading>Overview</TabHeading>
      <StatTiles>
        <Stat icon="trendingUp" label="Total spent" value={formatMoney(data.profile.totalSpent)} />
        <Stat icon="cart" label="Orders" value={data.orders.length} />
        <Stat
          icon="refresh"
          label="Active subscriptions"
          value={data.subscriptions.filter((s) => s.status === 'active').length}
        />
        <Stat icon="calendar" label="Upcoming events" value={data.events.length} />
      </StatTiles>
      <Panel>
        <h3>Latest order</h3>
        {latest ? (
          <Meta>
            {latest.id} · {formatDate(latest.createdAt.slice(0, 10))} ·{' '}
            {latest.items.map((item) => item.name).join(', ')} · {formatMoney(latest.totalCents / 100)}
            {latestState === 'Paid' ? '' : ` · ${latestState}`}
          </Meta>
        ) : (
          <Meta>No orders yet: what you buy in the shop shows here.</Meta>
        )}
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
