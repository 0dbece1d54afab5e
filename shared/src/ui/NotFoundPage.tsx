import { useEffect } from 'react';
import { Link, useLocation } from '@site/shared/router';
import styled from 'styled-components';
import { PageMeta } from '@site/shared/seo';
import { Button } from './Button';
import { Container } from './layout';

const Wrapper = styled.div`
  min-height: 60vh;
  display: flex;
  align-items: center;
  padding: ${({ theme }) => theme.space(16)} 0;
  text-align: center;
`;

const Code = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['5xl']};
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

/**
 * Where the not-found page's buttons go: its caller gives the addresses (from @site/paths), so the
 * page keeps the ones the caller was built with.
 */
interface NotFoundLinks {
  home: string;
  shop: string;
}

/** docs/product.md §2 Not-found page. Used by the shell's catch-all and by a remote for an unknown sub-path. */
export function NotFoundPage({ links }: { links: NotFoundLinks }) {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);
  return (
    <Wrapper>
      <PageMeta title="Page Not Found" description="The page you are looking for does not exist." />
      <Container>
        <Code aria-hidden="true">404</Code>
        <h1>Page Not Found</h1>
        <p>Sorry, the page you are looking for does not exist or has moved.</p>
        <Actions>
          {/* A remote built against @site/shared 1.1 gets this copy from the shell and passes no
              links: the way home only, until it is rebuilt (docs/releases.md). */}
          <Button as={Link} to={links?.home ?? '/'}>
            Return to Home
          </Button>
          {links?.shop && (
            <Button as={Link} to={links.shop} $variant="outline">
              Browse Shop
            </Button>
          )}
        </Actions>
      </Container>
    </Wrapper>
  );
}
