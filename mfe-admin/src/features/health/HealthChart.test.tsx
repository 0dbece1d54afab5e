import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../../test-support/renderPage';
import { HealthChart } from './HealthChart';

const times = ['2026-11-25T10:00:00.000Z', '2026-11-25T10:05:00.000Z', '2026-11-25T10:10:00.000Z'];

test('a chart is a named picture, told apart by more than colour, with every value in its table', async () => {
  await renderPage(
    <HealthChart
      title="p75 LCP"
      times={times}
      timeLabel={(iso) => iso.slice(11, 16)}
      stable={[1800, null, 2100]}
      canary={[null, null, 3900]}
      format={(value) => `${value} ms`}
      describe={(side, index) => `${side} ${index}`}
      good={2500}
      floor={2500}
    />,
  );
  const chart = screen.getByRole('img', { name: /^p75 LCP, stable against canary/ });
  expect(chart).toHaveAccessibleName(
    'p75 LCP, stable against canary. Stable: 2 of 3 intervals measured; Canary: 1 of 3 intervals measured. The table after the chart gives every value.',
  );
  // Stable's circles and canary's squares, one per measured interval; the axis tops at a round 5000.
  expect(chart.querySelectorAll('circle')).toHaveLength(2);
  expect(chart.querySelectorAll('rect')).toHaveLength(1);
  expect(within(chart).getByText('5000 ms')).toBeInTheDocument();
  expect(screen.getByText('Good (Web Vitals): dotted line at 2500 ms')).toBeInTheDocument();
  expect(screen.getByRole('figure', { name: 'p75 LCP' })).toBeInTheDocument();

  await userEvent.setup().click(screen.getByText('p75 LCP as a table'));
  const table = screen.getByRole('table', { name: 'p75 LCP, per interval' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    ['stable 0', 'canary 0'],
    ['stable 1', 'canary 1'],
    ['stable 2', 'canary 2'],
  ]);
});
