import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { siteConfig } from '@site/shared/config';
import { marketingPaths } from '@site/paths/marketing';

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
  `One-to-one video session with ${siteConfig.expertName}`,
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

/** What follows a confirmed payment (docs/product.md §2, After a paid consultation). */
export function AfterPayment() {
  return (
    <>
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
    </>
  );
}

/**
 * What a visitor can do when the page cannot confirm a payment (docs/product.md §4): nothing here
 * assumes they paid, or that they did not.
 */
export function WhenUnconfirmed({ sessionId, mailto }: { sessionId: string | null; mailto: string }) {
  return (
    <>
      <h2>What you can do</h2>
      <Steps>
        <li>
          <strong>If you have paid,</strong> look for our confirmation email: it arrives within 5 minutes of payment,
          with your receipt and the link to schedule your session.
        </li>
        <li>
          <strong>No email after 5 minutes?</strong> Write to <a href={mailto}>{siteConfig.supportEmail}</a>
          {sessionId ? ` with your Session ID, ${sessionId},` : ''} and we will find your booking.
        </li>
        <li>
          <strong>Not paid yet, or want to talk first?</strong>{' '}
          <Link to={marketingPaths.section('contact')}>Book a free strategy call</Link>.
        </li>
      </Steps>
    </>
  );
}
