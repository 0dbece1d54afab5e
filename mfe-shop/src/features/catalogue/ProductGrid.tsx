import { useState } from 'react';
import styled from 'styled-components';
import type { Product } from '@site/shared/types';
import { ChoiceButton, Grid, Muted } from '@site/shared/ui';
import {
  CATEGORY_LABELS,
  NO_PRODUCTS_MESSAGE,
  categoryChoices,
  filterByCategory,
  showCategoryChips,
  type CategoryChoice,
} from './categoryFilter';
import { ProductCard } from './ProductCard';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

const Chip = styled(ChoiceButton)`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.full};
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryForeground};
  }
`;

const EmptyNote = styled(Muted)`
  text-align: center;
`;

/** A single product stands alone in the middle at the width of one card. */
const Products = styled(Grid)<{ $single: boolean }>`
  ${({ $single }) => ($single ? 'max-width: 420px; margin: 0 auto;' : '')}
`;

/** A product list with the category filter of docs/product.md §4 and an optional highlighted product. */
export function ProductGrid({
  products,
  label,
  highlightedId = null,
}: {
  products: readonly Product[];
  /** Names the filter group, e.g. 'Filter digital products by category'. */
  label: string;
  highlightedId?: string | null;
}) {
  const [choice, setChoice] = useState<CategoryChoice>('all');
  const shown = filterByCategory(products, choice);
  return (
    <>
      {showCategoryChips(products) ? (
        <Chips role="group" aria-label={label}>
          {categoryChoices(products).map((option) => (
            <Chip key={option} type="button" aria-pressed={option === choice} onClick={() => setChoice(option)}>
              {CATEGORY_LABELS[option]}
            </Chip>
          ))}
        </Chips>
      ) : null}
      {shown.length === 0 ? (
        <EmptyNote role="status">{NO_PRODUCTS_MESSAGE}</EmptyNote>
      ) : (
        <Products $columns={shown.length === 1 ? 1 : 3} $single={shown.length === 1} data-testid="product-grid">
          {shown.map((product) => (
            <ProductCard key={product.id} product={product} highlighted={product.id === highlightedId} />
          ))}
        </Products>
      )}
    </>
  );
}
