import { useEffect, type FormEvent } from 'react';
import { useAuth } from '@site/shared/auth';
import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { CartTotalsView } from '@site/shared/cart';
import { CartLines } from '@site/shared/cart-lines';
import { Button, Icon } from '@site/shared/ui';
import { shopPaths } from '@site/paths/shop';
import { Body } from './checkoutParts';
import { ContactFields } from './ContactFields';
import { UpsellOffer } from './UpsellOffer';
import { useCheckout } from './useCheckout';
import { useCheckoutStore } from '../checkoutStore';

const Empty = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space(8)} 0;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/** Step 1: the cart's lines, the upsell, the contact details and the totals. */
export function CartStep() {
  const { items, totals, discountLabel, clearCart, closeCart, contact, contactError, setContact, proceedToPayment } =
    useCheckout();
  // A signed-in buyer's email is there already, never over what was typed.
  const accountEmail = useAuth((state) => state.user?.email ?? null);
  useEffect(() => {
    if (accountEmail && !useCheckoutStore.getState().contact.email) setContact({ email: accountEmail });
  }, [accountEmail, setContact]);

  const proceed = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // A field the server would refuse keeps the visitor here, with focus on it and its message.
    const field = proceedToPayment();
    if (field) form.querySelector<HTMLInputElement>(`input[name="${field}"]`)?.focus();
  };

  if (items.length === 0) {
    return (
      <Empty>
        <Icon name="cart" size={40} />
        <p>Your cart is empty.</p>
        <Button as={Link} to={shopPaths.shop} onClick={closeCart}>
          Browse the shop
        </Button>
      </Empty>
    );
  }

  return (
    <form onSubmit={proceed} noValidate>
      <Body>
        <CartLines items={items} />
        <UpsellOffer />
        <ContactFields contact={contact} error={contactError} onChange={setContact} />
        <CartTotalsView totals={totals} discountLabel={discountLabel} />
        <Button type="submit" $fullWidth $size="lg" disabled={items.length === 0}>
          Proceed to Payment <Icon name="arrowRight" size={18} />
        </Button>
        <Button $variant="ghost" $size="sm" onClick={() => clearCart()}>
          Clear cart
        </Button>
      </Body>
    </form>
  );
}
