import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from '@site/shared/router';
import styled, { css } from 'styled-components';
import { useAuth } from '@site/shared/auth';
import { siteConfig } from '@site/shared/config';
import { useSectionNavigation } from '@site/shared/navigation';
import { toast } from '@site/shared/toast';
import { Button, Container, Icon, useEscapeToClose } from '@site/shared/ui';
import { prefetchRemoteRoutes } from '../../federation/remoteRoutesCache';
import { remoteForPath } from '../../federation/routeTable';
import { CartButton } from './CartButton';
import { ROUTE_LINKS, SECTION_LINKS } from './navLinks';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  background: rgba(255, 255, 255, 0.96);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  backdrop-filter: blur(8px);
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  min-height: ${({ theme }) => theme.layout.navHeight};
`;

const Brand = styled(Link)`
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.foreground};
  text-decoration: none;
  white-space: nowrap;
  span {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

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

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
`;

const DesktopOnly = styled.div`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.md} {
    display: flex;
  }
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

/**
 * Comes right before the menu in the page (Tab goes from it into the open menu) but is shown after
 * the cart button, as before.
 */
const MenuToggle = styled(Button)`
  order: 1;
  margin-left: -${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

/** Reserves the width of the account links while the session is being read. */
const AccountPlaceholder = styled.span`
  display: inline-block;
  width: 84px;
`;

/**
 * SPEC §2: signed-in visitors see Dashboard and Sign Out; signed-out visitors see Sign In and
 * Book Strategy Call (also shown while the session is read: most visitors are signed out).
 */
function AccountLinks({ stacked, onBook }: { stacked?: boolean; onBook: (event: MouseEvent<HTMLElement>) => void }) {
  const { user, loading, signOut } = useAuth();
  // The session stays when the service cannot be reached: say so rather than seem to do nothing.
  const signOutWithNotice = async () => {
    const { error } = await signOut();
    if (error) toast({ title: 'Sign out failed', description: error.message, variant: 'destructive' });
  };
  const book = (
    <Button $size={stacked ? 'md' : 'sm'} $fullWidth={stacked} onClick={onBook}>
      Book Strategy Call
    </Button>
  );
  if (loading) {
    return (
      <>
        <AccountPlaceholder aria-hidden="true" />
        {book}
      </>
    );
  }
  if (user) {
    return (
      <>
        <Button as={Link} to="/account" $variant="ghost" $size="sm" $fullWidth={stacked}>
          Dashboard
        </Button>
        <Button $variant="outline" $size="sm" $fullWidth={stacked} onClick={() => void signOutWithNotice()}>
          Sign Out
        </Button>
      </>
    );
  }
  return (
    <>
      <Button as={Link} to="/login" $variant="ghost" $size="sm" $fullWidth={stacked}>
        Sign In
      </Button>
      {book}
    </>
  );
}

export function Navbar() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const goToSection = useSectionNavigation();
  const menuId = useId();
  const menu = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // A closing menu hides the link that has focus: focus goes back to the toggle, not to the body.
  const closeMenu = useCallback(() => {
    setOpen(false);
    if (menu.current?.contains(document.activeElement)) toggle.current?.focus();
  }, []);

  // The mobile menu closes on navigation.
  useEffect(() => closeMenu(), [pathname, closeMenu]);

  // Escape closes it and focus returns to the toggle (WAI-ARIA APG disclosure navigation).
  useEscapeToClose(open, () => {
    setOpen(false);
    toggle.current?.focus();
  });

  // It also closes once focus has left the header, so it never covers the control that has focus.
  const onHeaderBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };

  const onSectionClick = (id: string) => (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    closeMenu();
    goToSection(id);
  };
  const prefetch = (to: string) => () => {
    const remote = remoteForPath(to);
    if (remote) prefetchRemoteRoutes(remote);
  };

  return (
    <Bar onBlur={onHeaderBlur}>
      <Inner>
        <Brand to="/" aria-label={`${siteConfig.brandName}, home`}>
          Alex Rivera <span>AI</span>
        </Brand>
        <MenuToggle
          ref={toggle}
          $variant="ghost"
          $size="icon"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={open ? 'close' : 'menu'} />
        </MenuToggle>
        <Menu id={menuId} ref={menu} $open={open} aria-label="Main">
          <MenuList>
            {SECTION_LINKS.map((link) => (
              <li key={link.id}>
                <AnchorLink href={`/#${link.id}`} onClick={onSectionClick(link.id)}>
                  {link.label}
                </AnchorLink>
              </li>
            ))}
            {ROUTE_LINKS.map((link) => (
              <li key={link.to}>
                <MenuLink to={link.to} onMouseEnter={prefetch(link.to)} onFocus={prefetch(link.to)}>
                  {link.label}
                </MenuLink>
              </li>
            ))}
            <MobileAccount>
              <AccountLinks stacked onBook={onSectionClick('contact')} />
            </MobileAccount>
          </MenuList>
        </Menu>
        <Actions>
          <DesktopOnly>
            <AccountLinks onBook={onSectionClick('contact')} />
          </DesktopOnly>
          <CartButton />
        </Actions>
      </Inner>
    </Bar>
  );
}
