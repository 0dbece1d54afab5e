import { useRef } from 'react';
import styled from 'styled-components';
import { siteConfig } from '@site/shared/config';
import { Container, ExternalFrame, Icon, Section, SectionHeader } from '@site/shared/ui';
import { SchedulingWidget } from './SchedulingWidget';
import { useNearViewport } from './useNearViewport';

export const CONTACT_FORM_HEIGHT_PX = 520;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.2fr 1fr;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Quote = styled.figure`
  margin: ${({ theme }) => theme.space(8)} 0 0;
  padding: ${({ theme }) => theme.space(6)};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  blockquote {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-style: italic;
  }
`;

const Small = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-top: ${({ theme }) => theme.space(2)};
`;

function ContactForm() {
  const frame = useRef<HTMLDivElement>(null);
  const url = siteConfig.external.contactFormUrl;
  return (
    <ExternalFrame
      src={url}
      title="Contact form"
      loadingLabel="Loading the contact form"
      active={useNearViewport(frame)}
      height={CONTACT_FORM_HEIGHT_PX}
      frameRef={frame}
      note={
        <Small>
          Form not showing?{' '}
          <a href={url} target="_blank" rel="noopener noreferrer">
            Open the contact form in a new tab
          </a>{' '}
          or email <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>.
        </Small>
      }
    >
      <Icon name="mail" size={32} />
      <p>The contact form could not be loaded here.</p>
    </ExternalFrame>
  );
}

export function ContactSection() {
  return (
    <Section id="contact" $tone="muted" aria-labelledby="contact-title">
      <Container>
        <SectionHeader>
          <h2 id="contact-title">Book your free strategy call</h2>
          <p>30 minutes, no pitch: we look at your business and find the first AI win worth having.</p>
        </SectionHeader>
        <Layout>
          <div>
            <h3>Pick a time</h3>
            <SchedulingWidget
              pageUrl={siteConfig.external.schedulingPageUrl}
              scriptUrl={siteConfig.external.schedulingWidgetScript}
            />
          </div>
          <div>
            <h3>Or send a message</h3>
            <ContactForm />
            <Quote>
              <blockquote>“The best AI strategy is the one your team actually uses on Monday morning.”</blockquote>
              <figcaption>— {siteConfig.expertName}</figcaption>
            </Quote>
          </div>
        </Layout>
      </Container>
    </Section>
  );
}
