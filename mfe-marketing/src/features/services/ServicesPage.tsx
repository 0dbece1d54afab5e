import styled from 'styled-components';
import { PageMeta } from '@site/shared/seo';
import { Badge, Container, Section, SectionLinkButton } from '@site/shared/ui';
import { ServiceDetails } from './ServiceDetails';
import { services } from './servicesData';
import { marketingPaths } from '@site/paths/marketing';

const ServiceBlock = styled.section`
  padding: ${({ theme }) => theme.space(10)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-of-type {
    border-bottom: none;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  > a {
    margin-top: ${({ theme }) => theme.space(6)};
  }
`;

const Jump = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
    list-style: none;
    padding: 0;
    margin: ${({ theme }) => theme.space(6)} 0 0;
  }
  a {
    color: ${({ theme }) => theme.colors.heroForeground};
    font-weight: 600;
  }
`;

/** /services: one section per service, the destinations of the footer's /services#... links. */
export function ServicesPage() {
  return (
    <>
      <PageMeta
        title="Services: AI Strategy, Automation, Training and Implementation"
        description="Four ways to work with Alex Rivera: AI strategy consulting, business process automation, AI training and workshops, and implementation support."
        path={marketingPaths.services}
      />
      <Section $tone="hero">
        <Container>
          <h1>Services</h1>
          <p>From a first strategy to hands-on implementation: what each engagement includes and how long it takes.</p>
          <Jump aria-label="Services on this page">
            <ul>
              {services.map((service) => (
                <li key={service.id}>
                  <a href={`#${service.id}`}>{service.title}</a>
                </li>
              ))}
            </ul>
          </Jump>
        </Container>
      </Section>
      <Container>
        {services.map((service) => (
          <ServiceBlock key={service.id} id={service.id} aria-labelledby={`${service.id}-title`}>
            {service.popular ? <Badge $tone="accent">Most popular</Badge> : null}
            <h2 id={`${service.id}-title`}>{service.title}</h2>
            <p>{service.description}</p>
            <ServiceDetails service={service} />
            <SectionLinkButton section="contact">{service.cta}</SectionLinkButton>
          </ServiceBlock>
        ))}
      </Container>
    </>
  );
}
