import styled from 'styled-components';
import { REFERRAL_DISCOUNT_LABEL } from '@site/shared/referral';
import { ValueList } from '@site/shared/ui';
import { formatMoney, type CartTotals } from './cartLogic';

const Totals = styled(ValueList).attrs({ $rowGap: 1 })`
  .total {
    font-weight: 800;
    color: ${({ theme }) => theme.colors.foreground};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  /* Only a page the server marked for a referred visitor keeps the discount line's room. */
  :root:not([data-referral]) & .referral-room {
    display: none;
  }
`;

interface CartTotalsViewProps {
  totals: CartTotals;
  /** What the discount line is called: a referred visitor's cart has one, even at $0.00. */
  discountLabel?: string;
  /**
   * While the stored cart and the referral are read (the prerendered /cart): the referral discount
   * line's room, where the page is marked `<html data-referral>`, so the line moves nothing when it
   * shows (docs/performance.md, "A page that holds still").
   */
  referralRoom?: boolean;
}

/** Subtotal, any discount line, 8% tax and total, each to two decimals. */
export function CartTotalsView({ totals, discountLabel, referralRoom = false }: CartTotalsViewProps) {
  return (
    <Totals aria-label="Order totals">
      <dt>Subtotal</dt>
      <dd data-testid="cart-subtotal">{formatMoney(totals.subtotal)}</dd>
      {discountLabel !== undefined ? (
        <>
          <dt>{discountLabel}</dt>
          <dd data-testid="cart-discount">−{formatMoney(totals.discount)}</dd>
        </>
      ) : referralRoom ? (
        <>
          <dt className="referral-room">{REFERRAL_DISCOUNT_LABEL}</dt>
          <dd className="referral-room">−{formatMoney(0)}</dd>
        </>
      ) : null}
      <dt>Tax (8%)</dt>
      <dd data-testid="cart-tax">{formatMoney(totals.tax)}</dd>
      <dt className="total">Total</dt>
      <dd className="total" data-testid="cart-total">
        {formatMoney(totals.total)}
      </dd>
    </Totals>
  );
}
