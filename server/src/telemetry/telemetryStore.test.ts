/** @jest-environment node */
// The figures as the database keeps them, on PGlite and (with TEST_DATABASE_URL) Postgres: two
// instances adding to the same minute add up, a p75 comes from the bins over any span, and what is
// older than 30 days goes.
import { migrate, type Database } from '../db';
import { testDatabaseKinds } from '../db/testing/testDatabases';
import { createAggregator, MINUTE_MS } from './aggregator';
import { releaseHealth, routeSpeed } from './healthQueries';
import { pruneTelemetry, RETENTION_MS, writeAggregate } from './telemetryStore';
import { pageBatch, thrown } from './testBatches';

jest.setTimeout(60_000);

const T0 = Date.UTC(2026, 10, 25, 10, 0, 0);
const span = (from: number, to: number) => ({ since: new Date(from), until: new Date(to) });

describe.each(testDatabaseKinds('the telemetry store tests'))('telemetry store on $name', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await kind.open();
    await migrate(db);
  });
  afterAll(async () => {
    await db.close();
    await kind.cleanUp();
  });

  it('adds two instances’ counts for the same minute, and reads them per release and cohort', async () => {
    const one = createAggregator();
    const two = createAggregator();
    for (let i = 0; i < 3; i += 1) one.add(pageBatch(), T0 + i * 1000);
    two.add(pageBatch(), T0 + 5_000);
    two.add(
      pageBatch({
        releases: [{ remote: 'shop', release: 'shop-b', cohort: 'canary', errored: true }],
        errors: [thrown('cards exploded'), thrown('cards exploded')],
      }),
      T0 + 6_000,
    );
    // Both flush at once, into the same rows.
    await Promise.all([writeAggregate(db, one.drain()), writeAggregate(db, two.drain())]);
    const health = await releaseHealth(db, { remote: 'shop', ...span(T0, T0 + MINUTE_MS) });
    expect(health).toHaveLength(1);
    expect(health[0]).toMatchObject({ release: 'shop-b', cohort: 'canary', sessions: 4, erroredSessions: 1 });
    expect(health[0]!.topErrors).toEqual([
      expect.objectContaining({ kind: 'error', message: 'cards exploded', count: 2 }),
    ]);
    expect(await releaseHealth(db, { remote: 'shop', ...span(T0 + MINUTE_MS, T0 + 2 * MINUTE_MS) })).toEqual([]);
  });

  it('reads p75s from bins added over several minutes, stable and canary apart', async () => {
    const at = T0 + 10 * MINUTE_MS;
    const writer = createAggregator();
    const lcps = [1000, 1200, 1400, 1600, 1800, 2000, 2200, 2400];
    lcps.forEach((lcp, i) =>
      writer.add(
        pageBatch({
          route: '/shop/apps',
          releases: [{ remote: 'shop', release: 'shop-a', cohort: i % 2 ? 'canary' : 'stable', session: true }],
          vitals: [
            { name: 'LCP', value: lcp, remote: 'shop' },
            { name: 'CLS', value: 0, remote: 'shop' },
          ],
        }),
        at + i * MINUTE_MS,
      ),
    );
    await writeAggregate(db, writer.drain());
    const health = await releaseHealth(db, { remote: 'shop', ...span(at, at + 8 * MINUTE_MS) });
    const stable = health.find((h) => h.cohort === 'stable')!;
    const canary = health.find((h) => h.cohort === 'canary')!;
    // Stable had 1000, 1400, 1800, 2200: p75 (3rd of 4) about 1800; canary 1200 .. 2400: about 2000.
    expect(Math.abs(stable.p75.lcp! - 1800)).toBeLessThan(50);
    expect(Math.abs(canary.p75.lcp! - 2000)).toBeLessThan(55);
    expect(stable.p75).toMatchObject({ inp: null, cls: 0 });
    const speed = await routeSpeed(db, span(at, at + 8 * MINUTE_MS));
    expect(speed).toEqual([
      { route: '/shop/apps', samples: { lcp: 8, inp: 0, cls: 8 }, p75: { lcp: expect.any(Number), inp: null, cls: 0 } },
    ]);
    expect(Math.abs(speed[0]!.p75.lcp! - 2000)).toBeLessThan(55);
  });

  it("says when an error was first and last seen by each cohort within the span, not by the release's other cohorts", async () => {
    const at = T0 + 20 * MINUTE_MS;
    const writer = createAggregator();
    const erring = (cohort: 'preview' | 'canary', when: number) =>
      writer.add(
        pageBatch({
          releases: [{ remote: 'quiz', release: 'quiz-c', cohort, session: true, errored: true }],
          errors: [thrown('answers exploded', 'quiz', 'quiz-c')],
        }),
        when,
      );
    erring('preview', at + 5_000);
    erring('canary', at + 10 * MINUTE_MS + 5_000);
    erring('canary', at + 12 * MINUTE_MS + 10_000);
    await writeAggregate(db, writer.drain());
    const seen = async (since: number, until: number) =>
      Object.fromEntries(
        (await releaseHealth(db, { remote: 'quiz', ...span(since, until) })).map((h) => [
          h.cohort,
          [Date.parse(h.topErrors[0]!.firstSeen), Date.parse(h.topErrors[0]!.lastSeen)],
        ]),
      );
    const all = await seen(at, at + 20 * MINUTE_MS);
    // The preview's one error came before the canary started: its last is not the canary's.
    expect(all.preview![1]).toBeLessThanOrEqual(at + MINUTE_MS);
    expect(all.canary![0]).toBeGreaterThanOrEqual(at + 10 * MINUTE_MS);
    expect(all.canary![1]).toBe(at + 12 * MINUTE_MS + 10_000);
    // A span that starts after the first: first seen within it.
    expect((await seen(at + 11 * MINUTE_MS, at + 20 * MINUTE_MS)).canary![0]).toBeGreaterThanOrEqual(
      at + 11 * MINUTE_MS,
    );
  });

  it('writes a flush of more rows than one statement takes, every one of them', async () => {
    const at = T0 + 20 * MINUTE_MS;
    const writer = createAggregator();
    // 1,200 page views, each in a minute of its own: 1,200 session rows, written in slices.
    for (let i = 0; i < 1_200; i += 1) {
      writer.add(
        pageBatch({ releases: [{ remote: 'marketing', release: 'mkt-c', cohort: 'stable', session: true }] }),
        at + i * MINUTE_MS,
      );
    }
    await writeAggregate(db, writer.drain());
    const health = await releaseHealth(db, { remote: 'marketing', ...span(at, at + 1_200 * MINUTE_MS) });
    expect(health).toEqual([expect.objectContaining({ release: 'mkt-c', sessions: 1_200 })]);
  });

  it('prunes what is older than 30 days and keeps the rest', async () => {
    const now = T0 + RETENTION_MS + 5 * MINUTE_MS;
    await pruneTelemetry(db, now);
    // Everything above is older than 30 days before `now`, except the minutes from T0 + 10 min on.
    expect(await releaseHealth(db, { remote: 'shop', ...span(T0, T0 + MINUTE_MS) })).toEqual([]);
    const kept = await releaseHealth(db, { remote: 'shop', ...span(T0, now) });
    expect(kept.map((h) => h.sessions).reduce((a, b) => a + b, 0)).toBe(8);
  });
});
