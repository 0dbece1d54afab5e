import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { siteConfig } from '@site/shared/config';
import { PageMeta, StructuredData } from '@site/shared/seo';
import {
  Button,
  Card,
  CardText,
  CardTitle,
  CheckList,
  Container,
  Grid,
  Icon,
  IconTile,
  Section,
  TitledSection,
} from '@site/shared/ui';
import { CompanySubpageHero } from '../../lib/CompanySubpageHero';
import { IntakeForm } from './IntakeForm';
import { cadencePaths } from '@site/paths/cadence';

export const CONCIERGE_STRUCTURED_DATA_ID = 'cadence-concierge';

const BENEFITS = [
  {
    icon: 'target',
    title: 'Expert Analysis',
    text: 'AI-assisted review of your prescription and your policy’s coverage for cranial prostheses, checked by a specialist.',
  },
  {
    icon: 'users',
    title: 'Perfect Matching',
    text: 'We match you with in-network providers near you who fit your prescription and your preferences.',
  },
  {
    icon: 'shield',
    title: 'Insurance Support',
    text: 'Pre-authorisations, claim forms and follow-ups handled for you, so you can focus on yourself.',
  },
] as const;

const CHECKLIST = [
  'You have a doctor’s prescription for a cranial prosthesis (a medical wig)',
  'You have health insurance and your insurance card to hand',
  'You want help understanding your coverage and filing the paperwork',
  'You would like to be matched with an in-network provider',
] as const;

const Notice = styled.aside`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border-left: 6px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.warning};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const FormCard = styled(Card)`
  max-width: 720px;
  margin: 0 auto;
`;

const NarrowContainer = styled(Container)`
  max-width: 760px;
`;

const SupportLine = styled.p`
  text-align: center;
  margin: 0;
`;

export const conciergeStructuredData = {
  '@context': 'https://schema.org',
  '@type': 'MedicalBusiness',
  name: `${siteConfig.parentCompany} Insurance Concierge`,
  description:
    'AI-assisted insurance concierge for cranial prostheses: prescription and coverage analysis, in-network provider matching and paperwork support for patients who already hold a doctor’s prescription. Not a diagnosis tool.',
  url: `${siteConfig.siteUrl}${cadencePaths.concierge}`,
  email: siteConfig.supportEmail,
  parentOrganization: {
    '@type': 'Organization',
    name: siteConfig.parentCompany,
    url: `${siteConfig.siteUrl}${cadencePaths.overview}`,
  },
  areaServed: 'US',
  serviceType: ['Insurance verification', 'Provider matching', 'Claims paperwork'],
};

export function ConciergePage() {
  return (
    <>
      <PageMeta
        title="Cranial Prosthesis Insurance Concierge"
        description="AI-assisted insurance support for patients with a prescription for a cranial prosthesis: coverage analysis, in-network provider matching and paperwork."
        path={cadencePaths.concierge}
      />
      <StructuredData id={CONCIERGE_STRUCTURED_DATA_ID} data={conciergeStructuredData} />
      <CompanySubpageHero
        title="Cranial Prosthesis Insurance Concierge"
        leadWidth={680}
        art="concierge"
        lead="Getting a cranial prosthesis covered should not be another burden. We analyse your prescription and coverage, match you with in-network providers and handle the paperwork."
      >
        <Button as="a" href="#start-process" $variant="hero" $size="lg">
          Start Your Process
        </Button>
      </CompanySubpageHero>

      <TitledSection id="benefits-title" title="How we help">
        <Grid $columns={3}>
          {BENEFITS.map((benefit) => (
            <IconTile
              key={benefit.title}
              bare
              icon={benefit.icon}
              title={benefit.title}
              text={benefit.text}
              data-testid="benefit"
            />
          ))}
        </Grid>
      </TitledSection>

      <Section $tone="muted" aria-labelledby="notice-title">
        <Container>
          <Notice>
            <Icon name="alert" size={32} />
            <div>
              <h2 id="notice-title">Important notice</h2>
              <p>
                This service is for patients who <strong>already hold a doctor’s prescription</strong> for a cranial
                prosthesis. It is <strong>not a diagnosis tool</strong> and does not give medical advice: questions
                about your condition or treatment belong with your doctor.
              </p>
            </div>
          </Notice>
        </Container>
      </Section>

      <Section aria-labelledby="right-for-you-title">
        <NarrowContainer>
          <h2 id="right-for-you-title">Is This Service Right for You?</h2>
          <CheckList $loose>
            {CHECKLIST.map((item) => (
              <li key={item}>
                <Icon name="check" size={18} />
                {item}
              </li>
            ))}
          </CheckList>
          <p>
            Prefer to read the steps first? <Link to={cadencePaths.intake}>See how the intake works</Link>.
          </p>
        </NarrowContainer>
      </Section>

      <Section $tone="muted" id="start-process" aria-labelledby="start-process-title">
        <Container>
          <FormCard>
            <CardTitle as="h2" id="start-process-title">
              Start Your Process
            </CardTitle>
            <CardText>
              Add your details and the two documents we need. We check them here first so nothing is sent that we cannot
              read.
            </CardText>
            <IntakeForm />
          </FormCard>
        </Container>
      </Section>

      <Section aria-label="Support">
        <Container>
          <SupportLine>
            Questions about the concierge? Email{' '}
            <a href={`mailto:${siteConfig.supportEmail}?subject=Insurance%20concierge`}>{siteConfig.supportEmail}</a>,
            Monday to Friday, 9am to 6pm ET.
          </SupportLine>
        </Container>
      </Section>
    </>
  );
}
