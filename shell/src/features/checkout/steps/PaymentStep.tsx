import type { FormEvent } from 'react';
import styled from 'styled-components';
import { CartTotalsView, formatMoney } from '@site/shared/cart';
import { Button, Icon, TextField } from '@site/shared/ui';
import { Body, Box, Note, Row, RowItem } from './checkoutParts';
import { useCheckout } from './useCheckout';

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

const METHODS = [
  ['card', 'Card'],
  ['paypal', 'PayPal'],
] as const;

const Alert = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.destructive};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(3)};
  strong {
    display: block;
  }
`;

/** Step 2: the totals, card or PayPal (presentational only), and the order sent to the server. */
export function PaymentStep() {
  const { totals, discountLabel, method, setMethod, processing, pay, backToCart, failure, notice } = useCheckout();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void pay();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Body>
        <CartTotalsView totals={totals} discountLabel={discountLabel} />
        <MethodGroup>
          <legend>Payment method</legend>
          {METHODS.map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name="payment-method"
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
              />
              {label}
            </label>
          ))}
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
              <RowItem $basis="120px">
                <TextField label="Expiry" autoComplete="cc-exp" placeholder="MM/YY" />
              </RowItem>
              <RowItem $basis="120px">
                <TextField label="CVC" inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
              </RowItem>
            </Row>
          </Box>
        ) : (
          <Note>You will confirm the payment with your PayPal account.</Note>
        )}
        <Note>
          <Icon name="shield" size={14} /> Card details are never read or stored here: without a payment provider this
          site takes the order without charging a card.
        </Note>
        {notice ? <Note role="status">{notice}</Note> : null}
        {failure ? (
          <Alert role="alert">
            <strong>{failure.error}</strong> {failure.message}
          </Alert>
        ) : null}
        {/* Marked disabled rather than disabled: the visitor who pressed it keeps focus on it. */}
        <Button type="submit" $fullWidth $size="lg" aria-disabled={processing || undefined}>
          {processing ? 'Processing...' : `Pay ${formatMoney(totals.total)}`}
        </Button>
        <Button $variant="outline" onClick={backToCart} disabled={processing}>
          <Icon name="arrowLeft" size={16} /> Back to cart
        </Button>
      </Body>
    </form>
  );
}
