// The cart side sheet (docs/product.md §2 Cart): with the shell, only the sheet and the return from
// a payment page (useCheckoutReturn); its steps load when it first opens, or when the browser is
// idle before (preloadCheckout), with a spinner meanwhile and, should their code not arrive, a
// sentence and Try again in the sheet, never a blank page.
import { createElement, Suspense, useState } from 'react';
import { useCart } from '@site/shared/cart';
import { Button, LoadBoundary, retryableLazy, Sheet, Spinner } from '@site/shared/ui';
import { setSheetOpen } from './checkoutStore';
import { useCheckoutReturn } from './useCheckoutReturn';

const loadSteps = () => import('./steps/CheckoutSteps');
const steps = retryableLazy(loadSteps);

/** Fetches the checkout's code ahead of the first open (idle time). */
export const preloadCheckout = (): Promise<unknown> => loadSteps();

/** The cart button on screen (navbar, or the mobile bar), for focus to return to. */
function visibleCartButton(): HTMLElement | null {
  const buttons = Array.from(document.querySelectorAll<HTMLElement>('[data-cart-opener]'));
  return buttons.find((button) => button.checkVisibility?.() ?? true) ?? null;
}

export function CartSheet() {
  const isOpen = useCart((state) => state.isOpen);
  useCheckoutReturn();
  // The steps' code did not arrive: Try again starts a new attempt.
  const [failed, setFailed] = useState(false);
  return (
    <Sheet
      open={isOpen}
      onOpenChange={setSheetOpen}
      title="Shopping Cart"
      closeLabel="Close cart"
      returnFocusTo={visibleCartButton}
    >
      {failed ? (
        <p role="alert">
          The cart could not be loaded: the connection dropped.{' '}
          <Button
            $variant="outline"
            $size="sm"
            onClick={() => {
              steps.retry();
              setFailed(false);
            }}
          >
            Try again
          </Button>
        </p>
      ) : (
        <LoadBoundary key={steps.attempt()} onError={() => setFailed(true)}>
          <Suspense fallback={<Spinner label="Loading your cart" />}>{createElement(steps.current())}</Suspense>
        </LoadBoundary>
      )}
    </Sheet>
  );
}
