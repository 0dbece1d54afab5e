// A remote's health over the last hour or day (docs/console.md, "The pages"): errored
// sessions and p75 LCP and INP per interval, canary against stable, each a chart with its table.
import type { HealthSeries, SeriesSide } from '@site/contract/consoleHealth';
import styled from 'styled-components';
import { Link, matchPath, useLocation } from '@site/shared/router';
import { PageMeta } from '@site/shared/seo';
import { Button, Spinner } from '@site/shared/ui';
import { adminPaths } from '@site/paths/admin';
import { useConsoleQuery } from '../../lib/useConsoleQuery';
import { HealthChart } from './HealthChart';
import { intervalStart } from './SeriesTable';

const WINDOWS = [
  { window: '1h', label: 'Last hour' },
  { window: '24h', label: 'Last 24 hours' },
] as const;

const Windows = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  padding: 0;
  a[aria-current='page'] {
    font-weight: 700;
  }
`;

const percent = (rate: number) => `${(rate * 100).toFixed(rate > 0 && rate < 0.1 ? 1 : 0)}%`;
const ms = (value: number) => (value >= 1_000 ? `${(value / 1_000).toFixed(1)} s` : `${Math.round(value)} ms`);
const clock = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

const errored = (side: SeriesSide) =>
  side.errorRate === null
    ? 'no sessions'
    : `${percent(side.errorRate)} (${side.erroredSessions} of ${side.sessions} sessions)`;

function Charts({ series }: { series: HealthSeries }) {
  const times = series.points.map((point) => point.at);
  const of = (read: (side: SeriesSide) => number | null) => ({
    stable: series.points.map((point) => read(point.stable)),
    canary: series.points.map((point) => read(point.canary)),
  });
  const vital = (name: 'lcp' | 'inp') => (side: 'stable' | 'canary', index: number) => {
    const value = series.points[index]![side].p75[name];
    return value === null ? 'not measured' : ms(value);
  };
  const common = { times, timeLabel: clock };
  const sessions = series.points.reduce((sum, point) => sum + point.stable.sessions + point.canary.sessions, 0);
  return (
    <>
      <p>
        {sessions} sessions from {intervalStart(series.since)} to {intervalStart(series.until)}, in intervals of{' '}
        {series.stepMs / 60_000} minutes.
      </p>
      <HealthChart
        {...common}
        title="Errored sessions"
        {...of((side) => side.errorRate)}
        format={percent}
        describe={(side, index) => errored(series.points[index]![side])}
        floor={0.05}
      />
      <HealthChart
        {...common}
        title="p75 LCP (Largest Contentful Paint)"
        {...of((side) => side.p75.lcp)}
        format={ms}
        describe={vital('lcp')}
        good={2_500}
        floor={2_500}
      />
      <HealthChart
        {...common}
        title="p75 INP (Interaction to Next Paint)"
        {...of((side) => side.p75.inp)}
        format={ms}
        describe={vital('inp')}
        good={200}
        floor={200}
      />
    </>
  );
}

export function HealthPage() {
  const { pathname, search } = useLocation();
  const remote = matchPath(adminPaths.healthRoute, pathname)?.params.remote ?? '';
  const window = new URLSearchParams(search).get('window') === '24h' ? '24h' : '1h';
  const { state, reload } = useConsoleQuery<HealthSeries>(
    `/remotes/${encodeURIComponent(remote)}/health?window=${window}`,
    { follow: true },
  );
  return (
    <>
      <PageMeta title={`${remote}: health`} description={`Errored sessions and Web Vitals of ${remote}.`} />
      <h1>Health of {remote}</h1>
      <p>
        <Link to={adminPaths.remote(remote)}>Releases and rollout of {remote}</Link>
      </p>
      <nav aria-label="Time window">
        <Windows>
          {WINDOWS.map((option) => (
            <li key={option.window}>
              <Link
                to={adminPaths.health(remote, option.window)}
                aria-current={option.window === window ? 'page' : undefined}
              >
                {option.label}
              </Link>
            </li>
          ))}
        </Windows>
      </nav>
      {'status' in state && state.status === 'loading' ? (
        <Spinner label={`Loading the health of ${remote}`} />
      ) : state.ok ? (
        <Charts series={state.data} />
      ) : (
        <div role="alert">
          <p>
            Could not load the health of {remote}: {state.message}
          </p>
          <Button onClick={reload}>Try again</Button>
        </div>
      )}
    </>
  );
}
