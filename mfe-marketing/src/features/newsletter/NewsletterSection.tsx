import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@site/shared/router';
import styled from 'styled-components';
import { Button, Container, Icon, Input, Label, Section } from '@site/shared/ui';
import { marketingPaths } from '@site/paths/marketing';

/** docs/product.md §9: the welcome confirmation shows for 5 seconds. */
export const NEWSLETTER_CONFIRMATION_MS = 5000;

const Box = styled.div`
  max-width: 720px;
  margin: 0 auto;
  text-align: center;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(6)};
  > div {
    flex: 1 1 260px;
    text-align: left;
  }
  > button {
    align-self: flex-end;
  }
`;

const Confirmation = styled.div`
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgba(255, 255, 255, 0.12);
  margin-top: ${({ theme }) => theme.space(6)};
`;

const LightLabel = styled(Label)`
  color: ${({ theme }) => theme.colors.heroForeground};
`;

/**
 * The free Inner Circle newsletter (docs/product.md §2 Home 7, §4). No request is made: joining shows a
 * welcome for 5 seconds and takes the visitor to the community page.
 */
export function NewsletterSection() {
  const [email, setEmail] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const navigate = useNavigate();

  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    setConfirmed(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setConfirmed(false), NEWSLETTER_CONFIRMATION_MS);
    navigate(marketingPaths.community);
  };

  const reset = () => {
    clearTimeout(timer.current);
    setConfirmed(false);
    setEmail('');
  };

  return (
    <Section id="newsletter" $tone="hero" aria-labelledby="newsletter-title">
      <Container>
        <Box>
          <h2 id="newsletter-title">Join the AI Inner Circle newsletter</h2>
          <p>One practical AI play for your business every week: free, no fluff, unsubscribe any time.</p>
          {confirmed ? (
            <Confirmation role="status">
              <Icon name="check" size={32} />
              <h3>Welcome to the Inner Circle!</h3>
              <p>Your first issue is on its way to {email}.</p>
              <Button $variant="hero" onClick={reset}>
                Continue Exploring
              </Button>
            </Confirmation>
          ) : (
            <Form onSubmit={submit}>
              <div>
                <LightLabel htmlFor="newsletter-email">Email address</LightLabel>
                <Input
                  id="newsletter-email"
                  type="email"
                  name="email"
                  required
                  autoComplete="email"
                  placeholder="you@business.com"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </div>
              <Button type="submit" $variant="warm" $size="lg">
                Join free
              </Button>
            </Form>
          )}
        </Box>
      </Container>
    </Section>
  );
}
