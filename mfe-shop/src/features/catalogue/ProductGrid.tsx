import { useState } from 'react';
import styled from 'styled-components';
import type { Product } from '@site/shared/types';
import { Grid, Muted } from '@site/shared/ui';
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

const Chip = styled.button`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.full};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.foreground};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryForeground};
  }
`;

/** A product list with the category filter of SPEC §4 and an optional highlighted product. */
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
        <Muted role="status" style={{ textAlign: 'center' }}>
          {NO_PRODUCTS_MESSAGE}
        </Muted>
      ) : (
        <Grid
          $columns={shown.length === 1 ? 1 : 3}
          data-testid="product-grid"
          style={shown.length === 1 ? { maxWidth: 420, margin: '0 auto' } : undefined}
        >
          {shown.map((product) => (
            <ProductCard key={product.id} product={product} highlighted={product.id === highlightedId} />
          ))}
        </Grid>
      )}
    </>
  );
}
