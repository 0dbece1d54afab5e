import { useState } from 'react';
import styled from 'styled-components';
import { useSectionNavigation } from '@site/shared/navigation';
import type { ServiceCard } from './servicesData';
import {
  Button,
  Card,
  CardBadge,
  CardText,
  Container,
  Dialog,
  Grid,
  Icon,
  Section,
  SectionHeader,
  VisuallyHidden,
} from '@site/shared/ui';
import { ServiceDetails } from './ServiceDetails';
import { services } from './servicesData';

const ServiceCardBox = styled(Card)<{ $popular: boolean }>`
  border-color: ${({ $popular, theme }) => ($popular ? theme.colors.primary : theme.colors.border)};
  border-width: ${({ $popular }) => ($popular ? '2px' : '1px')};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const DialogActions = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Meta = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  margin: auto 0 0;
`;

function ServiceCardView({ service }: { service: ServiceCard }) {
  const [open, setOpen] = useState(false);
  const goToSection = useSectionNavigation();
  return (
    <ServiceCardBox $popular={service.popular} aria-labelledby={`service-${service.id}`}>
      {service.popular ? <CardBadge $tone="accent">Most popular</CardBadge> : null}
      <h3 id={`service-${service.id}`}>{service.title}</h3>
      <CardText>{service.description}</CardText>
      <ul>
        {service.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Meta>
        <Icon name="clock" size={16} /> {service.timeline}
      </Meta>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={service.title}
        description={service.description}
        trigger={
          <Button $variant={service.popular ? 'default' : 'outline'} $fullWidth>
            View details <VisuallyHidden>of {service.title}</VisuallyHidden>
          </Button>
        }
      >
        <ServiceDetails service={service} />
        <DialogActions>
          <Button
            onClick={() => {
              setOpen(false);
              goToSection('contact');
            }}
          >
            {service.cta}
          </Button>
        </DialogActions>
      </Dialog>
    </ServiceCardBox>
  );
}

export function ServicesSection() {
  return (
    <Section id="services" $tone="muted" aria-labelledby="services-title">
      <Container>
        <SectionHeader>
          <h2 id="services-title">How I can help</h2>
          <p>Four ways to work together, from a first strategy to hands-on implementation.</p>
        </SectionHeader>
        <Grid $columns={4}>
          {services.map((service) => (
            <ServiceCardView key={service.id} service={service} />
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
