import styled, { css } from 'styled-components';
import { useCart, formatPrice } from '@site/shared/cart';
import { discountPercent } from '@site/shared/catalogue';
import { ProductCover } from '@site/shared/covers';
import type { Product } from '@site/shared/types';
import {
  Badge,
  Button,
  Card,
  CardBadge,
  CardMedia,
  CardText,
  CardTitle,
  drawnNearScreen,
  Icon,
  VisuallyHidden,
} from '@site/shared/ui';

export const FEATURES_SHOWN = 3;

const TYPE_LABELS: Record<Product['type'], string> = {
  digital_course: 'Course',
  app: 'App',
  membership: 'Membership',
  template: 'Templates',
  ebook: 'Ebook',
  physical: 'Physical',
  other: 'AI Solution',
};

const DiscountBadge = styled(Badge)`
  position: absolute;
  top: 12px;
  right: 12px;
`;

/** Bottom right, clear of the cover's label and name. */
const ReferredBadge = styled(Badge)`
  position: absolute;
  bottom: 12px;
  right: 12px;
`;

/**
 * Cards keep their size whatever happens; a highlighted one gets a ring that takes no space. Each
 * is drawn only near the screen (docs/architecture.md, "The first frame"): on /shop the fourteen
 * cards were two thirds of the page's elements, all laid out before the first paint at 390 px
 * although the first starts two screens down. 640 px: a card's height at 390 and 1280 px is 617
 * to 673.
 */
const ProductArticle = styled(Card)<{ $highlighted: boolean }>`
  scroll-margin-top: 32px;
  ${drawnNearScreen('640px')}
  ${({ $highlighted, theme }) =>
    $highlighted &&
    css`
      border-color: ${theme.colors.accent};
      box-shadow:
        0 0 0 3px ${theme.colors.accent},
        ${theme.shadows.lg};
    `}
`;

const Features = styled.ul`
  margin: 0;
  padding-left: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: flex-start;
    padding: 2px 0;
  }
  svg {
    color: ${({ theme }) => theme.colors.success};
    margin-top: 3px;
  }
`;

const More = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  margin: 0;
`;

const PriceLine = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  margin: auto 0 0;
  strong {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  s {
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
`;

export function ProductCard({ product, highlighted = false }: { product: Product; highlighted?: boolean }) {
  const addToCart = useCart((state) => state.addToCart);
  const discount = discountPercent(product);
  const shown = product.features.slice(0, FEATURES_SHOWN);
  const hidden = product.features.length - shown.length;
  return (
    <ProductArticle
      id={`product-card-${product.id}`}
      data-testid="product-card"
      data-highlighted={highlighted || undefined}
      aria-labelledby={`product-${product.id}`}
      $highlighted={highlighted}
    >
      {/* The drawn cover (docs/design.md, Covers): a vector in a 16:9 frame, so nothing shifts. */}
      <CardMedia>
        <ProductCover product={product} />
        {highlighted ? <ReferredBadge $tone="accent">Recommended by your friend</ReferredBadge> : null}
        {discount !== null ? <DiscountBadge $tone="warm">{discount}% OFF</DiscountBadge> : null}
      </CardMedia>
      <CardBadge $tone="primary">{TYPE_LABELS[product.type]}</CardBadge>
      <CardTitle id={`product-${product.id}`}>{product.name}</CardTitle>
      <CardText>{product.description}</CardText>
      <Features>
        {shown.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={16} />
            {feature}
          </li>
        ))}
      </Features>
      {hidden > 0 ? <More>+{hidden} more features</More> : null}
      <PriceLine>
        <strong>{formatPrice(product.price)}</strong>
        {product.type === 'membership' ? <span>/month</span> : null}
        {product.originalPrice ? (
          <s>
            <VisuallyHidden>was </VisuallyHidden>
            {formatPrice(product.originalPrice)}
          </s>
        ) : null}
      </PriceLine>
      {/* The name starts with the visible label (voice control: "click Add to Cart"), then the product. */}
      <Button $fullWidth onClick={() => addToCart(product)} aria-label={`Add to Cart: ${product.name}`}>
        <Icon name="cart" size={18} /> Add to Cart
      </Button>
    </ProductArticle>
  );
}
