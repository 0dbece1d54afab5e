import { screen, within } from '@testing-library/react';
import type { SpeedAnswer } from '@site/contract/consoleHealth';
import { renderPage } from '../../../../test-support/renderPage';
import { SpeedPage } from './SpeedPage';

const vital = (p75: number | null, rating: 'good' | 'needs-improvement' | 'poor' | null, samples = 4) => ({
  p75,
  rating,
  samples,
});

const answer: SpeedAnswer = {
  windows: [
    {
      window: '24h',
      since: '2026-11-24T10:00:00.000Z',
      until: '2026-11-25T10:00:00.000Z',
      routes: [
        { route: '*', remote: null, lcp: vital(null, null, 0), inp: vital(null, null, 0), cls: vital(0.3, 'poor', 2) },
        {
          route: '/shop',
          remote: 'shop',
          lcp: vital(1830, 'good'),
          inp: vital(320, 'needs-improvement'),
          cls: vital(0.02, 'good'),
        },
      ],
    },
    { window: '7d', since: '2026-11-18T10:00:00.000Z', until: '2026-11-25T10:00:00.000Z', routes: [] },
  ],
};

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

test("each route's p75s read with their rating in words, per window", async () => {
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => answer }) as Response) as typeof fetch;
  await renderPage(<SpeedPage />, '/admin/speed');
  const day = await screen.findByRole('table', { name: 'Last 24 hours' });
  const cells = (name: RegExp) =>
    within(within(day).getByRole('row', { name }))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  expect(cells(/^\/shop/)).toEqual(['shop', '1.83 s good', '320 ms needs improvement', '0.02 good', '4']);
  expect(cells(/page not found/)).toEqual(['none', 'not measured', 'not measured', '0.30 poor', '0']);
  expect(screen.getByText('Last 7 days: no page views measured yet.')).toBeInTheDocument();
  expect(global.fetch).toHaveBeenCalledWith('/api/console/speed', expect.anything());
});
