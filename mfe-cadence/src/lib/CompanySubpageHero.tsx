import type { ReactNode } from 'react';
import { siteConfig } from '@site/shared/config';
import { Container, HeroBackLink, HeroLead, HeroTitle, Section } from '@site/shared/ui';

/** The hero of a page under the parent company: a link back to /cadence, the title, a lead, then actions. */
export function CompanySubpageHero({
  title,
  lead,
  leadWidth,
  children,
}: {
  title: string;
  lead: ReactNode;
  leadWidth: number;
  children: ReactNode;
}) {
  return (
    <Section $tone="hero">
      <Container>
        <HeroBackLink to="/cadence">{siteConfig.parentCompany}</HeroBackLink>
        <HeroTitle $space={3}>{title}</HeroTitle>
        <HeroLead $maxWidth={leadWidth}>{lead}</HeroLead>
        {children}
      </Container>
    </Section>
  );
}
