import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from './icons';
import { Container, Section } from './layout';

const GuaranteeBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  text-align: center;
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 2px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successSoft};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    margin: 0;
  }
  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** The money-back or implementation guarantee of docs/product.md §9. */
export function Guarantee({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section aria-labelledby="guarantee-title">
      <Container>
        <GuaranteeBox data-testid="guarantee">
          <Icon name="shield" size={40} />
          <h2 id="guarantee-title">{title}</h2>
          <p>{children}</p>
        </GuaranteeBox>
      </Container>
    </Section>
  );
}
