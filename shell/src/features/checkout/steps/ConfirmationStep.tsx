import { useAuth } from '@site/shared/auth';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { formatMoney } from '@site/shared/cart';
import { findProduct } from '@site/shared/catalogue';
import type { OrderLineView, OrderView } from '@site/shared/orders';
import { ProductCover, type CoverProduct } from '@site/shared/covers';
import { Badge, Button, Icon, VisuallyHidden } from '@site/shared/ui';
import { Body, Note } from './checkoutParts';
import { useCheckout } from './useCheckout';

/** Step 3: the order as the server confirmed it; focus goes to its heading. */
const Confirmation = styled(Body)`
  align-items: stretch;
  h3 {
    font-size: 1.5rem;
    text-align: center;
  }
  > svg {
    align-self: center;
    color: currentColor;
  }
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    font-weight: 600;
  }
`;

const Item = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Thumb = styled(ProductCover)`
  width: 40px;
  height: 40px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** The line's product as the catalogue has it; a product it no longer lists still gets a generated cover. */
function coverOf(line: OrderLineView): CoverProduct {
  return findProduct(line.productId) ?? { id: line.productId, name: line.name, category: 'coaching' };
}

const Number = styled.p`
  margin: 0;
  text-align: center;
  strong {
    user-select: all;
  }
`;

const cents = (value: number) => formatMoney(value / 100);

function LineLinks({ line }: { line: OrderLineView }) {
  if (line.downloadUrl) {
    return (
      <a href={line.downloadUrl} download>
        <Icon name="download" size={14} /> Download<VisuallyHidden> {line.name}</VisuallyHidden>
      </a>
    );
  }
  if (line.accessUrl) return <a href={line.accessUrl}>Manage in your dashboard</a>;
  return null;
}

function ReceiptNote({ order }: { order: OrderView }) {
  // A signed-in buyer's order is the account's (docs/orders.md): nothing to sign in to.
  const signedIn = useAuth((state) => state.user !== null);
  if (order.receipt === 'email') {
    return (
      <Note>
        A receipt with these links is on its way to <strong>{order.email}</strong>.
      </Note>
    );
  }
  if (order.receipt === 'outbox') {
    return (
      <Note>
        Your receipt for <strong>{order.email}</strong> is saved with these links.{' '}
        {signedIn
          ? 'This order is in your dashboard too.'
          : "Keep this page's links, or sign in with this email to find them in your dashboard."}
      </Note>
    );
  }
  return null;
}

export function ConfirmationStep() {
  const { order, notice, finish } = useCheckout();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (!order) return null;
  const isPaid = order.status === 'paid';
  return (
    <Confirmation>
      <Icon name="check" size={48} />
      <h3 ref={heading} tabIndex={-1}>
        Order confirmed
      </h3>
      <Number>
        Order number <strong data-testid="order-number">{order.id}</strong>{' '}
        <Badge $tone={isPaid ? 'success' : 'warm'}>{isPaid ? 'Paid' : 'Payment pending'}</Badge>
      </Number>
      <p>
        Thank you{order.firstName ? `, ${order.firstName}` : ''}! {isPaid ? 'You paid' : 'Your order comes to'}{' '}
        <strong data-testid="order-total">{cents(order.totalCents)}</strong>
        {order.discountCents > 0 ? ` (referral discount: ${cents(order.discountCents)} off)` : ''}, tax included.
      </p>
      {notice ? <Note role="status">{notice}</Note> : null}
      <Lines aria-label="Your order">
        {order.items.map((line) => (
          <li key={line.productId}>
            <Item>
              <Thumb product={coverOf(line)} variant="thumb" />
              <span>
                {line.quantity} x {line.name}
              </span>
            </Item>
            {isPaid ? <LineLinks line={line} /> : null}
          </li>
        ))}
      </Lines>
      {isPaid ? <ReceiptNote order={order} /> : null}
      <Button onClick={finish}>Continue Shopping</Button>
    </Confirmation>
  );
}
