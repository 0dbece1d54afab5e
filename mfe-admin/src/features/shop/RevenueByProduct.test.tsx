import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RevenueByProduct } from '@site/contract/revenueByProduct';
import type { ShopRevenue } from '@site/contract/shopConsole';
import { renderPage } from '../../../../test-support/renderPage';
import { answerInTurn } from '../../lib/testing/consoleAnswers';
import { RevenuePage } from './RevenuePage';

const none = { grossCents: 0, refundedCents: 0, netCents: 0, orders: 0 };
const revenue = (byProduct: RevenueByProduct): ShopRevenue => ({
  asOf: '2026-11-30T15:00:00.000Z',
  today: none,
  last7Days: none,
  last28Days: none,
  daily: [{ date: '2026-11-30', ...none }],
  byProduct,
});
const month: RevenueByProduct = {
  days: 28,
  from: '2026-11-03',
  to: '2026-11-30',
  products: [
    {
      productId: 'ai-prompt-mastery',
      name: 'AI Prompt Mastery Course',
      units: 3,
      grossCents: 638_28,
      refundedCents: 0,
      netCents: 638_28,
    },
    {
      productId: 'ai-templates-bundle',
      name: 'AI Templates Bundle',
      units: 1,
      grossCents: 45_68,
      refundedCents: 45_68,
      netCents: 0,
    },
  ],
  wholeOrderRefundedCents: 5_00,
  total: { units: 4, orders: 3, grossCents: 683_96, refundedCents: 50_68, netCents: 633_28 },
};
const emptyWeek: RevenueByProduct = {
  days: 7,
  from: '2026-11-24',
  to: '2026-11-30',
  products: [],
  wholeOrderRefundedCents: 0,
  total: { units: 0, orders: 0, grossCents: 0, refundedCents: 0, netCents: 0 },
};
// A row's headers, then its cells, as a screen reader reads them.
const cells = (row: HTMLElement) =>
  (['columnheader', 'rowheader', 'cell'] as const)
    .flatMap((role) => within(row).queryAllByRole(role))
    .map((cell) => cell.textContent);

// docs/shop-console.md, "Revenue by product": what sold over the chosen period, highest net first, a
// row for refunds off whole orders, and a total that is the period's revenue.
test("lists each product's units, paid, refunded and net, then whole-order refunds and the total", async () => {
  answerInTurn(revenue(month));
  await renderPage(<RevenuePage />, '/admin/shop');
  const region = await screen.findByRole('region', { name: /^Revenue by product, last 28 days/ });
  const table = within(region).getByRole('table', {
    name: 'Revenue by product, last 28 days (3 Nov 2026 to 30 Nov 2026)',
  });
  expect(within(table).getAllByRole('row').map(cells)).toEqual([
    ['Product', 'Units sold', 'Paid', 'Refunded', 'Net'],
    ['AI Prompt Mastery Course', '3', '$638.28', '$0.00', '$638.28'],
    ['AI Templates Bundle', '1', '$45.68', '$45.68', '$0.00'],
    ['Refunds off whole orders (no product)', '', '', '$5.00', '-$5.00'],
    ['Total (3 paid orders)', '4', '$683.96', '$50.68', '$633.28'],
  ]);
  expect(region).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('28');
});

test('another period is read from the server, and a period that sold nothing says so', async () => {
  const asked = answerInTurn(revenue(month), revenue(emptyWeek));
  const user = userEvent.setup();
  await renderPage(<RevenuePage />, '/admin/shop');
  await screen.findByRole('table', { name: /last 28 days/ });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 7 days');
  const table = await screen.findByRole('table', { name: /^Revenue by product, last 7 days/ });
  expect(asked.at(-1)).toBe('/api/console/shop/revenue?days=7');
  expect(
    within(table).getByRole('cell', { name: /^No product was paid for or refunded in the last 7 days/ }),
  ).toBeVisible();
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/shop?days=7');
});
