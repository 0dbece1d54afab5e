/** @jest-environment node */
// The write-behind's pace: a quick database is written about every `flushEveryMs`; one whose writes
// take long is written twenty times less often than it takes, so under load the writes keep to a
// twentieth of the time, and nothing added is lost in between (the last flush on close writes it).
import pino from 'pino';
import type { Database, Queryable } from '../db';
import { pageBatch } from './testBatches';
import { createTelemetryWriter } from './telemetryWriter';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A database whose every write takes `writeMs`, counting the flushes and the session rows written. */
function fakeDatabase(writeMs: number) {
  const seen = { flushes: 0, sessions: 0 };
  const tx: Queryable = {
    query: async <Row>(sql: string, params?: unknown[]) => {
      if (sql.includes('telemetry_sessions')) {
        const counts = (params?.[5] as number[]) ?? [];
        seen.sessions += counts.reduce((sum, n) => sum + n, 0);
      }
      return { rows: [] as Row[] };
    },
    exec: async () => undefined,
  };
  const db = {
    kind: 'postgres',
    description: 'a fake',
    query: tx.query,
    exec: tx.exec,
    transaction: async (work) => {
      seen.flushes += 1;
      if (writeMs) await sleep(writeMs);
      return work(tx);
    },
    close: async () => undefined,
  } as Database;
  return { db, seen };
}

/** Adds a page view (two sessions) every 5 ms for `ms`, then closes the writer. */
async function run(writeMs: number, ms: number) {
  const { db, seen } = fakeDatabase(writeMs);
  const writer = createTelemetryWriter({ database: () => db, logger: pino({ level: 'silent' }), flushEveryMs: 50 });
  let added = 0;
  for (const end = Date.now() + ms; Date.now() < end; added += 1) {
    writer.add(pageBatch());
    await sleep(5);
  }
  const flushesBeforeClose = seen.flushes;
  await writer.close();
  return { flushesBeforeClose, sessions: seen.sessions, added };
}

describe('the telemetry write-behind', () => {
  it('writes a quick database about every flushEveryMs', async () => {
    // Every 50 ms: twenty in a second on a quiet machine, fewer when timers lag on a busy one.
    const { flushesBeforeClose, sessions, added } = await run(0, 1_000);
    expect(flushesBeforeClose).toBeGreaterThanOrEqual(5);
    expect(sessions).toBe(added * 2);
  });

  it('writes a slow database at most a twentieth of the time, and loses nothing', async () => {
    // Each write takes 100 ms: the next waits 2 s, so in 3 s there are two flushes, not sixty.
    const { flushesBeforeClose, sessions, added } = await run(100, 3_000);
    expect(flushesBeforeClose).toBeGreaterThanOrEqual(1);
    expect(flushesBeforeClose).toBeLessThanOrEqual(2);
    expect(sessions).toBe(added * 2);
  });
});
