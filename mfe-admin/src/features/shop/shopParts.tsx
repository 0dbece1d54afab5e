// What the shop pages share: a search form's row of fields, a native select with its label, a
// status badge, an empty list's row, the pager under a list, and a status line that takes focus once an action is done.
import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import type { ShopOrderStatus } from '@site/contract/shopConsole';
import { Link } from '@site/shared/router';
import { Badge, Label } from '@site/shared/ui';
import { STATUS_LABEL, STATUS_TONE } from './shopFormat';

export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  align-items: end;
`;

const Select = styled.select`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.secondaryHover};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.foreground};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export function SelectField({
  label,
  children,
  ...props
}: { label: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} {...props}>
        {children}
      </Select>
    </div>
  );
}

/** A list's only row when it has none: why it is empty (docs/shop-console.md, "The shop"). */
export const EmptyRow = ({ columns, children }: { columns: number; children: ReactNode }) => (
  <tr>
    <td colSpan={columns}>{children}</td>
  </tr>
);

export const StatusBadge = ({ status }: { status: ShopOrderStatus }) => (
  <Badge $tone={STATUS_TONE[status]}>{STATUS_LABEL[status]}</Badge>
);

const PagerNav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
`;

/** Previous and next pages of a list, as links (the page is in the address). */
export function Pager({
  page,
  pageSize,
  total,
  linkTo,
  what,
}: {
  page: number;
  pageSize: number;
  total: number;
  linkTo: (page: number) => string;
  what: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <PagerNav aria-label={`Pages of ${what}`}>
      {page > 1 ? <Link to={linkTo(page - 1)}>Previous page</Link> : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? <Link to={linkTo(page + 1)}>Next page</Link> : null}
    </PagerNav>
  );
}

/** Says what an action did; focusable, so focus can go to it once the action is done. */
export const DoneStatus = forwardRef<HTMLParagraphElement, { text: string | null }>(function DoneStatus({ text }, ref) {
  return (
    <p role="status" ref={ref} tabIndex={-1}>
      {text ?? ''}
    </p>
  );
});
