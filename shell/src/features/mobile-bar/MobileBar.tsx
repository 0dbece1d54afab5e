import styled, { css } from 'styled-components';
import { itemCount, useCart } from '@site/shared/cart';
import { siteConfig } from '@site/shared/config';
import { Icon, VisuallyHidden } from '@site/shared/ui';

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.mobileBar};
  height: ${({ theme }) => theme.layout.mobileBarHeight};
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  background: ${({ theme }) => theme.colors.background};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -4px 12px rgba(15, 23, 42, 0.06);
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

/**
 * The icon and the word in rows of their own size, so the icon is where it stays even when the page
 * is painted before the word arrives (docs/performance.md, "A page that holds still"): centred in a
 * column of what had arrived, the icon moved about 9 px when the word came.
 */
const item = css`
  position: relative;
  display: grid;
  grid-template-rows: 20px 1lh;
  align-content: center;
  justify-items: center;
  row-gap: 2px;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.foreground};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
`;

const ItemLink = styled.a`
  ${item}
`;
const ItemButton = styled.button`
  ${item}
`;

const Count = styled.span`
  position: absolute;
  top: 6px;
  left: calc(50% + 6px);
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.warm};
  color: ${({ theme }) => theme.colors.warmForeground};
  font-size: 11px;
  line-height: 18px;
  text-align: center;
`;

/** Mobile-only fixed bottom bar: Chat AI, cart, Book Call (docs/product.md §2 Global chrome). */
export function MobileBar() {
  const count = useCart((state) => itemCount(state.items));
  const openCart = useCart((state) => state.openCart);
  return (
    <Bar aria-label="Quick actions" data-testid="mobile-bar">
      <ItemLink href={siteConfig.external.chatAssistantUrl} target="_blank" rel="noopener noreferrer">
        <Icon name="chat" />
        Chat AI
      </ItemLink>
      {/* The name is the visible word and then the count ("Cart, 2 items"), read from the content
          itself rather than an aria-label, so what a voice-control user sees is what they say
          (WCAG 2.5.3, docs/product.md §2). */}
      <ItemButton type="button" onClick={openCart} data-cart-opener>
        <Icon name="cart" />
        Cart
        {count > 0 ? (
          <>
            <Count aria-hidden="true">{count}</Count>
            <VisuallyHidden>{`, ${count} ${count === 1 ? 'item' : 'items'}`}</VisuallyHidden>
          </>
        ) : null}
      </ItemButton>
      <ItemLink href={siteConfig.external.schedulingPageUrl} target="_blank" rel="noopener noreferrer">
        <Icon name="calendar" />
        Book Call
      </ItemLink>
    </Bar>
  );
}
