import { useId, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import type { CartItem } from '../types';
import { ProductCover } from '@site/shared/covers';
import { Button, Icon } from '@site/shared/ui';
import { formatMoney, formatPrice, MAX_LINE_QUANTITY } from './cartLogic';
import { useCartStore } from './cartStore';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** The product's drawn cover, small and square (docs/design.md, Covers); the name is beside it. */
const Thumb = styled(ProductCover)`
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Name = styled.p`
  font-weight: 600;
  margin: 0;
`;

const Price = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// Pushed to the end of the line's controls.
const RemoveButton = styled(Button)`
  margin-left: auto;
`;

const Controls = styled.div`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Quantity = styled.output`
  min-width: 2ch;
  text-align: center;
  font-weight: 600;
`;

const LineTotal = styled.p`
  margin: 0;
  font-weight: 700;
`;

const LimitNote = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * A line's -, quantity, + and Remove. At the most an order may hold (the server's limit), + is
 * marked disabled rather than disabled, so the visitor who pressed it keeps focus on it, and it is
 * described by the note that says why.
 */
function LineControls({ item: { product, quantity }, onTakeOut }: { item: CartItem; onTakeOut: () => void }) {
  const updateQuantity = useCartStore((state) => state.updateQuantity);
  const removeFromCart = useCartStore((state) => state.removeFromCart);
  const limitId = useId();
  const atLimit = quantity >= MAX_LINE_QUANTITY;
  return (
    <>
      <Controls>
        <Button
          $variant="outline"
          $size="icon"
          aria-label={`Decrease quantity of ${product.name}`}
          onClick={() => {
            if (quantity <= 1) onTakeOut();
            updateQuantity(product.id, Math.max(0, quantity - 1));
          }}
        >
          <Icon name="minus" size={16} />
        </Button>
        <Quantity aria-label={`Quantity of ${product.name}`}>{quantity}</Quantity>
        <Button
          $variant="outline"
          $size="icon"
          aria-label={`Increase quantity of ${product.name}`}
          aria-disabled={atLimit || undefined}
          aria-describedby={atLimit ? limitId : undefined}
          onClick={() => {
            if (!atLimit) updateQuantity(product.id, quantity + 1);
          }}
        >
          <Icon name="plus" size={16} />
        </Button>
        <RemoveButton
          $variant="ghost"
          $size="sm"
          aria-label={`Remove ${product.name} from cart`}
          data-remove
          onClick={() => {
            onTakeOut();
            removeFromCart(product.id);
          }}
        >
          <Icon name="trash" size={16} /> Remove
        </RemoveButton>
      </Controls>
      {atLimit ? (
        <LimitNote id={limitId} role="status">
          {MAX_LINE_QUANTITY} is the most of one product an order can hold.
        </LimitNote>
      ) : null}
    </>
  );
}

/**
 * The control a visitor pressed goes with its line (Remove, or - at 1): the focus moves to the Remove
 * of the line now in its place (or the one before), not to the page's body. An empty cart is the
 * caller's to focus.
 */
function useFocusKeptInLines(items: readonly CartItem[]) {
  const list = useRef<HTMLUListElement>(null);
  const takingOut = useRef<string | null>(null);
  const before = useRef(items);
  useLayoutEffect(() => {
    const gone = before.current.findIndex((item) => item.product.id === takingOut.current);
    before.current = items;
    if (gone < 0 || items.some((item) => item.product.id === takingOut.current)) return;
    takingOut.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    const line = list.current?.querySelectorAll('li')[Math.min(gone, items.length - 1)];
    if (lost) line?.querySelector<HTMLButtonElement>('button[data-remove]')?.focus();
  }, [items]);
  return { list, takeOut: (productId: string) => (takingOut.current = productId) };
}

/** Cart lines with quantity +/- (minimum zero removes) and remove; used by the sheet and /cart. */
export function CartLines({ items }: { items: readonly CartItem[] }) {
  const { list, takeOut } = useFocusKeptInLines(items);
  return (
    <List ref={list} aria-label="Items in your cart">
      {items.map((item) => (
        <Line key={item.product.id} data-testid="cart-line">
          <Thumb product={item.product} variant="thumb" />
          <div>
            <Name>{item.product.name}</Name>
            <Price>{formatPrice(item.product.price)} each</Price>
          </div>
          <LineTotal>{formatMoney(item.product.price * item.quantity)}</LineTotal>
          <LineControls item={item} onTakeOut={() => takeOut(item.product.id)} />
        </Line>
      ))}
    </List>
  );
}
