// The cart sheet's three steps (docs/product.md §4 Cart panel steps): their code, the checkout's
// rules and the order's schema come the first time the cart opens, or earlier when the browser is
// idle (preloadCheckout), never with a page's first load (docs/performance.md, "What a first visit loads").
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { CartStep } from './CartStep';
import { ConfirmationStep } from './ConfirmationStep';
import { PaymentStep } from './PaymentStep';
import { useCheckoutStore } from '../checkoutStore';

const StepArea = styled.div`
  margin-top: 20px;
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

const STEP_LABELS = [
  ['cart', 'Cart'],
  ['payment', 'Payment'],
  ['confirmation', 'Confirmation'],
] as const;

export default function CheckoutSteps() {
  const step = useCheckoutStore((state) => state.step);
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
  return (
    <>
      <Steps aria-label="Checkout progress">
        {STEP_LABELS.map(([value, label]) => (
          <li key={value} aria-current={step === value ? 'step' : undefined}>
            {label}
          </li>
        ))}
      </Steps>
      <StepArea ref={stepArea}>
        {step === 'cart' ? <CartStep /> : null}
        {step === 'payment' ? <PaymentStep /> : null}
        {step === 'confirmation' ? <ConfirmationStep /> : null}
      </StepArea>
    </>
  );
}
