/** @jest-environment node */
// A remote's health per interval, on PGlite and (with TEST_DATABASE_URL) Postgres: minutes add up
// into their interval, stable and canary apart, previews and other remotes left out, empty intervals
// kept (a chart shows the gap), the first interval aligned to the step.
import { migrate, type Database } from '../db';
import { testDatabaseKinds } from '../db/testing/testDatabases';
import { createAggregator, MINUTE_MS } from './aggregator';
import { releaseHealthSeries } from './healthSeries';
import { writeAggregate } from './telemetryStore';
import { pageBatch } from './testBatches';

jest.setTimeout(60_000);

const T0 = Date.UTC(2026, 10, 25, 12, 0, 0);
const STEP = 5 * MINUTE_MS;

describe.each(testDatabaseKinds('the health series tests'))('health series on $name', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await kind.open();
    await migrate(db);
    const pages = createAggregator();
    const shop = (cohort: 'stable' | 'canary' | 'preview', errored = false) => [
      { remote: 'shop', release: cohort === 'stable' ? 'shop-a' : 'shop-b', cohort, session: true, errored },
    ];
    // 12:00-12:04: two stable sessions (LCP 1000, 3000), a canary one that errs with INP 400.
    pages.add(pageBatch({ releases: shop('stable'), vitals: [{ name: 'LCP', value: 1000, remote: 'shop' }] }), T0);
    pages.add(
      pageBatch({ releases: shop('stable'), vitals: [{ name: 'LCP', value: 3000, remote: 'shop' }] }),
      T0 + 4 * MINUTE_MS,
    );
    pages.add(
      pageBatch({ releases: shop('canary', true), vitals: [{ name: 'INP', value: 400, remote: 'shop' }] }),
      T0 + 2 * MINUTE_MS,
    );
    // 12:10: a canary session; a preview and another remote's session, which the shop's series leaves out.
    pages.add(pageBatch({ releases: shop('canary') }), T0 + 10 * MINUTE_MS);
    pages.add(pageBatch({ releases: shop('preview', true) }), T0 + 11 * MINUTE_MS);
    pages.add(
      pageBatch({ releases: [{ remote: 'quiz', release: 'quiz-a', cohort: 'stable', session: true }] }),
      T0 + 12 * MINUTE_MS,
    );
    await writeAggregate(db, pages.drain());
  });
  afterAll(async () => {
    await db.close();
    await kind.cleanUp();
  });

  it('adds the minutes of each interval up, stable and canary apart, and keeps the empty ones', async () => {
    const points = await releaseHealthSeries(db, {
      remote: 'shop',
      since: new Date(T0 + 2 * MINUTE_MS),
      until: new Date(T0 + 15 * MINUTE_MS),
      stepMs: STEP,
    });
    expect(points.map((point) => point.at)).toEqual(
      [0, 5, 10].map((minutes) => new Date(T0 + minutes * MINUTE_MS).toISOString()),
    );
    const [first, second, third] = points;
    expect(first!.stable).toMatchObject({ sessions: 2, erroredSessions: 0, errorRate: 0, p75: { inp: null } });
    expect(Math.abs(first!.stable.p75.lcp! - 3000)).toBeLessThan(75);
    expect(first!.canary).toMatchObject({ sessions: 1, erroredSessions: 1, errorRate: 1, p75: { lcp: null } });
    expect(Math.abs(first!.canary.p75.inp! - 400)).toBeLessThan(10);
    const empty = { sessions: 0, erroredSessions: 0, errorRate: null, p75: { lcp: null, inp: null } };
    expect(second).toMatchObject({ stable: empty, canary: empty });
    expect(third).toMatchObject({ stable: empty, canary: { sessions: 1, erroredSessions: 0, errorRate: 0 } });
  });

  it('reads one wide interval the same as its minutes together, and nothing before or after', async () => {
    const [hour] = await releaseHealthSeries(db, {
      remote: 'shop',
      since: new Date(T0),
      until: new Date(T0 + 60 * MINUTE_MS),
      stepMs: 60 * MINUTE_MS,
    });
    expect(hour!.stable.sessions + hour!.canary.sessions).toBe(4);
    expect(hour!.canary).toMatchObject({ sessions: 2, erroredSessions: 1, errorRate: 0.5 });
    const later = await releaseHealthSeries(db, {
      remote: 'shop',
      since: new Date(T0 + 20 * MINUTE_MS),
      until: new Date(T0 + 30 * MINUTE_MS),
      stepMs: STEP,
    });
    expect(later.every((point) => point.stable.sessions === 0 && point.canary.sessions === 0)).toBe(true);
    expect(later).toHaveLength(2);
  });
});
