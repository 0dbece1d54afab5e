import type { MouseEvent } from 'react';
import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { siteConfig } from '@site/shared/config';
import { useSectionNavigation } from '@site/shared/navigation';
import { Button, Container, Icon } from '@site/shared/ui';
import { marketingPaths } from '@site/paths/marketing';
import { AccountLinks } from './AccountLinks';
import { CartButton } from './CartButton';
import { MainMenu } from './MainMenu';
import { useMobileMenu } from './useMobileMenu';
import { HEADER_END_ID } from './headerEnd';

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

/** The site's header (docs/product.md §2 Global chrome): brand, main menu, account links and the cart. */
export function Navbar() {
  const { open, menuId, menuRef, toggleRef, toggleMenu, closeMenu, onHeaderBlur } = useMobileMenu();
  const goToSection = useSectionNavigation();

  const onSectionClick = (id: string) => (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    closeMenu();
    goToSection(id);
  };

  return (
    <Bar onBlur={onHeaderBlur}>
      <Inner>
        <Brand to={marketingPaths.home} aria-label={`${siteConfig.brandName}, home`}>
          Alex Rivera <span>AI</span>
        </Brand>
        <MenuToggle
          ref={toggleRef}
          $variant="ghost"
          $size="icon"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={toggleMenu}
        >
          <Icon name={open ? 'close' : 'menu'} />
        </MenuToggle>
        <MainMenu id={menuId} menuRef={menuRef} open={open} onSectionClick={onSectionClick} onPageClick={closeMenu} />
        <Actions>
          <DesktopOnly>
            <AccountLinks onBook={onSectionClick('contact')} />
          </DesktopOnly>
          {/* Last in the header: the page's first frame waits for it (firstFrame/firstFrameWaits.ts). */}
          <CartButton id={HEADER_END_ID} />
        </Actions>
      </Inner>
    </Bar>
  );
}
