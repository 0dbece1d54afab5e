import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../../test-support/renderPage';
import { answerInTurn } from '../../lib/testing/consoleAnswers';
import { CustomersPage } from './CustomersPage';

const none = { page: 1, pageSize: 25, total: 0 };

// docs/shop-console.md, "The shop": an empty list says why it is empty, not a table of headings alone.
test('a shop with no customers yet says so, and a search that finds none says that', async () => {
  answerInTurn({ ...none, customers: [] });
  const { unmount } = await renderPage(<CustomersPage />, '/admin/shop/customers');
  const table = await screen.findByRole('table', { name: '0 customers' });
  expect(
    within(table).getByText('No customers yet: each buyer appears here with their first order.'),
  ).toBeInTheDocument();
  unmount();
  answerInTurn({ ...none, customers: [] });
  await renderPage(<CustomersPage />, '/admin/shop/customers?q=nobody');
  const searched = await screen.findByRole('table', { name: '0 customers' });
  expect(within(searched).getByText('No customer matches this search.')).toBeInTheDocument();
});
