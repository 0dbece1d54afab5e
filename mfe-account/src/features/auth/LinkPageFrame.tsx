import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Container, Muted, Section } from '@site/shared/ui';

const Narrow = styled(Container)`
  max-width: 520px;
`;

const Panel = styled(Card)`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  gap: ${({ theme }) => theme.space(4)};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    margin: 0;
  }
  h1:focus {
    outline: none;
  }
  p {
    margin: 0;
  }
`;

export const LINK_USED_TITLE = 'This link was used or has expired';

/** The service's own words about a link, when it gave some: quoted as text, never as markup. */
export const ServiceWords = styled(Muted)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/**
 * The frame of the pages a mailed link opens: a heading that takes focus when the outcome changes
 * (so a screen reader says what happened), the outcome, and what to do next.
 */
export function LinkPageFrame({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [title]);
  return (
    <Section $tone="muted">
      <Narrow>
        <Panel as="div">
          <h1 ref={heading} tabIndex={-1}>
            {title}
          </h1>
          {children}
        </Panel>
      </Narrow>
    </Section>
  );
}
