import styled from 'styled-components';
import type { ServiceCard } from './servicesData';
import { Icon } from '@site/shared/ui';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    padding: 3px 0;
  }
  li svg {
    flex-shrink: 0;
    margin-top: 4px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** A line high before its words arrive: its icon, centred alone, moved down when they came. */
const Timeline = styled.p`
  display: inline-flex;
  align-items: center;
  min-height: 1lh;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryHover};
`;

/** Features, detailed features, deliverables and timeline of a service (dialog and /services). */
export function ServiceDetails({ service, headingLevel = 3 }: { service: ServiceCard; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <>
      <Timeline>
        <Icon name="clock" size={18} /> Timeline: {service.timeline}
      </Timeline>
      <Columns>
        <div>
          <Heading>What’s included</Heading>
          <ul>
            {[...service.features, ...service.detailedFeatures].map((item) => (
              <li key={item}>
                <Icon name="check" size={16} />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <Heading>Deliverables</Heading>
          <ul>
            {service.deliverables.map((item) => (
              <li key={item}>
                <Icon name="file" size={16} />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </Columns>
    </>
  );
}
