import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../../test-support/renderPage';
import { answerInTurn } from '../../lib/testing/consoleAnswers';
import { OrdersPage } from './OrdersPage';

jest.mock('./shopApi', () => ({ downloadCsv: jest.fn() }));

const none = { page: 1, pageSize: 25, total: 0 };

// docs/shop-console.md, "The shop": an empty list says why it is empty, not a table of headings alone.
test('a shop with no orders yet says so, and a search that finds none says that', async () => {
  answerInTurn({ ...none, orders: [] });
  const { unmount } = await renderPage(<OrdersPage />, '/admin/shop/orders');
  const table = await screen.findByRole('table', { name: '0 orders found' });
  expect(within(table).getByText('No orders yet: each order placed in the shop appears here.')).toBeInTheDocument();
  unmount();
  answerInTurn({ ...none, orders: [] });
  await renderPage(<OrdersPage />, '/admin/shop/orders?q=nobody&status=refunded');
  const searched = await screen.findByRole('table', { name: '0 orders found' });
  expect(within(searched).getByText('No order matches this search.')).toBeInTheDocument();
});
