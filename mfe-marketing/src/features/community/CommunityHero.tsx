import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { siteConfig } from '@site/shared/config';
import { useHydrated } from '@site/shared/hydration';
import { useLocation } from '@site/shared/router';
import { toast } from '@site/shared/toast';
import { Badge, Button, Container, HeroLead, HeroTitle, HeroWithArt, Section } from '@site/shared/ui';
import { carriedEmail } from '../../lib/carriedEmail';
import { besideTheInput, EmailField, useEmailField } from '../../lib/EmailField';
import { CommunityArt } from './CommunityArt';

/** docs/product.md §9: the Inner Circle join is simulated for 2 seconds; no request is made. */
export const JOIN_SIMULATION_MS = 2000;

const JoinForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 560px;
  margin-top: ${({ theme }) => theme.space(8)};
  > div {
    flex: 1 1 260px;
  }
  > button {
    ${besideTheInput}
  }
  label {
    color: ${({ theme }) => theme.colors.heroForeground};
  }
`;

const EMPTY_EMAIL = 'Please enter your email to join the AI Inner Circle';

/**
 * The page's opening band with the join form (email only, simulated; docs/product.md §4, §5). The
 * email the home page's newsletter form carried here is ready in the field.
 */
export function CommunityHero() {
  const { state } = useLocation();
  const hydrated = useHydrated();
  // What the visitor typed here; until then, the email carried here (read once hydrated, so a
  // page prerendered with an empty field hydrates as it was sent).
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? (hydrated ? carriedEmail(state) : '');
  const [joining, setJoining] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const joinButton = useRef<HTMLButtonElement>(null);
  const field = useEmailField(email, EMPTY_EMAIL);
  useEffect(() => () => clearTimeout(timer.current), []);

  const join = (event: FormEvent) => {
    event.preventDefault();
    if (joining) return;
    if (!field.check()) {
      if (!email.trim()) toast({ title: 'Email required', description: EMPTY_EMAIL, variant: 'destructive' });
      return;
    }
    // The field is disabled while joining: focus waits on the button rather than on the body.
    joinButton.current?.focus();
    setJoining(true);
    timer.current = setTimeout(() => {
      setJoining(false);
      setTyped('');
      toast({
        title: 'Welcome to the AI Inner Circle!',
        description: 'Check your inbox: your first insider briefing is on its way.',
      });
    }, JOIN_SIMULATION_MS);
  };

  return (
    <Section $tone="hero">
      <Container>
        <HeroWithArt art={<CommunityArt />}>
          <Badge $tone="warm">Community</Badge>
          <HeroTitle $space={4}>The AI Inner Circle</HeroTitle>
          {/* One string, so one text node: a page cut between its parts moved the space between them
              (docs/performance.md, "A page that holds still"). */}
          <HeroLead $maxWidth={640}>
            {`A community of business owners learning to use AI well: live workshops, weekly Q&A with ${siteConfig.expertName}, and a library that grows every month.`}
          </HeroLead>
          <JoinForm onSubmit={join} noValidate>
            <EmailField
              id="community-email"
              value={email}
              onChange={setTyped}
              inputRef={field.input}
              problem={field.problem}
              disabled={joining}
            />
            <Button ref={joinButton} type="submit" $variant="warm" $size="lg" aria-disabled={joining || undefined}>
              {joining ? 'Joining...' : 'Join Now'}
            </Button>
          </JoinForm>
        </HeroWithArt>
      </Container>
    </Section>
  );
}
