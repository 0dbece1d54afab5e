/** @jest-environment node */
// A Web Vital's histogram is one row (migration 11), on PGlite and (with TEST_DATABASE_URL)
// Postgres: flushes into the same row add up bin by bin, what the aggregator puts back after a
// failed write is written once, and what the old row-per-bin table held is still read after the
// migration.
import { migrate, type Database } from '../db';
import { migrateUpTo, testDatabaseKinds } from '../db/testing/testDatabases';
import { createAggregator, MINUTE_MS } from './aggregator';
import { routeSpeed } from './healthQueries';
import { binOf, valueOfBin } from './histogram';
import { writeAggregate } from './telemetryStore';
import { pageBatch } from './testBatches';

jest.setTimeout(60_000);

const T0 = Date.UTC(2026, 10, 26, 9, 0, 0);
const span = (from: number, to: number) => ({ since: new Date(from), until: new Date(to) });
/** An LCP as a p75 reads it back: the value its bin stands for. */
const shownAs = (lcp: number) => valueOfBin('LCP', binOf('LCP', lcp));
const lcp = (value: number) => pageBatch({ route: '/cadence', vitals: [{ name: 'LCP', value, remote: 'cadence' }] });

describe.each(testDatabaseKinds('the vital histogram tests'))('vital histograms on $name', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await kind.open();
    // Up to the last migration before the histograms became rows, with figures written the old way.
    await migrateUpTo(db, 10);
    const old = (bin: number, n: number) =>
      db.query(
        `INSERT INTO telemetry_vitals (minute, remote, release, cohort, route, metric, bin, n)
         VALUES ($1, 'quiz', 'quiz-a', 'stable', '/ai-trust-test', 'LCP', $2, $3)`,
        [new Date(T0 - MINUTE_MS).toISOString(), bin, n],
      );
    // Bin 150 stands for about 1,470 ms and bin 160 for about 2,400 ms: 3 page views in one, 4 in
    // the other.
    await old(150, 3);
    await old(160, 4);
    await migrate(db);
  });
  afterAll(async () => {
    await db.close();
    await kind.cleanUp();
  });

  it('keeps what the row-per-bin table held', async () => {
    const [speed] = await routeSpeed(db, span(T0 - MINUTE_MS, T0));
    expect(speed).toMatchObject({ route: '/ai-trust-test', samples: { lcp: 7, inp: 0, cls: 0 } });
    // The 6th of 7 (p75) is in bin 160.
    expect(speed!.p75.lcp).toBe(valueOfBin('LCP', 160));
  });

  it('adds flushes into the same row bin by bin: the bins both had, and those only one had', async () => {
    const one = createAggregator();
    const two = createAggregator();
    [1000, 1000, 3000].forEach((value) => one.add(lcp(value), T0 + 1_000));
    [1000, 5000, 5000, 5000].forEach((value) => two.add(lcp(value), T0 + 2_000));
    await writeAggregate(db, one.drain());
    await writeAggregate(db, two.drain());
    const { rows } = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM telemetry_vital_bins WHERE route = '/cadence' AND minute = $1`,
      [new Date(T0).toISOString()],
    );
    expect(Number(rows[0]!.n)).toBe(1);
    const [speed] = await routeSpeed(db, span(T0, T0 + MINUTE_MS));
    // 1000 x3, 3000, 5000 x3: the 6th of 7 is 5,000 ms.
    expect(speed).toMatchObject({ route: '/cadence', samples: { lcp: 7 } });
    expect(speed!.p75.lcp).toBe(shownAs(5000));
  });

  it('writes what was put back after a failed write once, added to what came since', async () => {
    const aggregator = createAggregator();
    aggregator.add(lcp(2000), T0 + MINUTE_MS);
    aggregator.restore(aggregator.drain());
    aggregator.add(lcp(2000), T0 + MINUTE_MS + 1_000);
    aggregator.add(lcp(800), T0 + MINUTE_MS + 2_000);
    await writeAggregate(db, aggregator.drain());
    const [speed] = await routeSpeed(db, span(T0 + MINUTE_MS, T0 + 2 * MINUTE_MS));
    expect(speed).toMatchObject({ route: '/cadence', samples: { lcp: 3 } });
    expect(speed!.p75.lcp).toBe(shownAs(2000));
  });
});
