import { useEffect, useRef } from 'react';
import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { CART_EMPTY_MARK, CartTotalsView, useCart, useCartTotals } from '@site/shared/cart';
import { CartLines } from '@site/shared/cart-lines';
import { PageMeta } from '@site/shared/seo';
import { Button, Container, Icon, Section } from '@site/shared/ui';
import { shopPaths } from '@site/paths/shop';

// The stored cart is read after the page shows, and its lines take what room they need: nothing on
// screen may sit below them, or it would move (docs/performance.md, "A page that holds still"). So
// the summary comes first (beside the lines from lg), and the page is a screen high at least, which
// keeps the footer below the first screen.
const Page = styled(Section)`
  min-height: 100vh;
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`;

const Lines = styled.div`
  min-height: 160px;
  ${({ theme }) => theme.media.lg} {
    grid-column: 1;
    grid-row: 1;
  }
`;

// Until the stored cart is read its totals would read $0.00: kept in place, unseen, with a referral
// discount line's room where the server marked the page for a referred visitor.
const Totals = styled.div<{ $reading: boolean }>`
  visibility: ${({ $reading }) => ($reading ? 'hidden' : 'visible')};
`;

// The server's page has no cart. Where the visitor has none, the page is marked before its first
// paint (shell/src/early/earlyCart.js): while the cart is read, the summary is not shown there and
// the empty cart is, so nothing changes when the cart is read (docs/performance.md).
const whileReading = (shownWhenEmpty: boolean) => `
  :root${shownWhenEmpty ? `:not([${CART_EMPTY_MARK}])` : `[${CART_EMPTY_MARK}]`} & {
    display: none;
  }
`;

const Summary = styled.aside<{ $reading: boolean }>`
  ${({ $reading }) => ($reading ? whileReading(false) : '')}
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space(6)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.lg} {
    grid-column: 2;
  }
`;

const ReadingNote = styled.p`
  ${whileReading(false)}
`;

const EmptyCart = styled.div<{ $reading: boolean }>`
  ${({ $reading }) => ($reading ? whileReading(true) : '')}
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const SummaryTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin: 0;
`;

const ContinueLine = styled.p`
  margin: 0;
  text-align: center;
`;

/** /cart: the cart as a page; checkout happens in the shell's cart sheet (one checkout). */
export function CartPage() {
  const items = useCart((state) => state.items);
  const hydrated = useCart((state) => state.hydrated);
  const openCart = useCart((state) => state.openCart);
  const { totals, discountLabel } = useCartTotals(items);
  const empty = useRef<HTMLParagraphElement>(null);
  const hadLines = useRef(false);
  // The last line's Remove (or -) is gone with the list: the focus goes to what replaced it.
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (hadLines.current && items.length === 0 && lost) empty.current?.focus();
    hadLines.current = items.length > 0;
  }, [items.length]);
  return (
    <Page>
      <PageMeta title="Your Cart" description="Review the items in your cart and check out." path={shopPaths.cart} />
      <Container>
        <h1>Your Cart</h1>
        {/* The same layout before and after the stored cart is read (prerendered HTML has no cart):
            only the list's content changes, and nothing on screen is below it. With no stored cart,
            the empty cart from the first frame. */}
        <Layout>
          {!hydrated || items.length > 0 ? (
            <Summary aria-label="Order summary" $reading={!hydrated}>
              <SummaryTitle>Order summary</SummaryTitle>
              <Totals $reading={!hydrated}>
                <CartTotalsView totals={totals} discountLabel={discountLabel} referralRoom={!hydrated} />
              </Totals>
              <Button $size="lg" $fullWidth onClick={openCart} disabled={items.length === 0}>
                Proceed to Checkout <Icon name="arrowRight" size={18} />
              </Button>
              <ContinueLine>
                <Link to={shopPaths.shop}>Continue Shopping</Link>
              </ContinueLine>
            </Summary>
          ) : null}
          <Lines>
            {!hydrated ? <ReadingNote role="status">Reading your cart…</ReadingNote> : null}
            {!hydrated || items.length === 0 ? (
              <EmptyCart $reading={!hydrated}>
                <p ref={empty} tabIndex={-1}>
                  Your cart is empty.
                </p>
                <Button as={Link} to={shopPaths.shop}>
                  Browse the shop <Icon name="arrowRight" size={18} />
                </Button>
              </EmptyCart>
            ) : (
              <CartLines items={items} />
            )}
          </Lines>
        </Layout>
      </Container>
    </Page>
  );
}
