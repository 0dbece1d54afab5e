import styled from 'styled-components';
import { useSectionNavigation } from '@site/shared/navigation';
import { Button, Container, Icon, Section } from '@site/shared/ui';

const Cta = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  text-align: center;
  h2,
  p {
    margin: 0;
  }
`;

/** The closing call to action: on to the four services on the home page. */
export function CoachingCta() {
  const goToSection = useSectionNavigation();
  return (
    <Section aria-labelledby="coaching-cta-title">
      <Container>
        <Cta>
          <h2 id="coaching-cta-title">Ready to put AI to work?</h2>
          <p>See the four services in detail, with timelines and what you get.</p>
          <Button $variant="hero" $size="lg" onClick={() => goToSection('services')}>
            Explore the services <Icon name="arrowRight" size={18} />
          </Button>
        </Cta>
      </Container>
    </Section>
  );
}
