import styled from 'styled-components';
import { siteConfig } from '@site/shared/config';
import { Container, Section, StatRow } from '@site/shared/ui';
import { aboutStats } from './homeData';
import { Portrait } from './Portrait';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 300px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(16)};
    align-items: start;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

export function About() {
  return (
    <Section id="about" aria-labelledby="about-title">
      <Container>
        <Layout>
          <Portrait />
          <div>
            <h2 id="about-title">Practical AI for the businesses that run our towns</h2>
            <p>
              For fifteen years I built operations and technology teams for growing companies. When generative AI
              arrived, I saw owners being sold tools they did not need and skipping the checks they did. So I started
              helping them do it properly.
            </p>
            <p>
              Today I work with owners of service businesses, clinics, trades, agencies and online stores. We start with
              the work that eats your week, automate what should be automated, train your people to use AI with
              judgement, and measure the results together.
            </p>
            <p>
              Everything I teach is tested in real businesses first: the courses, templates and apps in the shop are the
              same ones my clients use. — {siteConfig.expertName}
            </p>
            <StatRow
              stats={aboutStats}
              label="Results across clients"
              $variant="soft"
              $columns={3}
              $align="start"
              $labelWeight={600}
            />
          </div>
        </Layout>
      </Container>
    </Section>
  );
}
