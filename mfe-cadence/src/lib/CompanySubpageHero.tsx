import type { ReactNode } from 'react';
import { siteConfig } from '@site/shared/config';
import { Container, HeroBackLink, HeroLead, HeroTitle, HeroWithArt, Section } from '@site/shared/ui';
import { CadenceArt, type CadenceArtKind } from './CadenceArt';
import { cadencePaths } from '@site/paths/cadence';

/**
 * The hero of a page under the parent company: a link back to /cadence, the title, a lead, then
 * actions, beside the page's illustration.
 */
export function CompanySubpageHero({
  title,
  lead,
  leadWidth,
  art,
  children,
}: {
  title: string;
  lead: ReactNode;
  leadWidth: number;
  art: CadenceArtKind;
  children: ReactNode;
}) {
  return (
    <Section $tone="hero">
      <Container>
        <HeroWithArt art={<CadenceArt kind={art} />}>
          <HeroBackLink to={cadencePaths.overview}>{siteConfig.parentCompany}</HeroBackLink>
          <HeroTitle $space={3}>{title}</HeroTitle>
          <HeroLead $maxWidth={leadWidth}>{lead}</HeroLead>
          {children}
        </HeroWithArt>
      </Container>
    </Section>
  );
}
