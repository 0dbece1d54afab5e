import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@site/shared/router';
import styled from 'styled-components';
import { siteConfig } from '@site/shared/config';
import { useHydrated } from '@site/shared/hydration';
import { PageMeta } from '@site/shared/seo';
import { Badge, Button, Card, Container, Icon, Section } from '@site/shared/ui';
import { shopPaths } from '@site/paths/shop';
import { confirmPayment, type PaymentConfirmation } from './paymentStatus';
import { readSessionReference } from './sessionId';
import { marketingPaths } from '@site/paths/marketing';

const Narrow = styled(Container)`
  max-width: 820px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const NEXT_STEPS = [
  { title: 'Confirmation email', text: 'Within 5 minutes you receive a confirmation with your receipt.' },
  { title: 'Schedule your session', text: 'Pick a time that suits you from the calendar link in that email.' },
  { title: 'Pre-session form', text: 'Tell us about your business and goals so the session starts at full speed.' },
  {
    title: 'Your video session',
    text: 'We meet on video. The session is recorded and the recording is sent to you within 24 hours.',
  },
] as const;

const INCLUDED = [
  'One-to-one video session with Alex Rivera',
  'Session recording within 24 hours',
  'Written summary with your action plan',
  'Direct email support for 7 days after the session',
] as const;

const Steps = styled.ol`
  padding-left: ${({ theme }) => theme.space(5)};
  li {
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
`;

const Reference = styled.p`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  min-height: 32px;
  font-family: ${({ theme }) => theme.fonts.mono};
`;

/** The server's word on a well-formed session id (a link proves nothing: it can be forged). */
function usePaymentConfirmation(sessionId: string | null): PaymentConfirmation | 'checking' {
  const [result, setResult] = useState<{ sessionId: string; confirmation: PaymentConfirmation } | null>(null);
  useEffect(() => {
    if (!sessionId) return;
    let current = true;
    void confirmPayment(sessionId).then((confirmation) => {
      if (current) setResult({ sessionId, confirmation });
    });
    return () => {
      current = false;
    };
  }, [sessionId]);
  return result && result.sessionId === sessionId ? result.confirmation : 'checking';
}

export function ConsultationSuccessPage() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  // The query string is the visitor's: read it after hydration so the prerendered page is neutral.
  const reference = hydrated ? readSessionReference(params.get('session_id')) : null;
  const confirmation = usePaymentConfirmation(reference?.kind === 'valid' ? params.get('session_id') : null);
  const checking = !reference || (reference.kind === 'valid' && confirmation === 'checking');
  const paid = reference?.kind === 'valid' && confirmation === 'paid';
  const status = paid ? 'paid' : checking ? 'checking' : reference.kind === 'valid' ? 'unconfirmed' : reference.kind;

  return (
    <Section>
      <PageMeta
        title="Payment confirmation"
        description="Your consultation is booked: what happens next, what is included and how to reach support."
        path={marketingPaths.consultationSuccess}
      />
      <Narrow>
        <Card>
          <Icon name="check" size={48} />
          <h1>
            {paid ? 'Payment Successful!' : checking ? 'Confirming your payment' : 'We could not confirm this payment'}
          </h1>
          <Reference aria-live="polite" data-status={status}>
            {paid ? (
              <>
                <Badge $tone="success">Paid</Badge>
                <span>Session ID: </span>
                <strong data-testid="session-id">{reference.display}</strong>
              </>
            ) : null}
            {checking ? <span>Checking your payment with our payment provider...</span> : null}
            {status === 'unconfirmed' ? (
              <span>
                We could not confirm a payment for this link. If you have paid, your payment is not affected: check your
                confirmation email or contact support.
              </span>
            ) : null}
            {reference?.kind === 'missing' ? (
              <span>
                This page has no payment reference. If you just paid, check your confirmation email, or contact support.
              </span>
            ) : null}
            {reference?.kind === 'invalid' ? (
              <span>
                The payment reference in this link is not valid. Your payment is not affected: check your confirmation
                email or contact support.
              </span>
            ) : null}
          </Reference>
          <h2>What happens next</h2>
          <Steps>
            {NEXT_STEPS.map((step) => (
              <li key={step.title}>
                <strong>{step.title}.</strong> {step.text}
              </li>
            ))}
          </Steps>
          <h2>Included with your session</h2>
          <ul>
            {INCLUDED.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>
            Questions? Email{' '}
            <a href={`mailto:${siteConfig.supportEmail}?subject=Consultation%20booking`}>{siteConfig.supportEmail}</a>.
          </p>
          <Actions>
            <Button as={Link} to={marketingPaths.home}>
              Return Home
            </Button>
            <Button as={Link} to={shopPaths.shop} $variant="outline">
              Browse AI Products
            </Button>
          </Actions>
        </Card>
      </Narrow>
    </Section>
  );
}
