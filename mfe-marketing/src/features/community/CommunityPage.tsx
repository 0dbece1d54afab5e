import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { siteConfig } from '@site/shared/config';
import { PageMeta } from '@site/shared/seo';
import { toast } from '@site/shared/toast';
import { Badge, Button, Card, Container, Grid, Icon, Input, Label, Section, SectionHeader } from '@site/shared/ui';

/** SPEC §9: the Inner Circle join is simulated for 2 seconds; no request is made. */
export const JOIN_SIMULATION_MS = 2000;

const TIERS = [
  {
    name: 'Inner Circle',
    price: 97,
    popular: false,
    features: ['Two live workshops a month', 'Weekly group Q&A', 'Template and prompt library', 'Private community'],
  },
  {
    name: 'VIP Circle',
    price: 197,
    popular: true,
    features: [
      'Everything in Inner Circle',
      'Monthly 1:1 strategy call',
      'Priority answers within 24 hours',
      'Early access to new apps and courses',
    ],
  },
] as const;

const FEATURES = [
  { icon: 'users', title: 'Live workshops', text: 'Build real automations together, twice a month, with recordings.' },
  { icon: 'chat', title: 'Weekly Q&A', text: 'Bring your questions; leave with answers for your business.' },
  { icon: 'file', title: 'Template library', text: 'New prompts, SOPs and workflows every month.' },
  { icon: 'trendingUp', title: 'ROI tracking', text: 'Simple sheets to measure what every tool saves you.' },
] as const;

const TESTIMONIALS = [
  {
    name: 'Rachel Kim',
    role: 'Agency owner',
    quote: 'Every Q&A pays for the month. I have automated my whole client onboarding.',
  },
  { name: 'Tom Alvarez', role: 'Contractor', quote: 'Finally a group that talks about real businesses, not hype.' },
  { name: 'Priya Shah', role: 'Clinic manager', quote: 'The templates alone saved our front desk 6 hours a week.' },
] as const;

const STATS = [
  { value: '500+', label: 'Members' },
  { value: '95%', label: 'Success rate' },
  { value: '50+', label: 'Weekly sessions' },
  { value: '$2.3M+', label: 'Member ROI' },
] as const;

const JoinForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 560px;
  margin-top: ${({ theme }) => theme.space(8)};
  > div {
    flex: 1 1 260px;
  }
  label {
    color: ${({ theme }) => theme.colors.heroForeground};
  }
`;

const StatsGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  div {
    display: flex;
    flex-direction: column;
    text-align: center;
    padding: ${({ theme }) => theme.space(5)};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  dd {
    order: -1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: 800;
  span {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
`;

const Checklist = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    padding: 3px 0;
  }
  svg {
    color: ${({ theme }) => theme.colors.success};
    margin-top: 4px;
    flex-shrink: 0;
  }
`;

export function CommunityPage() {
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

  const tierClicked = (tier: string) =>
    toast({
      title: `${tier} Coming Soon!`,
      description: `Membership enrollment will be available soon. Contact ${siteConfig.expertName} for early access.`,
    });

  return (
    <>
      <PageMeta
        title="AI Inner Circle Community"
        description="Join the AI Inner Circle: live workshops, weekly Q&A, templates and a community of business owners putting AI to work."
        path="/community"
      />
      <Section $tone="hero">
        <Container>
          <Badge $tone="warm">Community</Badge>
          <h1 style={{ marginTop: 16 }}>The AI Inner Circle</h1>
          <p style={{ maxWidth: 640, fontSize: '1.125rem' }}>
            A community of business owners learning to use AI well: live workshops, weekly Q&A with{' '}
            {siteConfig.expertName}, and a library that grows every month.
          </p>
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
            <Button
              ref={joinButton}
              type="submit"
              $variant="warm"
              $size="lg"
              aria-disabled={joining || undefined}
              style={{ alignSelf: 'flex-end' }}
            >
              {joining ? 'Joining...' : 'Join Now'}
            </Button>
          </JoinForm>
        </Container>
      </Section>

      <Section aria-labelledby="tiers-title">
        <Container>
          <SectionHeader>
            <h2 id="tiers-title">Choose your circle</h2>
            <p>Monthly memberships, cancel any time.</p>
          </SectionHeader>
          <Grid $columns={2}>
            {TIERS.map((tier) => (
              <Card key={tier.name} style={tier.popular ? { borderWidth: 2 } : undefined}>
                {tier.popular ? (
                  <Badge $tone="accent" style={{ alignSelf: 'flex-start' }}>
                    Most popular
                  </Badge>
                ) : null}
                <h3 style={{ margin: 0 }}>{tier.name}</h3>
                <Price>
                  ${tier.price}
                  <span>/month</span>
                </Price>
                <Checklist>
                  {tier.features.map((feature) => (
                    <li key={feature}>
                      <Icon name="check" size={16} />
                      {feature}
                    </li>
                  ))}
                </Checklist>
                <Button
                  $variant={tier.popular ? 'default' : 'outline'}
                  $fullWidth
                  onClick={() => tierClicked(tier.name)}
                >
                  Join {tier.name}
                </Button>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section $tone="muted" aria-labelledby="features-title">
        <Container>
          <SectionHeader>
            <h2 id="features-title">What members get</h2>
          </SectionHeader>
          <Grid $columns={4}>
            {FEATURES.map((feature) => (
              <Card key={feature.title}>
                <Icon name={feature.icon} size={28} />
                <h3 style={{ margin: 0 }}>{feature.title}</h3>
                <p style={{ margin: 0 }}>{feature.text}</p>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section aria-labelledby="community-stats-title">
        <Container>
          <SectionHeader>
            <h2 id="community-stats-title">The circle in numbers</h2>
          </SectionHeader>
          <StatsGrid>
            {STATS.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </StatsGrid>
        </Container>
      </Section>

      <Section $tone="muted" aria-labelledby="community-testimonials-title">
        <Container>
          <SectionHeader>
            <h2 id="community-testimonials-title">Members say</h2>
          </SectionHeader>
          <Grid $columns={3}>
            {TESTIMONIALS.map((item) => (
              <Card as="figure" key={item.name} style={{ margin: 0 }}>
                <blockquote style={{ margin: 0 }}>“{item.quote}”</blockquote>
                <figcaption>
                  <strong>{item.name}</strong>, {item.role}
                </figcaption>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}
