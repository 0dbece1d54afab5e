import type { MouseEvent, Ref } from 'react';
import { NavLink } from '@site/shared/router';
import styled, { css } from 'styled-components';
import { prefetchRemoteRoutes } from '../../federation/remoteRoutesCache';
import { menuLinks, remoteFor, type Sections } from '../../federation/sections';
import { useChromeSections } from '../../federation/SectionsContext';
import { AccountLinks } from './AccountLinks';

const Menu = styled.nav<{ $open: boolean }>`
  flex: 1;
  ${({ theme }) => theme.media.belowMd} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    position: absolute;
    top: ${({ theme }) => theme.layout.navHeight};
    left: 0;
    right: 0;
    background: ${({ theme }) => theme.colors.background};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.md};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
    max-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
    overflow-y: auto;
  }
`;

const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const linkStyle = css`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.foreground};
  font-weight: 500;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.muted};
  }
  &.active {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const MenuLink = styled(NavLink)`
  ${linkStyle}
`;

const AnchorLink = styled.a`
  ${linkStyle}
`;

const MobileAccount = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin-top: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

/** A route's remote starts loading when its link is pointed at or focused. */
const prefetch = (sections: Sections, to: string) => () => {
  const remote = remoteFor(sections, to);
  if (remote) prefetchRemoteRoutes(remote);
};

/** A link to a section of the home page ('/#about'): its id, or null. */
const homeSection = (to: string) => /^\/#([A-Za-z0-9\-_]+)$/.exec(to)?.[1] ?? null;

interface MainMenuProps {
  id: string;
  menuRef: Ref<HTMLElement>;
  /** Shown on small screens (always shown from md up). */
  open: boolean;
  onSectionClick: (id: string) => (event: MouseEvent<HTMLElement>) => void;
  /** A page link was followed: the menu closes at once, not only once the page has arrived. */
  onPageClick: () => void;
}

/**
 * The main navigation (docs/product.md §2): every section's menu links in their order (the home
 * page's sections, then the pages; docs/releases.md) and, on small screens where it collapses
 * behind its toggle, the account links at its foot.
 */
export function MainMenu({ id, menuRef, open, onSectionClick, onPageClick }: MainMenuProps) {
  const sections = useChromeSections() ?? {};
  return (
    <Menu id={id} ref={menuRef} $open={open} aria-label="Main">
      <MenuList>
        {menuLinks(sections).map((link) => {
          const section = homeSection(link.to);
          return (
            <li key={link.to}>
              {section ? (
                <AnchorLink href={link.to} onClick={onSectionClick(section)}>
                  {link.label}
                </AnchorLink>
              ) : (
                <MenuLink
                  to={link.to}
                  onClick={onPageClick}
                  onMouseEnter={prefetch(sections, link.to)}
                  onFocus={prefetch(sections, link.to)}
                >
                  {link.label}
                </MenuLink>
              )}
            </li>
          );
        })}
        <MobileAccount>
          <AccountLinks stacked onBook={onSectionClick('contact')} onPageClick={onPageClick} />
        </MobileAccount>
      </MenuList>
    </Menu>
  );
}
