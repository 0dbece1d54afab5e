import styled from 'styled-components';
import { Container, Grid, QuoteCard, Section, SectionHeader, StarRating } from '@site/shared/ui';
import { testimonials } from './homeData';

const Quote = styled.blockquote`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Industry = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Result = styled.p`
  margin: auto 0 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.success};
`;

export function Testimonials() {
  return (
    <Section id="testimonials" $tone="muted" aria-labelledby="testimonials-title">
      <Container>
        <SectionHeader>
          <h2 id="testimonials-title">What clients say</h2>
          <p>Owners and teams who now use AI every day, with care.</p>
        </SectionHeader>
        <Grid $columns={4}>
          {testimonials.map((item) => (
            <QuoteCard key={item.name}>
              <StarRating rating={item.rating} />
              <Quote>“{item.quote}”</Quote>
              <Result>{item.results}</Result>
              {/* A figure's caption is its first or last child. */}
              <figcaption>
                <strong>{item.name}</strong>, {item.role}, {item.company}
                <br />
                <Industry>{item.industry}</Industry>
              </figcaption>
            </QuoteCard>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
