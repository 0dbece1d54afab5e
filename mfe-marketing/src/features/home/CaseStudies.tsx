import styled from 'styled-components';
import { Badge, Card, CardText, CardTitle, Container, Grid, Section, SectionHeader } from '@site/shared/ui';
import { caseStudies } from './homeData';

const Metrics = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
`;

const Results = styled.ul`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  padding: 0;
  margin: auto 0 0;
  li {
    display: flex;
    flex-direction: column;
    text-align: center;
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const Badges = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  flex-wrap: wrap;
`;

/** An id from a client's name: no spaces or punctuation ("Summit Roofing Co." -> "case-summit-roofing-co"). */
const caseId = (client: string) =>
  `case-${client
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

export function CaseStudies() {
  return (
    <Section id="case-studies" aria-labelledby="case-studies-title">
      <Container>
        <SectionHeader>
          <h2 id="case-studies-title">Case studies</h2>
          <p>Real businesses, real numbers, measured before and after.</p>
        </SectionHeader>
        <Grid $columns={3}>
          {caseStudies.map((study) => (
            <Card key={study.client} aria-labelledby={caseId(study.client)}>
              <Badges>
                <Badge $tone="muted">{study.industry}</Badge>
                <Badge $tone="success">ROI {study.roi}</Badge>
              </Badges>
              <CardTitle id={caseId(study.client)}>{study.title}</CardTitle>
              <CardText $weight={600}>{study.client}</CardText>
              <CardText>{study.description}</CardText>
              <Metrics>
                <dt>Before</dt>
                <dd>{study.beforeMetric}</dd>
                <dt>After</dt>
                <dd>{study.afterMetric}</dd>
              </Metrics>
              <Results aria-label={`Results for ${study.client}`}>
                {study.results.map((result) => (
                  <li key={result.label}>
                    <strong>{result.value}</strong>
                    {result.label}
                  </li>
                ))}
              </Results>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
