import styled from 'styled-components';
import { formatMoney } from '@site/shared/cart';
import { Badge, Button } from '@site/shared/ui';
import { formatDate } from '../../lib/formatDate';
import { Meta, Panel, TabHeading } from '../../lib/ui';
import type { DashboardData } from './dashboardData';
import { ChangeNameForm } from './settings/ChangeNameForm';
import { ChangeEmailForm } from './settings/ChangeEmailForm';
import { ChangePasswordForm } from './settings/ChangePasswordForm';
import { DeleteAccountForm } from './settings/DeleteAccountForm';
import { SignOutEverywhere } from './settings/SignOutEverywhere';

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

/** The profile, its settings (name, password, email, sessions), signing out, and deleting the account. */
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
      <Meta $below={4}>
        <Button $variant="outline" onClick={onSignOut} disabled={signingOut}>
          {signingOut ? 'Signing out...' : 'Sign Out'}
        </Button>
      </Meta>
      <ChangeNameForm />
      <ChangePasswordForm />
      <ChangeEmailForm />
      <SignOutEverywhere />
      <DeleteAccountForm />
    </>
  );
}
