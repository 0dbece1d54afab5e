/** @jest-environment node */
// The owner's order report at the terminal finds orders as the console's search does (docs/orders.md,
// `npm run orders -- --search`): any part of a number, an email or a name, wildcards taken literally.
import type { Database } from '../../db';
import { testDatabaseKinds } from '../../db/testing/testDatabases';
import { buildTestShop, contact, newKey, type TestShop } from '../testing/testShop';
import { listOrders, parseReportFilters } from './orderReport';

jest.setTimeout(60_000);

describe.each(testDatabaseKinds('the order report tests'))('the order report on $name', (kind) => {
  let db: Database;
  let shop: TestShop;
  beforeAll(async () => {
    db = await kind.open();
    shop = await buildTestShop(db, { now: () => new Date('2026-11-01T10:00:00Z') });
  });
  afterAll(async () => {
    await shop.app.close();
    await db.close();
    await kind.cleanUp();
  });

  const buy = async (email: string, first: string, last: string) => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': newKey() },
      payload: { items: [{ productId: 'ai-prompt-mastery', quantity: 1 }], contact: contact(email, first, last) },
    });
    expect(response.statusCode).toBe(201);
    return (response.json().order as { id: string }).id;
  };
  const found = async (search: string) =>
    (await listOrders(db, parseReportFilters({ search }))).map((row) => row.id).sort();

  it('finds an order by any part of its email, name or number, and nothing else', async () => {
    const ana = await buy('ana.lopez@example.com', 'Ana', 'Lopez');
    const ben = await buy('ben_k@example.org', 'Ben', 'Kim');
    expect(await found('LOPEZ@')).toEqual([ana]);
    expect(await found('ben kim')).toEqual([ben]);
    expect(await found(ana.slice(-5).toLowerCase())).toEqual([ana]);
    expect(await found('example')).toEqual([ana, ben].sort());
    // An underscore is a character, not a wildcard: only ben_k's address has one.
    expect(await found('_')).toEqual([ben]);
    expect(await found('nobody')).toEqual([]);
  });

  it('refuses a search no one would type, and says what it takes', () => {
    expect(() => parseReportFilters({ search: 'x'.repeat(201) })).toThrow(
      '--search must be some text (at most 200 characters) of an order number, email or name',
    );
    expect(parseReportFilters({ search: '  ' })).toEqual({});
  });
});
