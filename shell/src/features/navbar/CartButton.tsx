import styled from 'styled-components';
import { useCart, itemCount } from '@site/shared/cart';
import { Icon } from '@site/shared/ui';

const Trigger = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.foreground};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.muted};
  }
`;

const CountBadge = styled.span`
  position: absolute;
  top: -6px;
  right: -6px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.warm};
  color: ${({ theme }) => theme.colors.warmForeground};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

/** Opens the cart sheet; shows the item count only when it is above 0. */
export function CartButton({ id }: { id?: string }) {
  const count = useCart((state) => itemCount(state.items));
  const openCart = useCart((state) => state.openCart);
  const label = count > 0 ? `Open cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Open cart';
  return (
    <Trigger type="button" id={id} onClick={openCart} aria-label={label} data-testid="cart-button" data-cart-opener>
      <Icon name="cart" />
      {count > 0 ? (
        <CountBadge aria-hidden="true" data-testid="cart-count">
          {count}
        </CountBadge>
      ) : null}
    </Trigger>
  );
}
