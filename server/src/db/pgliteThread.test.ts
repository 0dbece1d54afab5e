/** @jest-environment node */
// The embedded database on its own thread (docs/data.md, "PGlite's thread"): what crosses between the
// threads, transactions, and a thread that is gone.
import type { Database } from './database';
import { pgliteKind, type TestDatabaseKind } from './testing/testDatabases';

jest.setTimeout(60_000);

let kind: TestDatabaseKind;
let db: Database;
beforeAll(async () => {
  kind = pgliteKind();
  db = await kind.open();
  await db.exec(`CREATE TABLE things (id int PRIMARY KEY, made timestamptz, data bytea, doc jsonb, note text);`);
});
afterAll(async () => {
  await db.close();
  await kind.cleanUp();
});

it('passes parameters and rows as they are: dates, bytes, JSON, null', async () => {
  const made = new Date('2026-11-26T10:20:30.000Z');
  await db.query('INSERT INTO things VALUES ($1, $2, $3, $4, $5)', [
    1,
    made,
    Buffer.from([0, 1, 255]),
    { a: [1] },
    null,
  ]);
  const { rows } = await db.query<{ id: number; made: Date; data: Uint8Array; doc: unknown; note: null }>(
    'SELECT * FROM things WHERE id = 1',
  );
  expect(rows).toHaveLength(1);
  expect(rows[0].id).toBe(1);
  // A Date (of the thread's realm, not Jest's sandbox: toBeInstanceOf would tell them apart).
  expect(Object.prototype.toString.call(rows[0].made)).toBe('[object Date]');
  expect(rows[0].made.toISOString()).toBe(made.toISOString());
  expect([...rows[0].data]).toEqual([0, 1, 255]);
  expect(rows[0].doc).toEqual({ a: [1] });
  expect(rows[0].note).toBeNull();
});

it("keeps a database error's code and fields, so callers can tell a duplicate from a failure", async () => {
  await db.query('INSERT INTO things (id) VALUES (2)');
  const error = await db.query('INSERT INTO things (id) VALUES (2)').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(Error);
  expect(error).toMatchObject({ code: '23505', constraint: 'things_pkey' });
  expect((error as Error).message).toMatch(/duplicate key/);
});

it('commits a transaction that resolves and rolls back one that throws, with its error', async () => {
  const result = await db.transaction(async (tx) => {
    await tx.query('INSERT INTO things (id, note) VALUES (10, $1)', ['kept']);
    return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM things WHERE id = 10')).rows[0].n;
  });
  expect(result).toBe(1);
  const failure = new Error('changed my mind');
  await expect(
    db.transaction(async (tx) => {
      await tx.query('INSERT INTO things (id, note) VALUES (11, $1)', ['dropped']);
      throw failure;
    }),
  ).rejects.toBe(failure);
  const { rows } = await db.query<{ id: number }>('SELECT id FROM things WHERE id IN (10, 11) ORDER BY id');
  expect(rows.map((row) => row.id)).toEqual([10]);
});

it('keeps statements from outside out of an open transaction until it ends', async () => {
  let release: () => void = () => {};
  const holding = new Promise<void>((resolve) => (release = resolve));
  const inside = db.transaction(async (tx) => {
    await tx.query('INSERT INTO things (id) VALUES (20)');
    await holding;
    await tx.query('UPDATE things SET note = $1 WHERE id = 20', ['done']);
  });
  // Asked while the transaction is open: it must see the transaction's whole work, not half of it.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const outside = db.query<{ note: string | null }>('SELECT note FROM things WHERE id = 20');
  release();
  await inside;
  expect((await outside).rows).toEqual([{ note: 'done' }]);
});

it('answers "PGlite is closed" once closed, which the site counts as a database out of reach', async () => {
  const other = pgliteKind();
  const closing = await other.open();
  await closing.close();
  await expect(closing.query('SELECT 1')).rejects.toThrow(/PGlite is closed/);
  await other.cleanUp();
});
