import styled from 'styled-components';
import { formatPrice } from '@site/shared/cart';
import { CART_UPSELL } from '@site/shared/catalogue';
import { toast } from '@site/shared/toast';
import { Badge, Button, Icon, VisuallyHidden } from '@site/shared/ui';
import { Box, Note, SpreadRow } from './checkoutParts';

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

/** docs/product.md §4: the AI Templates Bundle offer; adding it shows a toast and leaves the cart as it is. */
export function UpsellOffer() {
  return (
    <Upsell aria-labelledby="upsell-title">
      <SpreadRow>
        <h3 id="upsell-title">Add the {CART_UPSELL.name}</h3>
        <Badge $tone="warm">{CART_UPSELL.label}</Badge>
      </SpreadRow>
      <Note>100+ ready-to-use business templates, each with the prompt behind it.</Note>
      <PriceRow>
        <strong>{formatPrice(CART_UPSELL.price)}</strong>
        <s>
          <VisuallyHidden>was </VisuallyHidden>
          {formatPrice(CART_UPSELL.originalPrice)}
        </s>
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
  );
}
