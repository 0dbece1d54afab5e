import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@site/shared/theme';
import { AuditTrail } from './AuditTrail';

const why =
  'The canary errs more than stable: errored sessions 100.0% (5 of 5) on the canary against 0.0% (0 of 8) on stable, above the 1.0% allowed, and beyond chance (z = 3.61, 95% sure).';

test("a rollout's rollback says in the audit trail why it was undone; a move with no reason says nothing", () => {
  render(
    <ThemeProvider theme={theme}>
      <AuditTrail
        moves={[
          {
            action: 'rollback',
            from: 's2',
            to: 's1',
            actor: 'rollout #1 (started by alice)',
            at: '2026-11-30T14:14:42.128Z',
            reason: why,
          },
          { action: 'activate', from: null, to: 's1', actor: 'alice@example.com', at: '2026-11-30T13:56:28.548Z' },
        ]}
      />
    </ThemeProvider>,
  );
  const table = screen.getByRole('table', { name: 'Audit trail (newest first)' });
  expect(within(table).getByRole('columnheader', { name: 'Why' })).toBeInTheDocument();
  const [, rollback, activation] = within(table).getAllByRole('row');
  expect(within(rollback!).getByRole('cell', { name: why })).toBeInTheDocument();
  expect(within(activation!).getAllByRole('cell').at(-1)).toHaveTextContent(/^$/);
});
