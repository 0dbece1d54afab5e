import type { ReactNode } from 'react';
import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { Button, Icon } from '@site/shared/ui';
import { marketingPaths } from '@site/paths/marketing';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: space-between;
`;

/** The row under a question or a result: its own action first, then the way home. */
export function TrustTestActions({ children }: { children: ReactNode }) {
  return (
    <Row>
      {children}
      <Button as={Link} to={marketingPaths.home} $variant="ghost">
        <Icon name="home" size={16} /> Back to Home
      </Button>
    </Row>
  );
}
