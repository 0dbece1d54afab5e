// The Speed page (docs/console.md, "The pages"): p75 LCP, INP and CLS of each route over the
// last 24 hours and 7 days, rated good, needs improvement or poor as the Web Vitals rate them: every
// route for an owner, a team's own remotes' routes for a team.
import type { RatedVital, RouteSpeedView, SpeedAnswer, VitalRating } from '@site/contract/consoleHealth';
import { PageMeta } from '@site/shared/seo';
import { Badge } from '@site/shared/ui';
import { DataTable, QueryOutcome } from '../../lib/consoleParts';
import { useConsoleQuery } from '../../lib/useConsoleQuery';

const WINDOW_LABELS = { '24h': 'Last 24 hours', '7d': 'Last 7 days' } as const;

const RATING: Record<VitalRating, { label: string; tone: 'success' | 'warm' | 'destructive' }> = {
  good: { label: 'good', tone: 'success' },
  'needs-improvement': { label: 'needs improvement', tone: 'warm' },
  poor: { label: 'poor', tone: 'destructive' },
};

const ms = (value: number) => (value >= 1_000 ? `${(value / 1_000).toFixed(2)} s` : `${Math.round(value)} ms`);

function Vital({ vital, format }: { vital: RatedVital; format: (value: number) => string }) {
  if (vital.p75 === null || vital.rating === null) return <>not measured</>;
  const rating = RATING[vital.rating];
  return (
    <>
      {format(vital.p75)} <Badge $tone={rating.tone}>{rating.label}</Badge>
    </>
  );
}

function RouteTable({ caption, routes }: { caption: string; routes: RouteSpeedView[] }) {
  if (routes.length === 0) return <p>{caption}: no page views measured yet.</p>;
  return (
    <DataTable>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Route</th>
          <th scope="col">Remote</th>
          <th scope="col">p75 LCP</th>
          <th scope="col">p75 INP</th>
          <th scope="col">p75 CLS</th>
          <th scope="col">Page views (LCP)</th>
        </tr>
      </thead>
      <tbody>
        {routes.map((route) => (
          <tr key={route.route}>
            <th scope="row">
              <code>{route.route === '*' ? '* (page not found)' : route.route}</code>
            </th>
            <td>{route.remote ?? 'none'}</td>
            <td>
              <Vital vital={route.lcp} format={ms} />
            </td>
            <td>
              <Vital vital={route.inp} format={ms} />
            </td>
            <td>
              <Vital vital={route.cls} format={(value) => value.toFixed(2)} />
            </td>
            <td>{route.lcp.samples}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

export function SpeedPage() {
  const { state, reload } = useConsoleQuery<SpeedAnswer>('/speed', { follow: true });
  return (
    <>
      <PageMeta title="Speed" description="p75 Web Vitals of each route." />
      <h1>Speed</h1>
      <p>
        The 75th percentile of what visitors measured on each route. Good: LCP up to 2.5 s, INP up to 200 ms, CLS up to
        0.1; poor: past 4 s, 500 ms and 0.25.
      </p>
      <QueryOutcome state={state} reload={reload} what="the speed of each route">
        {(data) =>
          data.windows.map((window) => (
            <RouteTable key={window.window} caption={WINDOW_LABELS[window.window]} routes={window.routes} />
          ))
        }
      </QueryOutcome>
    </>
  );
}
