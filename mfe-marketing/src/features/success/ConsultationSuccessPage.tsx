import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@site/shared/router';
import styled from 'styled-components';
import { siteConfig } from '@site/shared/config';
import { useHydrated } from '@site/shared/hydration';
import { PageMeta } from '@site/shared/seo';
import { Badge, Button, Card, Container, Icon, Section } from '@site/shared/ui';
import { shopPaths } from '@site/paths/shop';
import { confirmPayment, type PaymentConfirmation } from './paymentStatus';
import { AfterPayment, WhenUnconfirmed } from './PaymentOutcome';
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

const StatusMark = styled.span<{ $tone: 'success' | 'warning' | 'muted' }>`
  display: inline-flex;
  width: 64px;
  height: 64px;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radii.full};
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'warning'
        ? theme.colors.warning
        : theme.colors.mutedForeground};
  background: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.successSoft
      : $tone === 'warning'
        ? theme.colors.warningSoft
        : theme.colors.muted};
`;

const Status = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin: 0;
`;

const SessionRef = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-weight: 700;
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

  const sessionId = reference?.kind === 'valid' ? reference.display : null;
  const subject = sessionId ? `Consultation booking ${sessionId}` : 'Consultation booking';
  const mailto = `mailto:${siteConfig.supportEmail}?subject=${encodeURIComponent(subject)}`;

  return (
    <Section>
      <PageMeta
        title="Payment confirmation"
        description="Your consultation is booked: what happens next, what is included and how to reach support."
        path={marketingPaths.consultationSuccess}
      />
      <Narrow>
        <Card>
          {/* The success mark only for a payment the server confirmed. */}
          <StatusMark
            role="img"
            aria-label={paid ? 'Paid' : checking ? 'Checking' : 'Not confirmed'}
            $tone={paid ? 'success' : checking ? 'muted' : 'warning'}
          >
            <Icon name={paid ? 'check' : checking ? 'clock' : 'alert'} size={36} />
          </StatusMark>
          <h1>
            {paid ? 'Payment Successful!' : checking ? 'Confirming your payment' : 'We could not confirm this payment'}
          </h1>
          <Status aria-live="polite" data-status={status}>
            {paid ? <Badge $tone="success">Paid</Badge> : null}
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
          </Status>
          {sessionId ? (
            <p>
              Session ID: <SessionRef data-testid="session-id">{sessionId}</SessionRef>
            </p>
          ) : null}
          {paid ? <AfterPayment /> : checking ? null : <WhenUnconfirmed sessionId={sessionId} mailto={mailto} />}
          <p>
            Questions? Email <a href={mailto}>{siteConfig.supportEmail}</a>.
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
