// The console's frame (docs/console.md): a navigation of the sections the account's roles open
// (its remotes' releases, the Speed page; the shop's pages for the owner), and the page beside it.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ConsoleMe } from '@site/contract/console';
import { NavLink } from '@site/shared/router';
import { Badge, Container, Muted, Section } from '@site/shared/ui';
import { adminPaths } from '@site/paths/admin';
import { ShopNav } from '../features/shop/shopRoutes';

// The page's column is never wider than the screen: its long words (release ids, reasons) break
// where they must instead of widening the grid past the edge, where the site cuts it. Tables keep
// their words whole and scroll sideways instead (docs/console.md, "The pages").
const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 14rem minmax(0, 1fr);
  }
  & > div {
    overflow-wrap: anywhere;
  }
  /* A badge ('good', 'live') is one short word: kept whole. */
  & > div ${Badge} {
    overflow-wrap: normal;
    white-space: nowrap;
  }
  /* A month or date field's picker button is inside the field: focused, the field shows the ring
     (only the console has such fields). */
  input:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 1px;
  }
`;

// On a phone the sections' links flow in rows, so the page's own content starts on the first screen.
const Nav = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
    ${({ theme }) => theme.media.md} {
      display: grid;
    }
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.mutedForeground};
    margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.foreground};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: 700;
  }
  a:hover {
    text-decoration: underline;
  }
`;

export function ConsoleLayout({ me, children }: { me: ConsoleMe; children: ReactNode }) {
  return (
    <Section>
      <Container>
        <Frame>
          <Nav aria-label="Console">
            <Muted>Signed in as {me.email}</Muted>
            <h2 id="console-releases">Releases</h2>
            <ul aria-labelledby="console-releases">
              <li>
                <NavLink to={adminPaths.console} end>
                  All remotes
                </NavLink>
              </li>
              {me.remotes.map((remote) => (
                <li key={remote}>
                  <NavLink to={adminPaths.remote(remote)}>{remote}</NavLink>
                </li>
              ))}
            </ul>
            {me.sections.includes('speed') ? (
              <>
                <h2 id="console-visitors">Visitors</h2>
                <ul aria-labelledby="console-visitors">
                  <li>
                    <NavLink to={adminPaths.speed}>Speed</NavLink>
                  </li>
                </ul>
              </>
            ) : null}
            {me.sections.includes('shop') ? <ShopNav /> : null}
          </Nav>
          <div>{children}</div>
        </Frame>
      </Container>
    </Section>
  );
}
