import styled from 'styled-components';
import { formatPrice } from '@site/shared/cart';
import { siteConfig } from '@site/shared/config';
import { Badge } from '@site/shared/ui';
import { formatDate } from '../../lib/formatDate';
import { Meta, Panel, PanelHeader, PlainList, TabHeading } from '../../lib/ui';
import type { DashboardData } from './dashboardData';

const Features = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  columns: 2 220px;
`;

/** Active subscriptions with their features and how to change them. */
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
