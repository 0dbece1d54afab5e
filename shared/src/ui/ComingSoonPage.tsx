import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { PageMeta } from '@site/shared/seo';
import { Button } from './Button';
import { Container } from './layout';

const Wrapper = styled.div`
  padding: ${({ theme }) => theme.space(20)} 0;
  text-align: center;
`;

/** An honest placeholder for a page whose remote has not shipped it yet. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Wrapper>
      <PageMeta title={title} description={`${title}: this page is being built and will be available soon.`} />
      <Container>
        <h1>{title}</h1>
        <p>This page is being built and will be available soon.</p>
        <Button as={Link} to="/">
          Return to Home
        </Button>
      </Container>
    </Wrapper>
  );
}
