import styled from 'styled-components';
import { useHydrated } from '@site/shared/hydration';
import { PageMeta } from '@site/shared/seo';
import { Container, Section } from '@site/shared/ui';
import type { LegalDocument } from './legalContent';

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-top: ${({ theme }) => theme.space(8)};
  }
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
  time {
    display: inline-block;
    min-width: 12ch;
  }
`;

// Written out for en-US rather than with Intl (whose first formatter costs 10 ms and more).
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const formatDay = (date: Date) => `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;

/** docs/product.md §2: static legal pages whose last-updated date is the current date. */
export function LegalPage({ document }: { document: LegalDocument }) {
  // Today's date is the visitor's: shown after hydration, in space reserved by the HTML.
  const hydrated = useHydrated();
  const today = new Date();
  return (
    <Section>
      <PageMeta title={document.title} description={document.description} path={document.path} />
      <Container>
        <Article>
          <h1>{document.title}</h1>
          <Updated>
            Last updated:{' '}
            {hydrated ? (
              <time dateTime={today.toISOString().slice(0, 10)} data-testid="last-updated">
                {formatDay(today)}
              </time>
            ) : (
              // A time element needs a time: until the visitor's date is known, an empty span.
              <span data-testid="last-updated" />
            )}
          </Updated>
          <p>{document.intro}</p>
          {document.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </Article>
      </Container>
    </Section>
  );
}
