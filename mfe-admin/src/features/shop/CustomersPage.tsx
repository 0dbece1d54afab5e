// The shop's customers (docs/shop-console.md, "The shop"): each email with its orders and what it paid
// net of refunds, latest first, found by email or name.
import { useState } from 'react';
import type { CustomerPage } from '@site/contract/shopConsole';
import { Link, useNavigate, useSearchParams } from '@site/shared/router';
import { PageMeta } from '@site/shared/seo';
import { Button, TextField } from '@site/shared/ui';
import { adminPaths } from '@site/paths/admin';
import { DataTable, QueryOutcome } from '../../lib/consoleParts';
import { useConsoleQuery } from '../../lib/useConsoleQuery';
import { day, money } from './shopFormat';
import { EmptyRow, FieldRow, Pager } from './shopParts';

export function CustomersPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [q, setQ] = useState(params.get('q') ?? '');
  const query = new URLSearchParams(
    (['q', 'page'] as const).flatMap((key) => (params.get(key) ? [[key, params.get(key) ?? '']] : [])),
  ).toString();
  const { state, reload } = useConsoleQuery<CustomerPage>(`/shop/customers${query ? `?${query}` : ''}`, {
    follow: true,
  });
  const pageLink = (page: number) => `${adminPaths.shopCustomers}?${new URLSearchParams({ q, page: String(page) })}`;
  return (
    <>
      <PageMeta title="Customers" description="The shop's customers." />
      <h1>Customers</h1>
      <form
        role="search"
        aria-label="Customers"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(
            q.trim() ? `${adminPaths.shopCustomers}?${new URLSearchParams({ q: q.trim() })}` : adminPaths.shopCustomers,
          );
        }}
      >
        <FieldRow>
          <TextField
            label="Email or name"
            type="search"
            value={q}
            maxLength={200}
            onChange={(e) => setQ(e.target.value)}
          />
        </FieldRow>
        <Button type="submit">Search</Button>
      </form>
      <QueryOutcome state={state} reload={reload} what="the customers">
        {(found) => (
          <>
            <DataTable>
              <caption>
                {found.total} customer{found.total === 1 ? '' : 's'}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Name</th>
                  <th scope="col">Orders</th>
                  <th scope="col">Paid orders</th>
                  <th scope="col">Refunded</th>
                  <th scope="col">Total (net)</th>
                  <th scope="col">Last order</th>
                </tr>
              </thead>
              <tbody>
                {found.total === 0 ? (
                  <EmptyRow columns={7}>
                    {params.get('q')
                      ? 'No customer matches this search.'
                      : 'No customers yet: each buyer appears here with their first order.'}
                  </EmptyRow>
                ) : null}
                {found.customers.map((customer) => (
                  <tr key={customer.email}>
                    <th scope="row">
                      <Link to={`${adminPaths.shopOrders}?${new URLSearchParams({ q: customer.email })}`}>
                        {customer.email}
                      </Link>
                    </th>
                    <td>{customer.name}</td>
                    <td>{customer.orders}</td>
                    <td>{customer.paidOrders}</td>
                    <td>{money(customer.refundedCents)}</td>
                    <td>{money(customer.netCents)}</td>
                    <td>{day(customer.lastOrderAt)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            <Pager {...found} linkTo={pageLink} what="customers" />
          </>
        )}
      </QueryOutcome>
    </>
  );
}
