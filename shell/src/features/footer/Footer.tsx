import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { siteConfig } from '@site/shared/config';
import { useHydrated } from '@site/shared/hydration';
import { Container, drawnNearScreen } from '@site/shared/ui';
import { footerGroups } from '../../federation/sections';
import { useChromeSections } from '../../federation/SectionsContext';

const Wrapper = styled.footer`
  background: ${({ theme }) => theme.colors.foreground};
  color: #e2e8f0;
  padding: ${({ theme }) => theme.space(12)} 0 ${({ theme }) => theme.space(8)};
  ${drawnNearScreen('900px')}
  ${({ theme }) => theme.media.belowMd} {
    padding-bottom: calc(${({ theme }) => theme.layout.mobileBarHeight} + ${({ theme }) => theme.space(8)});
  }
  a {
    color: #e2e8f0;
    text-decoration: none;
    display: inline-block;
    padding: 4px 0;
  }
  a:hover {
    color: #ffffff;
    text-decoration: underline;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr 1fr 1fr;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: #ffffff;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const Bottom = styled.p`
  margin: ${({ theme }) => theme.space(10)} 0 0;
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid #334155;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: #cbd5e1;
`;

/** The footer (docs/product.md §2 Global chrome): its groups of links are the sections' (docs/releases.md). */
export function Footer() {
  const groups = footerGroups(useChromeSections() ?? {});
  const hydrated = useHydrated();
  return (
    <Wrapper>
      <Container>
        <Columns>
          <div>
            <h2>{siteConfig.brandName}</h2>
            <p>
              Practical AI strategy, automation and training for entrepreneurs and business owners, from{' '}
              {siteConfig.expertName}.
            </p>
            <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>
          </div>
          {groups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2>{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </Columns>
        <Bottom>
          {/* The HTML has the year it was prerendered in; the visitor's may be a later one. That
              difference is no mismatch, and the year is drawn again, the visitor's, once live. */}
          ©{' '}
          <span key={hydrated ? 'visitor' : 'prerendered'} suppressHydrationWarning>
            {new Date().getFullYear()}
          </span>{' '}
          {siteConfig.brandName}. All rights reserved.
        </Bottom>
      </Container>
    </Wrapper>
  );
}
