import { useEffect, useRef, useState } from 'react';
import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { siteConfig } from '@site/shared/config';
import { PageMeta } from '@site/shared/seo';
import {
  Button,
  Card,
  CardText,
  CardTitle,
  Container,
  ExternalFrame,
  Grid,
  HeroTitle,
  Icon,
  Section,
} from '@site/shared/ui';
import { cadencePaths } from '@site/paths/cadence';

const STEPS = [
  { title: 'Submit your information', time: '5-10 minutes', text: 'Your details, insurance card and prescription.' },
  {
    title: 'AI analysis',
    time: '24-48 hours',
    text: 'Your coverage and prescription are reviewed and checked by a specialist.',
  },
  { title: 'Personalised plan', time: 'Same day', text: 'Your coverage summary, matched providers and next steps.' },
] as const;

const DOCUMENTS = [
  'Insurance card, front and back (photo or scan)',
  'Doctor’s prescription for a cranial prosthesis',
  'Date of birth and policy holder details',
  'Your preferred area for in-network providers',
] as const;

const FORM_HEIGHT_PX = 900;

const Step = styled(Card)`
  strong {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const StepNumber = styled.span`
  font-size: 2rem;
  font-weight: 800;
`;

const Page = styled(Container)`
  max-width: 960px;
`;

const FrameNote = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
`;

/** The external intake form; when its host cannot be reached, a notice and the note in its place. */
function IntakeFrame() {
  const url = siteConfig.external.intakeFormUrl;
  return (
    <ExternalFrame
      src={url}
      title="Insurance intake form"
      loadingLabel="Loading the intake form"
      active
      height={FORM_HEIGHT_PX}
      maxHeight="80vh"
      note={
        <FrameNote role="note">
          <Icon name="alert" size={16} /> If the form does not appear, it may be blocked or offline:{' '}
          <a href={url} target="_blank" rel="noopener noreferrer">
            open the intake form in a new tab
          </a>{' '}
          or email your documents to{' '}
          <a href={`mailto:${siteConfig.supportEmail}?subject=Concierge%20intake`}>{siteConfig.supportEmail}</a>.
        </FrameNote>
      }
    >
      <p>The intake form could not be loaded here.</p>
    </ExternalFrame>
  );
}

/** The insurance intake page: instructions, then the embedded external intake form. */
export function IntakePage() {
  const [view, setView] = useState<'instructions' | 'form'>('instructions');
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [view]);
  const show = (next: 'instructions' | 'form') => {
    moved.current = true;
    setView(next);
  };

  return (
    <>
      <PageMeta
        title="Insurance Intake"
        description="How the cranial prosthesis insurance intake works, which documents to prepare, and the secure intake form."
        path={cadencePaths.intake}
      />
      <Section>
        <Page>
          <Link to={cadencePaths.concierge}>Insurance concierge</Link>
          <HeroTitle $space={3}>Insurance Intake</HeroTitle>
          {view === 'instructions' ? (
            <>
              <h2 ref={heading} tabIndex={-1}>
                How it works
              </h2>
              <Grid $columns={3}>
                {STEPS.map((step, index) => (
                  <Step key={step.title} data-testid="intake-step">
                    <StepNumber aria-hidden="true">{index + 1}</StepNumber>
                    <CardTitle>{step.title}</CardTitle>
                    <strong>{step.time}</strong>
                    <CardText>{step.text}</CardText>
                  </Step>
                ))}
              </Grid>
              <h2>Documents to have ready</h2>
              <ul>
                {DOCUMENTS.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <Button $size="lg" onClick={() => show('form')}>
                Begin Intake Process
              </Button>
            </>
          ) : (
            <>
              <h2 ref={heading} tabIndex={-1}>
                Secure intake form
              </h2>
              <IntakeFrame />
              <Button $variant="outline" onClick={() => show('instructions')}>
                <Icon name="arrowLeft" size={16} /> Back to instructions
              </Button>
            </>
          )}
        </Page>
      </Section>
    </>
  );
}
