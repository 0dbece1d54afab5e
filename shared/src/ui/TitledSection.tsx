import type { ComponentProps, ReactNode } from 'react';
import { Container, Section, SectionHeader } from './layout';

/** A page section named by its centred h2 (and an optional intro line), content below. */
export function TitledSection({
  id,
  sectionId,
  title,
  intro,
  tone,
  children,
  ...rest
}: {
  /** The heading's id, which names the section. */
  id: string;
  /** The section's own id, an anchor to link to. */
  sectionId?: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: 'muted';
  children: ReactNode;
} & Omit<ComponentProps<typeof Section>, 'id' | 'title' | 'children' | '$tone'>) {
  return (
    <Section id={sectionId} $tone={tone} aria-labelledby={id} {...rest}>
      <Container>
        <SectionHeader>
          <h2 id={id}>{title}</h2>
          {intro ? <p>{intro}</p> : null}
        </SectionHeader>
        {children}
      </Container>
    </Section>
  );
}
