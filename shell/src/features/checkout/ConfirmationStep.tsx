import { useEffect, useRef } from 'react';
import { formatMoney } from '@site/shared/cart';
import { Button, Icon } from '@site/shared/ui';
import { Body } from './checkoutParts';
import styled from 'styled-components';
import { useCheckout } from './useCheckout';

/** Step 3: the order is confirmed; focus goes to its heading. */
const Confirmation = styled(Body)`
  text-align: center;
  align-items: center;
  svg {
    color: currentColor;
  }
  h3 {
    font-size: 1.5rem;
  }
`;

export function ConfirmationStep() {
  const { contact, paidTotal, finish } = useCheckout();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Confirmation>
      <Icon name="check" size={48} />
      <h3 ref={heading} tabIndex={-1}>
        Order confirmed
      </h3>
      <p>
        Thank you{contact.firstName ? `, ${contact.firstName}` : ''}! Your order
        {paidTotal !== null ? ` of ${formatMoney(paidTotal)}` : ''} is complete. Access details are on their way to{' '}
        <strong>{contact.email}</strong>.
      </p>
      <Button onClick={finish}>Continue Shopping</Button>
    </Confirmation>
  );
}
