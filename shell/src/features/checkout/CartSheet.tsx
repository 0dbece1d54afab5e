import { useEffect, useRef, type FormEvent } from 'react';
import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { useReferralStore } from '@site/shared/referral';
import { CartLines, CartTotalsView, formatMoney, formatPrice, useCart, useCartTotals } from '@site/shared/cart';
import { CART_UPSELL } from '@site/shared/catalogue';
import { toast } from '@site/shared/toast';
import { Badge, Button, Icon, Sheet, TextField } from '@site/shared/ui';
import { isContactComplete, simulatePayment } from './checkoutLogic';
import { useCheckoutStore } from './checkoutStore';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  flex: 1;
`;

const Steps = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  li {
    flex: 1;
    padding-top: ${({ theme }) => theme.space(2)};
    border-top: 3px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.mutedForeground};
    font-weight: 600;
  }
  li[aria-current='step'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Box = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(4)};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Upsell = styled(Box)`
  background: ${({ theme }) => theme.colors.primarySoft};
  border-color: transparent;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const PriceRow = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  s {
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Empty = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space(8)} 0;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const MethodGroup = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.secondaryHover};
    border-radius: ${({ theme }) => theme.radii.md};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  margin: 0;
`;

const STEP_LABELS = [
  ['cart', 'Cart'],
  ['payment', 'Payment'],
  ['confirmation', 'Confirmation'],
] as const;

function CartStep() {
  const items = useCart((state) => state.items);
  const clearCart = useCart((state) => state.clearCart);
  const closeCart = useCart((state) => state.closeCart);
  const contact = useCheckoutStore((state) => state.contact);
  const setContact = useCheckoutStore((state) => state.setContact);
  const setStep = useCheckoutStore((state) => state.setStep);
  const { totals, discountLabel } = useCartTotals(items);

  const proceed = (event: FormEvent) => {
    event.preventDefault();
    if (!isContactComplete(contact)) {
      toast({
        title: 'Missing Information',
        description: 'Please fill in all required fields',
        variant: 'destructive',
      });
      return;
    }
    setStep('payment');
  };

  if (items.length === 0) {
    return (
      <Empty>
        <Icon name="cart" size={40} />
        <p>Your cart is empty.</p>
        <Button as={Link} to="/shop" onClick={closeCart}>
          Browse the shop
        </Button>
      </Empty>
    );
  }

  return (
    <form onSubmit={proceed} noValidate>
      <Body>
        <CartLines items={items} />
        <Upsell aria-labelledby="upsell-title">
          <Row style={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <h3 id="upsell-title" style={{ margin: 0 }}>
              Add the {CART_UPSELL.name}
            </h3>
            <Badge $tone="warm">{CART_UPSELL.label}</Badge>
          </Row>
          <Note>100+ ready-to-use business templates, each with the prompt behind it.</Note>
          <PriceRow>
            <strong>{formatPrice(CART_UPSELL.price)}</strong>
            <s aria-label={`was ${formatPrice(CART_UPSELL.originalPrice)}`}>{formatPrice(CART_UPSELL.originalPrice)}</s>
          </PriceRow>
          <Button
            $variant="accent"
            $size="sm"
            onClick={() =>
              toast({ title: 'Added to Cart', description: `${CART_UPSELL.name} has been added to your order` })
            }
          >
            <Icon name="plus" size={16} /> Add to order
          </Button>
        </Upsell>
        <Box aria-labelledby="contact-title">
          <h3 id="contact-title">Your details</h3>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={contact.email}
            onChange={(e) => setContact({ email: e.target.value })}
          />
          <Row>
            <div style={{ flex: '1 1 140px' }}>
              <TextField
                label="First name"
                autoComplete="given-name"
                required
                value={contact.firstName}
                onChange={(e) => setContact({ firstName: e.target.value })}
              />
            </div>
            <div style={{ flex: '1 1 140px' }}>
              <TextField
                label="Last name"
                autoComplete="family-name"
                required
                value={contact.lastName}
                onChange={(e) => setContact({ lastName: e.target.value })}
              />
            </div>
          </Row>
        </Box>
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

function PaymentStep() {
  const items = useCart((state) => state.items);
  const clearCart = useCart((state) => state.clearCart);
  const { method, setMethod, processing, setProcessing, setStep, complete } = useCheckoutStore();
  const { totals, discountLabel } = useCartTotals(items);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (processing) return;
    setProcessing(true);
    try {
      await simulatePayment();
      complete(totals.total);
      // A referred friend's discount is for the first purchase only.
      useReferralStore.getState().consume();
      clearCart({ silent: true });
      toast({ title: 'Payment Successful!', description: 'Your order has been processed successfully' });
    } catch {
      setProcessing(false);
      toast({
        title: 'Payment Failed',
        description: 'There was an error processing your payment',
        variant: 'destructive',
      });
    }
  };

  return (
    <form onSubmit={pay} noValidate>
      <Body>
        <CartTotalsView totals={totals} discountLabel={discountLabel} />
        <MethodGroup>
          <legend>Payment method</legend>
          <label>
            <input
              type="radio"
              name="payment-method"
              value="card"
              checked={method === 'card'}
              onChange={() => setMethod('card')}
            />
            Card
          </label>
          <label>
            <input
              type="radio"
              name="payment-method"
              value="paypal"
              checked={method === 'paypal'}
              onChange={() => setMethod('paypal')}
            />
            PayPal
          </label>
        </MethodGroup>
        {method === 'card' ? (
          <Box aria-label="Card details">
            <TextField
              label="Card number"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 5678 9012 3456"
            />
            <Row>
              <div style={{ flex: '1 1 120px' }}>
                <TextField label="Expiry" autoComplete="cc-exp" placeholder="MM/YY" />
              </div>
              <div style={{ flex: '1 1 120px' }}>
                <TextField label="CVC" inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
              </div>
            </Row>
          </Box>
        ) : (
          <Note>You will confirm the payment with your PayPal account.</Note>
        )}
        <Note>
          <Icon name="shield" size={14} /> This checkout is a demonstration: no card is charged and card details are
          never read or stored.
        </Note>
        {/* Marked disabled rather than disabled: the visitor who pressed it keeps focus on it. */}
        <Button type="submit" $fullWidth $size="lg" aria-disabled={processing || undefined}>
          {processing ? 'Processing...' : `Pay ${formatMoney(totals.total)}`}
        </Button>
        <Button $variant="outline" onClick={() => setStep('cart')} disabled={processing}>
          <Icon name="arrowLeft" size={16} /> Back to cart
        </Button>
      </Body>
    </form>
  );
}

function ConfirmationStep() {
  const closeCart = useCart((state) => state.closeCart);
  const { contact, paidTotal, reset } = useCheckoutStore();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Body style={{ textAlign: 'center', alignItems: 'center' }}>
      <Icon name="check" size={48} style={{ color: 'currentColor' }} />
      <h3 ref={heading} tabIndex={-1} style={{ fontSize: '1.5rem' }}>
        Order confirmed
      </h3>
      <p>
        Thank you{contact.firstName ? `, ${contact.firstName}` : ''}! Your order
        {paidTotal !== null ? ` of ${formatMoney(paidTotal)}` : ''} is complete. Access details are on their way to{' '}
        <strong>{contact.email}</strong>.
      </p>
      <Button
        onClick={() => {
          reset();
          closeCart();
        }}
      >
        Continue Shopping
      </Button>
    </Body>
  );
}

/** The cart button on screen (navbar, or the mobile bar), for focus to return to. */
function visibleCartButton(): HTMLElement | null {
  const buttons = Array.from(document.querySelectorAll<HTMLElement>('[data-cart-opener]'));
  return buttons.find((button) => button.checkVisibility?.() ?? true) ?? null;
}

/** The cart side sheet with its three checkout steps (SPEC §2 Cart, §4 Cart panel steps). */
export function CartSheet() {
  const isOpen = useCart((state) => state.isOpen);
  const setCartOpen = useCart((state) => state.setCartOpen);
  const step = useCheckoutStore((state) => state.step);
  const reset = useCheckoutStore((state) => state.reset);
  const stepArea = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  // The button that changed the step is gone with its step: focus goes to the new step's first
  // field rather than to the body (the confirmation focuses its own heading).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const first =
      step === 'payment'
        ? stepArea.current?.querySelector<HTMLElement>('input[name="payment-method"]:checked')
        : step === 'cart'
          ? stepArea.current?.querySelector<HTMLElement>('input')
          : null;
    first?.focus();
  }, [step]);
  const onOpenChange = (open: boolean) => {
    setCartOpen(open);
    // A finished order starts afresh the next time the cart opens.
    if (!open && useCheckoutStore.getState().step === 'confirmation') reset();
  };
  return (
    <Sheet
      open={isOpen}
      onOpenChange={onOpenChange}
      title="Shopping Cart"
      closeLabel="Close cart"
      returnFocusTo={visibleCartButton}
    >
      <Steps aria-label="Checkout progress">
        {STEP_LABELS.map(([value, label]) => (
          <li key={value} aria-current={step === value ? 'step' : undefined}>
            {label}
          </li>
        ))}
      </Steps>
      <div style={{ marginTop: 20 }} ref={stepArea}>
        {step === 'cart' ? <CartStep /> : null}
        {step === 'payment' ? <PaymentStep /> : null}
        {step === 'confirmation' ? <ConfirmationStep /> : null}
      </div>
    </Sheet>
  );
}
