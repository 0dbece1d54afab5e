import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { siteConfig } from '@site/shared/config';
import { PageMeta } from '@site/shared/seo';
import { Badge, Button, Card, Container, Grid, Icon, Section, SectionHeader, IconBubble } from '@site/shared/ui';
import { companyServices, type CapabilityCard, type CompanyService } from './companyData';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
`;

const CardLink = styled(Link)`
  font-weight: 700;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
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
        <Card key={card.title} data-testid={testId}>
          <IconBubble aria-hidden="true">
            <Icon name={card.icon} size={24} />
          </IconBubble>
          <h3 style={{ margin: 0 }}>{card.title}</h3>
          <p style={{ margin: 0 }}>{card.text}</p>
        </Card>
      ))}
    </Grid>
  );
}

/** /cadence: the parent company overview. */
export function CadenceOverviewPage() {
  return (
    <>
      <PageMeta
        title={`${siteConfig.parentCompany}: Business Operations, Technology and Customer Experience`}
        description="Cadence delivers business process outsourcing, technology consulting and customer experience management, plus an AI-assisted healthcare insurance concierge."
        path="/cadence"
      />
      <Section $tone="hero">
        <Container>
          <Badge $tone="warm">Parent company</Badge>
          <h1 style={{ marginTop: 16 }}>{siteConfig.parentCompany}</h1>
          <p style={{ maxWidth: 680, fontSize: '1.125rem' }}>
            {siteConfig.parentCompany} runs the operations, technology and customer experience behind growing companies
            and healthcare organisations, with people and AI working side by side.
          </p>
          <Actions>
            <Button as={Link} to="/#contact" $variant="hero">
              Contact Us
            </Button>
          </Actions>
        </Container>
      </Section>
      <Section aria-labelledby="cadence-services-title">
        <Container>
          <SectionHeader>
            <h2 id="cadence-services-title">What we do</h2>
          </SectionHeader>
          <Grid $columns={3}>
            {companyServices.map((service) => (
              <Card key={service.slug} data-testid="service-card">
                <h3 style={{ margin: 0 }}>{service.title}</h3>
                <p style={{ margin: 0 }}>{service.summary}</p>
                <CardLink to={service.path}>
                  Explore {service.title} <Icon name="arrowRight" size={16} />
                </CardLink>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section $tone="muted" aria-labelledby="healthcare-title">
        <Container>
          <Card data-testid="healthcare-card" style={{ maxWidth: 760, margin: '0 auto' }}>
            <Badge $tone="success" style={{ alignSelf: 'flex-start' }}>
              Healthcare
            </Badge>
            <h2 id="healthcare-title" style={{ margin: 0 }}>
              Cranial prosthesis insurance concierge
            </h2>
            <p style={{ margin: 0 }}>
              For patients with a doctor’s prescription for a cranial prosthesis: we review your coverage, match you
              with in-network providers and handle the paperwork.
            </p>
            <CardLink to="/cadence-concierge">
              Visit the concierge <Icon name="arrowRight" size={16} />
            </CardLink>
          </Card>
        </Container>
      </Section>
    </>
  );
}

/** The three company service pages, each with exactly its SPEC cards. */
export function CompanyServicePage({ service }: { service: CompanyService }) {
  return (
    <>
      <PageMeta
        title={`${service.title} | ${siteConfig.parentCompany}`}
        description={service.summary}
        path={service.path}
      />
      <Section $tone="hero">
        <Container>
          <Link to="/cadence" style={{ color: 'inherit' }}>
            {siteConfig.parentCompany}
          </Link>
          <h1 style={{ marginTop: 12 }}>{service.title}</h1>
          <p style={{ maxWidth: 720, fontSize: '1.125rem' }}>{service.intro}</p>
          <Actions>
            <Button as={Link} to="/#contact" $variant="hero">
              Contact Us
            </Button>
            <HeroLink as={Link} to="/cadence">
              View All Services
            </HeroLink>
          </Actions>
        </Container>
      </Section>
      <Section aria-labelledby="capabilities-title">
        <Container>
          <SectionHeader>
            <h2 id="capabilities-title">Capabilities</h2>
          </SectionHeader>
          <Cards cards={service.cards} testId="capability-card" />
        </Container>
      </Section>
      {service.benefits ? (
        <Section $tone="muted" aria-labelledby="benefits-title">
          <Container>
            <SectionHeader>
              <h2 id="benefits-title">Benefits</h2>
            </SectionHeader>
            <Cards cards={service.benefits} testId="benefit-card" />
          </Container>
        </Section>
      ) : null}
      {service.slug === 'business-operations' ? (
        <Section aria-labelledby="concierge-link-title">
          <Container>
            <Card style={{ maxWidth: 760, margin: '0 auto' }}>
              <h2 id="concierge-link-title" style={{ margin: 0 }}>
                Healthcare insurance concierge
              </h2>
              <p style={{ margin: 0 }}>
                Our operations team also helps patients get cranial prostheses covered by their insurance.
              </p>
              <CardLink to="/cadence-concierge">
                Visit the concierge <Icon name="arrowRight" size={16} />
              </CardLink>
            </Card>
          </Container>
        </Section>
      ) : null}
    </>
  );
}
