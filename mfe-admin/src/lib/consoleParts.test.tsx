import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test-support/renderPage';
import { DataTable } from './consoleParts';

// docs/console.md, "The pages": a phone reads a wide table by scrolling it sideways, its words whole.
test('a console table sits in a region named by its caption, which the keyboard reaches to scroll it', async () => {
  await renderPage(
    <DataTable>
      <caption>Payouts of 2026-11</caption>
      <thead>
        <tr>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>Due</td>
        </tr>
      </tbody>
    </DataTable>,
  );
  const region = screen.getByRole('region', { name: 'Payouts of 2026-11' });
  expect(within(region).getByRole('table', { name: 'Payouts of 2026-11' })).toBeInTheDocument();
  await userEvent.tab();
  expect(region).toHaveFocus();
});
