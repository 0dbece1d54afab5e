/** @jest-environment node */
// The write-behind's pace: a quick database is written about every `flushEveryMs`; one whose writes
// take long is written twenty times less often than it takes, so under load the writes keep to a
// twentieth of the time, and nothing added is lost in between (the last flush on close writes it).
// Within a flush the database works at most a quarter of the time, and a write that fails partway
// is finished later without counting anything twice.
import pino from 'pino';
import type { Database } from '../db';
import { MINUTE_MS } from './aggregator';
import { pageBatch } from './testBatches';
import { createTelemetryWriter, MAX_STATEMENT_PAUSE_MS } from './telemetryWriter';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const T0 = Date.UTC(2026, 10, 25, 10, 0, 0);

interface Statement {
  start: number;
  end: number;
  sessions: number;
}

/**
 * A database whose every write takes `writeMs`, keeping each statement's times and the sessions
 * it wrote; `fail(n)` makes the statement numbered n (from 0) fail instead.
 */
function fakeDatabase(writeMs: number, fail: (n: number) => boolean = () => false) {
  const statements: Statement[] = [];
  let asked = 0;
  const query = async (sql: string, params?: unknown[]) => {
    // The hourly pruning, asked for at start, is not a write.
    if (sql.includes('DELETE')) return { rows: [{ n: 0 }] };
    const start = performance.now();
    if (writeMs) await sleep(writeMs);
    if (fail(asked++)) throw new Error('connection lost');
    const sessions = sql.includes('INTO telemetry_sessions') ? ((params?.[5] as number[]) ?? []) : [];
    statements.push({ start, end: performance.now(), sessions: sessions.reduce((sum, n) => sum + n, 0) });
    return { rows: [] };
  };
  const db = {
    kind: 'postgres',
    description: 'a fake',
    query,
    exec: async () => undefined,
    transaction: async () => {
      throw new Error('the write-behind writes no transaction');
    },
    close: async () => undefined,
  } as unknown as Database;
  const sessionsWritten = () => statements.reduce((sum, s) => sum + s.sessions, 0);
  // Page views of the same minute make a row per release: a flush of them writes one statement of
  // sessions.
  const flushes = () => statements.filter((s) => s.sessions > 0).length;
  return { db, statements, sessionsWritten, flushes };
}

const silent = pino({ level: 'silent' });

/** Adds a page view (two sessions) every 5 ms for `ms`, then closes the writer. */
async function run(writeMs: number, ms: number) {
  const fake = fakeDatabase(writeMs);
  const started = performance.now();
  const writer = createTelemetryWriter({ database: () => fake.db, logger: silent, flushEveryMs: 50 });
  let added = 0;
  for (const end = Date.now() + ms; Date.now() < end; added += 1) {
    writer.add(pageBatch());
    await sleep(5);
  }
  const elapsed = performance.now() - started;
  const flushesBeforeClose = fake.flushes();
  const durations = fake.statements.map((s) => s.end - s.start);
  const busyBeforeClose = durations.reduce((sum, ms) => sum + ms, 0);
  const longest = Math.max(0, ...durations);
  await writer.close();
  return { flushesBeforeClose, busyBeforeClose, longest, elapsed, sessions: fake.sessionsWritten(), added };
}

describe('the telemetry write-behind', () => {
  it('writes a quick database about every flushEveryMs', async () => {
    // Every 50 ms: twenty in a second on a quiet machine, fewer when timers lag on a busy one.
    const { flushesBeforeClose, sessions, added } = await run(0, 1_000);
    expect(flushesBeforeClose).toBeGreaterThanOrEqual(5);
    expect(sessions).toBe(added * 2);
  });

  it('writes a slow database at most a twentieth of the time, and loses nothing', async () => {
    // Each write takes 100 ms (more on a busy machine): the next waits twenty times as long, so in
    // 3 s there are two flushes, not sixty, and apart from the last one the database worked at most
    // a twentieth of the time, however long each write took.
    const { flushesBeforeClose, busyBeforeClose, longest, elapsed, sessions, added } = await run(100, 3_000);
    expect(flushesBeforeClose).toBeGreaterThanOrEqual(1);
    expect(flushesBeforeClose).toBeLessThanOrEqual(2);
    expect(busyBeforeClose - longest).toBeLessThanOrEqual(elapsed / 20);
    expect(sessions).toBe(added * 2);
  });

  it('lets the database work at most a quarter of the time while a flush writes', async () => {
    const fake = fakeDatabase(40);
    const writer = createTelemetryWriter({ database: () => fake.db, logger: silent, flushEveryMs: 20 });
    // 250 page views, each in a minute of its own: 500 session rows, five statements.
    for (let i = 0; i < 250; i += 1) writer.add(pageBatch(), T0 + i * MINUTE_MS);
    while (fake.sessionsWritten() < 500) await sleep(50);
    const [first, second, third] = fake.statements;
    // Each statement took 40 ms or more: the next starts three times as long after it at least, or
    // the longest pause after a statement (a statement slowed past 83 ms by a busy machine).
    const pauseAfter = (statement: { start: number; end: number }) =>
      Math.min(3 * (statement.end - statement.start), MAX_STATEMENT_PAUSE_MS) - 5;
    expect(second!.start - first!.end).toBeGreaterThanOrEqual(pauseAfter(first!));
    expect(third!.start - second!.end).toBeGreaterThanOrEqual(pauseAfter(second!));
    await writer.close();
    expect(fake.sessionsWritten()).toBe(500);
  });

  it('writes the rest of a flush that failed partway later, each session once', async () => {
    // The second statement fails once: the first's rows are written, the rest wait for the next
    // flush.
    const fake = fakeDatabase(0, (n) => n === 1);
    const writer = createTelemetryWriter({ database: () => fake.db, logger: silent, flushEveryMs: 60_000 });
    for (let i = 0; i < 250; i += 1) writer.add(pageBatch(), T0 + i * MINUTE_MS);
    await writer.flush();
    expect(fake.sessionsWritten()).toBe(100);
    await writer.flush();
    expect(fake.sessionsWritten()).toBe(500);
    await writer.close();
    expect(fake.sessionsWritten()).toBe(500);
  });

  it('closes only once the prune asked for at start is done: the database is closed after it', async () => {
    const fake = fakeDatabase(0);
    let pruneEnded = false;
    const db = {
      ...fake.db,
      query: async (sql: string, params?: unknown[]) => {
        if (!sql.includes('DELETE')) return fake.db.query(sql, params);
        await sleep(200);
        pruneEnded = true;
        return { rows: [{ n: 0 }] };
      },
    } as unknown as Database;
    const writer = createTelemetryWriter({ database: () => db, logger: silent, flushEveryMs: 60_000 });
    await sleep(50); // the prune is under way
    await writer.close();
    expect(pruneEnded).toBe(true);
  });
});
