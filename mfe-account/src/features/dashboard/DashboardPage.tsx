import { useMemo, useState, type ReactNode } from 'react';
import type { User } from '@supabase/supabase-js';
import styled from 'styled-components';
import { useAuth } from '@site/shared/auth';
import { PageMeta } from '@site/shared/seo';
import { toast } from '@site/shared/toast';
import { Container, Section, Spinner } from '@site/shared/ui';
import { Tabs } from '@site/shared/tabs';
import { LoadFailure } from '../../lib/LoadFailure';
import { Meta } from '../../lib/ui';
import { buildDashboardData } from './dashboardData';
import { useAccountRecords, type RecordsState } from './useAccountRecords';
import { useSessionCheck } from '../../lib/useSessionCheck';
import { useTabInAddress } from './useTabInAddress';
import { AccountPanel } from './AccountPanel';
import { EventsPanel } from './EventsPanel';
import { OrdersPanel } from './OrdersPanel';
import { OverviewPanel } from './OverviewPanel';
import { SubscriptionsPanel } from './SubscriptionsPanel';
import { accountPaths } from '@site/paths/account';

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    overflow-wrap: anywhere;
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }
`;

const Narrow = styled(Container)`
  max-width: 960px;
`;

const TABS = ['overview', 'orders', 'subscriptions', 'events', 'account'] as const;

/** Until the account's records are here: a spinner, or what went wrong and a way to ask again. */
function RecordsGate({ state, reload, children }: { state: RecordsState; reload: () => void; children: ReactNode }) {
  if (state.status === 'loading') return <Spinner label="Loading your orders" />;
  if (state.status === 'failed') return <LoadFailure failure={state.failure} retry={reload} />;
  return <>{children}</>;
}

/** The signed-in member's dashboard (docs/product.md §2): their own orders and subscriptions, the events, the account. */
export function DashboardPage({ user }: { user: User }) {
  const { signOut, session } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  const { state, reload, cancel } = useAccountRecords(session?.access_token ?? null);
  useSessionCheck(user.id);
  const [tab, chooseTab] = useTabInAddress(TABS);
  const data = useMemo(
    () => buildDashboardData(user, new Date(), state.status === 'ready' ? state : { orders: [], subscriptions: [] }),
    [user, state],
  );
  const gate = (content: ReactNode) => (
    <RecordsGate state={state} reload={reload}>
      {content}
    </RecordsGate>
  );

  const onSignOut = async () => {
    setSigningOut(true);
    const { error } = await signOut();
    if (error) {
      setSigningOut(false);
      toast({ title: 'Error', description: error.message, variant: 'destructive' });
    }
  };

  return (
    <Section $tone="muted">
      <PageMeta
        title="Your Dashboard"
        description="Your orders, subscriptions, upcoming events and account details."
        path={accountPaths.account}
      />
      <Narrow>
        <Header>
          <h1>Welcome back, {data.profile.name}</h1>
          <Meta>
            Signed in as <strong data-testid="signed-in-email">{data.profile.email}</strong>
          </Meta>
        </Header>
        <Tabs
          label="Dashboard sections"
          value={tab}
          onValueChange={chooseTab}
          items={[
            { value: 'overview', label: 'Overview', content: gate(<OverviewPanel data={data} />) },
            { value: 'orders', label: 'Orders', content: gate(<OrdersPanel orders={data.orders} />) },
            {
              value: 'subscriptions',
              label: 'Subscriptions',
              content: gate(<SubscriptionsPanel subscriptions={data.subscriptions} onCancel={cancel} />),
            },
            { value: 'events', label: 'Events', content: <EventsPanel events={data.events} /> },
            {
              value: 'account',
              label: 'Account',
              content: <AccountPanel data={data} onSignOut={() => void onSignOut()} signingOut={signingOut} />,
            },
          ]}
        />
      </Narrow>
    </Section>
  );
}
