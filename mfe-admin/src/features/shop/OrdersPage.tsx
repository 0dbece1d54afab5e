// The shop's orders (docs/shop-console.md, "The shop"): found by number, email or name, filtered by
// status and date, a page at a time. The search is in the address, so a result can be linked to and
// the back button returns to it.
import { useState, type FormEvent } from 'react';
import type { ShopOrderPage } from '@site/contract/shopConsole';
import { Link, useNavigate, useSearchParams } from '@site/shared/router';
import { PageMeta } from '@site/shared/seo';
import { Button, TextField } from '@site/shared/ui';
import { adminPaths } from '@site/paths/admin';
import { DataTable, QueryOutcome } from '../../lib/consoleParts';
import { useConsoleQuery } from '../../lib/useConsoleQuery';
import { ExportPanel } from './ExportPanel';
import { day, money, STATUS_LABEL } from './shopFormat';
import { EmptyRow, FieldRow, Pager, SelectField, StatusBadge } from './shopParts';

const FILTERS = ['q', 'status', 'from', 'to'] as const;

export function OrdersPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [form, setForm] = useState(() => Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? ''])));
  const query = new URLSearchParams(
    [...FILTERS, 'page' as const].flatMap((key) => (params.get(key) ? [[key, params.get(key) ?? '']] : [])),
  ).toString();
  const { state, reload } = useConsoleQuery<ShopOrderPage>(`/shop/orders${query ? `?${query}` : ''}`, {
    follow: true,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(Object.entries(form).filter(([, value]) => value.trim() !== ''));
    navigate(`${adminPaths.shopOrders}${next.size ? `?${next.toString()}` : ''}`);
  };
  const pageLink = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `${adminPaths.shopOrders}?${next.toString()}`;
  };
  const set = (key: (typeof FILTERS)[number]) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  return (
    <>
      <PageMeta title="Orders" description="The shop's orders." />
      <h1>Orders</h1>
      <form role="search" aria-label="Orders" onSubmit={search}>
        <FieldRow>
          <TextField
            label="Order number, email or name"
            type="search"
            value={form.q}
            onChange={set('q')}
            maxLength={200}
          />
          <SelectField label="Status" value={form.status} onChange={set('status')}>
            <option value="">Any</option>
            {Object.entries(STATUS_LABEL).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          <TextField label="Placed from" type="date" value={form.from} onChange={set('from')} />
          <TextField label="Placed to" type="date" value={form.to} onChange={set('to')} />
        </FieldRow>
        <Button type="submit">Search</Button>
      </form>
      <QueryOutcome state={state} reload={reload} what="the orders">
        {(found) => (
          <>
            <DataTable>
              <caption>
                {found.total} order{found.total === 1 ? '' : 's'} found
              </caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Placed</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Items</th>
                  <th scope="col">Total</th>
                  <th scope="col">Refunded</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {found.total === 0 ? (
                  <EmptyRow columns={7}>
                    {FILTERS.some((key) => params.get(key))
                      ? 'No order matches this search.'
                      : 'No orders yet: each order placed in the shop appears here.'}
                  </EmptyRow>
                ) : null}
                {found.orders.map((order) => (
                  <tr key={order.id}>
                    <th scope="row">
                      <Link to={adminPaths.shopOrder(order.id)}>{order.id}</Link>
                    </th>
                    <td>{day(order.createdAt)}</td>
                    <td>
                      {order.name}
                      <br />
                      {order.email}
                    </td>
                    <td>{order.items}</td>
                    <td>{money(order.totalCents)}</td>
                    <td>{order.refundedCents > 0 ? money(order.refundedCents) : ''}</td>
                    <td>
                      <StatusBadge status={order.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            <Pager {...found} linkTo={pageLink} what="orders" />
          </>
        )}
      </QueryOutcome>
      <ExportPanel />
    </>
  );
}
