import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@site/shared/router';
import styled from 'styled-components';
import { Button, Container, Icon, Section } from '@site/shared/ui';
import { marketingPaths } from '@site/paths/marketing';
import { carryEmail } from '../../lib/carriedEmail';
import { besideTheInput, EmailField, useEmailField } from '../../lib/EmailField';

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
    ${besideTheInput}
  }
  label {
    color: ${({ theme }) => theme.colors.heroForeground};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: center;
`;

const Confirmation = styled.div`
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgba(255, 255, 255, 0.12);
  margin-top: ${({ theme }) => theme.space(6)};
`;

/**
 * The free Inner Circle newsletter (docs/product.md §2 Home 7, §4, §5). No request is made. Joining
 * shows a welcome for 5 seconds, then goes on to /community with the email ready in its Join Now
 * field; Continue Exploring reverts at once and stays here.
 */
export function NewsletterSection() {
  const [email, setEmail] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const welcome = useRef<HTMLHeadingElement>(null);
  const stayed = useRef(false);
  const field = useEmailField(email, 'Enter your email address to join');
  const navigate = useNavigate();

  useEffect(() => () => clearTimeout(timer.current), []);
  // The form the focus was in is gone: the welcome's heading takes it. After Continue Exploring the
  // button is gone in turn: the empty field takes it back.
  useEffect(() => {
    if (confirmed) welcome.current?.focus();
    else if (stayed.current) field.input.current?.focus();
    stayed.current = false;
  }, [confirmed, field.input]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!field.check()) return;
    const joined = email.trim();
    setConfirmed(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setConfirmed(false);
      navigate(marketingPaths.community, { state: carryEmail(joined) });
    }, NEWSLETTER_CONFIRMATION_MS);
  };

  const reset = () => {
    clearTimeout(timer.current);
    stayed.current = true;
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
              <h3 ref={welcome} tabIndex={-1}>
                Welcome to the Inner Circle!
              </h3>
              <p>Your first issue is on its way to {email.trim()}.</p>
              <p>
                In a few seconds we take you to the Inner Circle community page, your email ready to join. To stay here,
                choose Continue Exploring.
              </p>
              <Actions>
                <Button $variant="hero" onClick={reset}>
                  Continue Exploring
                </Button>
                <Button
                  as={Link}
                  to={marketingPaths.community}
                  state={carryEmail(email.trim())}
                  $variant="outline"
                  onClick={() => clearTimeout(timer.current)}
                >
                  See the Inner Circle now
                </Button>
              </Actions>
            </Confirmation>
          ) : (
            <Form onSubmit={submit} noValidate>
              <EmailField
                id="newsletter-email"
                value={email}
                onChange={setEmail}
                inputRef={field.input}
                problem={field.problem}
              />
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
