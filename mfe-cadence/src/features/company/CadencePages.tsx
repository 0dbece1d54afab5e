import type { ReactNode } from 'react';
import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { siteConfig } from '@site/shared/config';
import { PageMeta } from '@site/shared/seo';
import {
  Badge,
  Button,
  Card,
  CardBadge,
  CardLink,
  CardText,
  CardTitle,
  Container,
  Grid,
  HeroActions,
  HeroLead,
  HeroTitle,
  HeroWithArt,
  Icon,
  IconTile,
  Section,
  TitledSection,
} from '@site/shared/ui';
import { marketingPaths } from '@site/paths/marketing';
import { CadenceArt } from '../../lib/CadenceArt';
import { CompanySubpageHero } from '../../lib/CompanySubpageHero';
import { companyServices, type CapabilityCard, type CompanyService } from './companyData';
import { cadencePaths } from '@site/paths/cadence';

/** A single card, centred at a readable width. */
const LoneCard = styled(Card)`
  max-width: 760px;
  margin: 0 auto;
`;

const HeroLink = styled(Button)`
  background: transparent;
  color: ${({ theme }) => theme.colors.heroForeground};
  border-color: rgba(255, 255, 255, 0.8);
`;

function Cards({ cards, testId }: { cards: readonly CapabilityCard[]; testId: string }) {
  return (
    <Grid $columns={cards.length % 3 === 0 ? 3 : cards.length === 4 ? 4 : 3}>
      {cards.map((card) => (
        <IconTile key={card.title} icon={card.icon} title={card.title} text={card.text} data-testid={testId} />
      ))}
    </Grid>
  );
}

/** The card that sends a visitor on to the insurance concierge. */
function ConciergeCard({
  titleId,
  title,
  badge,
  children,
  ...rest
}: {
  titleId: string;
  title: string;
  badge?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <LoneCard {...rest}>
      {badge ? <CardBadge $tone="success">{badge}</CardBadge> : null}
      <CardTitle as="h2" id={titleId}>
        {title}
      </CardTitle>
      <CardText>{children}</CardText>
      <CardLink to={cadencePaths.concierge}>
        Visit the concierge <Icon name="arrowRight" size={16} />
      </CardLink>
    </LoneCard>
  );
}

/** /cadence: the parent company overview. */
export function CadenceOverviewPage() {
  return (
    <>
      <PageMeta
        title={`${siteConfig.parentCompany}: Business Operations, Technology and Customer Experience`}
        description="Cadence delivers business process outsourcing, technology consulting and customer experience management, plus an AI-assisted healthcare insurance concierge."
        path={cadencePaths.overview}
      />
      <Section $tone="hero">
        <Container>
          <HeroWithArt art={<CadenceArt kind="overview" />}>
            <Badge $tone="warm">Parent company</Badge>
            <HeroTitle $space={4}>{siteConfig.parentCompany}</HeroTitle>
            <HeroLead $maxWidth={680}>
              {siteConfig.parentCompany} runs the operations, technology and customer experience behind growing
              companies and healthcare organisations, with people and AI working side by side.
            </HeroLead>
            <HeroActions>
              <Button as={Link} to={marketingPaths.section('contact')} $variant="hero">
                Contact Us
              </Button>
            </HeroActions>
          </HeroWithArt>
        </Container>
      </Section>
      <TitledSection id="cadence-services-title" title="What we do">
        <Grid $columns={3}>
          {companyServices.map((service) => (
            <Card key={service.slug} data-testid="service-card">
              <CardTitle>{service.title}</CardTitle>
              <CardText>{service.summary}</CardText>
              <CardLink to={service.path}>
                Explore {service.title} <Icon name="arrowRight" size={16} />
              </CardLink>
            </Card>
          ))}
        </Grid>
      </TitledSection>
      <Section $tone="muted" aria-labelledby="healthcare-title">
        <Container>
          <ConciergeCard
            titleId="healthcare-title"
            title="Cranial prosthesis insurance concierge"
            badge="Healthcare"
            data-testid="healthcare-card"
          >
            For patients with a doctor’s prescription for a cranial prosthesis: we review your coverage, match you with
            in-network providers and handle the paperwork.
          </ConciergeCard>
        </Container>
      </Section>
    </>
  );
}

/** The three company service pages, each with exactly its cards (docs/product.md §2). */
export function CompanyServicePage({ service }: { service: CompanyService }) {
  return (
    <>
      <PageMeta
        title={`${service.title} | ${siteConfig.parentCompany}`}
        description={service.summary}
        path={service.path}
      />
      <CompanySubpageHero title={service.title} leadWidth={720} lead={service.intro} art={service.slug}>
        <HeroActions>
          <Button as={Link} to={marketingPaths.section('contact')} $variant="hero">
            Contact Us
          </Button>
          <HeroLink as={Link} to={cadencePaths.overview}>
            View All Services
          </HeroLink>
        </HeroActions>
      </CompanySubpageHero>
      <TitledSection id="capabilities-title" title="Capabilities">
        <Cards cards={service.cards} testId="capability-card" />
      </TitledSection>
      {service.benefits ? (
        <TitledSection tone="muted" id="benefits-title" title="Benefits">
          <Cards cards={service.benefits} testId="benefit-card" />
        </TitledSection>
      ) : null}
      {service.slug === 'business-operations' ? (
        <Section aria-labelledby="concierge-link-title">
          <Container>
            <ConciergeCard titleId="concierge-link-title" title="Healthcare insurance concierge">
              Our operations team also helps patients get cranial prostheses covered by their insurance.
            </ConciergeCard>
          </Container>
        </Section>
      ) : null}
    </>
  );
}
