import { useMemo, useState } from 'react';
import type { User } from '@supabase/supabase-js';
import styled from 'styled-components';
import { useAuth } from '@site/shared/auth';
import { PageMeta } from '@site/shared/seo';
import { toast } from '@site/shared/toast';
import { Container, Icon, Section } from '@site/shared/ui';
import { Tabs } from '@site/shared/tabs';
import { Meta, Note } from '../../lib/ui';
import { buildDashboardData } from './dashboardData';
import { AccountPanel } from './AccountPanel';
import { EventsPanel } from './EventsPanel';
import { OrdersPanel } from './OrdersPanel';
import { OverviewPanel } from './OverviewPanel';
import { SubscriptionsPanel } from './SubscriptionsPanel';

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

/** The signed-in member's dashboard (SPEC §2): five tabs over hard-coded sample data. */
export function DashboardPage({ user }: { user: User }) {
  const { signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  const data = useMemo(() => buildDashboardData(user, new Date()), [user]);

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
        path="/account"
      />
      <Narrow>
        <Header>
          <h1>Welcome back, {data.profile.name}</h1>
          <Meta>
            Signed in as <strong data-testid="signed-in-email">{data.profile.email}</strong>
          </Meta>
        </Header>
        <Note role="note">
          <Icon name="alert" size={16} />
          <span>
            Orders, subscriptions and events here are sample data while the shop&apos;s order service is being
            connected. Your account and sign-in are real.
          </span>
        </Note>
        <Tabs
          label="Dashboard sections"
          items={[
            { value: 'overview', label: 'Overview', content: <OverviewPanel data={data} /> },
            { value: 'orders', label: 'Orders', content: <OrdersPanel orders={data.orders} /> },
            { value: 'subscriptions', label: 'Subscriptions', content: <SubscriptionsPanel data={data} /> },
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
