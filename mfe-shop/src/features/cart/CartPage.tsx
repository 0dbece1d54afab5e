import { useEffect, useRef } from 'react';
import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { CartLines, CartTotalsView, useCart, useCartTotals } from '@site/shared/cart';
import { PageMeta } from '@site/shared/seo';
import { Button, Container, Icon, Section } from '@site/shared/ui';
import { shopPaths } from '@site/paths/shop';

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
`;

// Until the stored cart is read its totals would read $0.00: kept in place, unseen.
const Totals = styled.div<{ $reading: boolean }>`
  visibility: ${({ $reading }) => ($reading ? 'hidden' : 'visible')};
`;

const Summary = styled.aside`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space(6)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const SummaryTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin: 0;
`;

const ContinueLine = styled.p`
  margin-top: ${({ theme }) => theme.space(8)};
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
    <Section>
      <PageMeta title="Your Cart" description="Review the items in your cart and check out." path={shopPaths.cart} />
      <Container>
        <h1>Your Cart</h1>
        {/* The same layout before and after the stored cart is read (prerendered HTML has no cart):
            only the list's content changes, in a box that keeps its place. */}
        <Layout>
          <Lines>
            {!hydrated ? (
              <p role="status">Reading your cart…</p>
            ) : items.length === 0 ? (
              <p ref={empty} tabIndex={-1}>
                Your cart is empty.
              </p>
            ) : (
              <CartLines items={items} />
            )}
          </Lines>
          <Summary aria-label="Order summary">
            <SummaryTitle>Order summary</SummaryTitle>
            <Totals $reading={!hydrated}>
              <CartTotalsView totals={totals} discountLabel={discountLabel} />
            </Totals>
            <Button $size="lg" $fullWidth onClick={openCart} disabled={items.length === 0}>
              Proceed to Checkout <Icon name="arrowRight" size={18} />
            </Button>
          </Summary>
        </Layout>
        <ContinueLine>
          <Link to={shopPaths.shop}>Continue Shopping</Link>
        </ContinueLine>
      </Container>
    </Section>
  );
}
