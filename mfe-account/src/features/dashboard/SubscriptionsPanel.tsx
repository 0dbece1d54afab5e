import { useState } from 'react';
import styled from 'styled-components';
import { formatMoney } from '@site/shared/cart';
import type { ApiFailure, SubscriptionView } from '@site/shared/orders';
import { toast } from '@site/shared/toast';
import { Badge, Button } from '@site/shared/ui';
import { shopPaths } from '@site/paths/shop';
import { formatDate } from '../../lib/formatDate';
import { Meta, Panel, PanelHeader, PlainList, TabHeading } from '../../lib/ui';
import { EmptyState } from './EmptyState';

const Features = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  columns: 2 220px;
`;

const Confirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const day = (iso: string) => formatDate(iso.slice(0, 10));

function statusOf(subscription: SubscriptionView): { label: string; tone: 'success' | 'warm' | 'muted' } {
  if (subscription.status === 'cancelled') return { label: 'Cancelled', tone: 'muted' };
  if (subscription.cancelAtPeriodEnd)
    return { label: `Active until ${day(subscription.currentPeriodEnd)}`, tone: 'warm' };
  return { label: 'Active', tone: 'success' };
}

type Cancel = (id: string) => Promise<ApiFailure | null>;

function SubscriptionCard({ subscription, onCancel }: { subscription: SubscriptionView; onCancel: Cancel }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const status = statusOf(subscription);
  const renews = subscription.status === 'active' && !subscription.cancelAtPeriodEnd;
  const until = day(subscription.currentPeriodEnd);

  const cancel = async () => {
    setBusy(true);
    const failure = await onCancel(subscription.id);
    setBusy(false);
    setConfirming(false);
    if (failure) toast({ title: failure.error, description: failure.message, variant: 'destructive' });
    else toast({ title: 'Subscription cancelled', description: `You keep access until ${until}.` });
  };

  return (
    <Panel as="li" data-testid="subscription">
      <PanelHeader>
        <div>
          <h3>{subscription.name}</h3>
          <Meta>
            {formatMoney(subscription.priceCents / 100)}/month
            {renews ? ` · Next billing ${until}` : ''}
          </Meta>
        </div>
        <Badge $tone={status.tone}>{status.label}</Badge>
      </PanelHeader>
      <Features>
        {subscription.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </Features>
      {renews && !confirming ? (
        <Button $variant="outline" $size="sm" onClick={() => setConfirming(true)}>
          Cancel subscription
        </Button>
      ) : null}
      {renews && confirming ? (
        <Confirm role="group" aria-label={`Cancel ${subscription.name}?`}>
          <Meta as="span">Cancel it? You keep access until {until}, and it does not renew.</Meta>
          <Button $variant="destructive" $size="sm" onClick={() => void cancel()} disabled={busy}>
            Yes, cancel
          </Button>
          <Button $variant="outline" $size="sm" onClick={() => setConfirming(false)} disabled={busy}>
            Keep subscription
          </Button>
        </Confirm>
      ) : null}
    </Panel>
  );
}

/** The member's subscriptions, with what they include and a way to cancel at the period's end. */
export function SubscriptionsPanel({
  subscriptions,
  onCancel,
}: {
  subscriptions: SubscriptionView[];
  onCancel: Cancel;
}) {
  return (
    <>
      <TabHeading>Subscriptions</TabHeading>
      {subscriptions.length === 0 ? (
        <EmptyState
          title="No subscriptions"
          link={{ to: shopPaths.category('memberships'), label: 'See the memberships' }}
        >
          A membership you join appears here, with its next billing date.
        </EmptyState>
      ) : (
        <PlainList>
          {subscriptions.map((subscription) => (
            <SubscriptionCard key={subscription.id} subscription={subscription} onCancel={onCancel} />
          ))}
        </PlainList>
      )}
    </>
  );
}
