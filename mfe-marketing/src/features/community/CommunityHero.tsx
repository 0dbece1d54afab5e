import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { siteConfig } from '@site/shared/config';
import { toast } from '@site/shared/toast';
import { Badge, Button, Container, HeroLead, HeroTitle, HeroWithArt, Input, Label, Section } from '@site/shared/ui';
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
    align-self: flex-end;
  }
  label {
    color: ${({ theme }) => theme.colors.heroForeground};
  }
`;

/** The page's opening band with the join form (email only, simulated). */
export function CommunityHero() {
  const [email, setEmail] = useState('');
  const [joining, setJoining] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const joinButton = useRef<HTMLButtonElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const join = (event: FormEvent) => {
    event.preventDefault();
    if (joining) return;
    if (!email.trim()) {
      toast({
        title: 'Email required',
        description: 'Please enter your email to join the AI Inner Circle',
        variant: 'destructive',
      });
      return;
    }
    // The field is disabled while joining: focus waits on the button rather than on the body.
    joinButton.current?.focus();
    setJoining(true);
    timer.current = setTimeout(() => {
      setJoining(false);
      setEmail('');
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
          <HeroLead $maxWidth={640}>
            A community of business owners learning to use AI well: live workshops, weekly Q&A with{' '}
            {siteConfig.expertName}, and a library that grows every month.
          </HeroLead>
          <JoinForm onSubmit={join} noValidate>
            <div>
              <Label htmlFor="community-email">Email address</Label>
              <Input
                id="community-email"
                type="email"
                autoComplete="email"
                placeholder="you@business.com"
                value={email}
                disabled={joining}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
            <Button ref={joinButton} type="submit" $variant="warm" $size="lg" aria-disabled={joining || undefined}>
              {joining ? 'Joining...' : 'Join Now'}
            </Button>
          </JoinForm>
        </HeroWithArt>
      </Container>
    </Section>
  );
}
