import { describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects } from '../../testing/databases.js';
import { items, siteA, useItemsDatabase } from '../../testing/query-items.js';
import { queryOutcome, randomFrom, randomQuery, type ValuePools } from '../../testing/random-queries.js';
import { sql } from '../db/sql.js';
import { compareCodePoints } from './evaluate.js';
import { defineQueryable } from './fields.js';
import { KeptRows } from './kept-rows.js';
import { readKeptRows } from './read-kept-rows.js';

/** Operands: what the rows of site a hold, values between and beyond them, and odd text. */
const pools: ValuePools = {
  id: ['a01', 'a05', 'a12', 'a', 'b01', 'zz'],
  title: [...siteA.map((row) => row.title ?? null), 'B', 'apple', 'É', 'z', ''],
  rank: [1, 3, 5.5, 7, 12, 0, -1, 100],
  hidden: [true, false],
  createdDate: ['2024-01-03T00:00:00.000Z', '2024-01-07', { $date: '2024-01-10T00:00:00Z' }, '2023-12-31'],
  name: ['apple', 'Mango', '100%', '100', 'émile', 'é', 'date', 'a', 'Z', '', '1000'],
  price: [10, 5, 15.5, 2.5, -3, 0, 7, 100, 20.25],
  'stock.quantity': [0, 3, 5, 7, 12, 1],
  inStock: [true, false],
  releaseDate: [
    '2024-03-01T10:00:00.000Z',
    '2024-02-01T00:00:00+01:00',
    '2024-01-01',
    '2023-12-31T23:59:59.999Z',
  ],
  tags: ['red', 'fruit', 'yellow', 'green', 'sweet', 'blue'],
  note: ['x', ''],
};

describe('code point order', () => {
  it('orders a character above U+FFFF after every character of the Basic Multilingual Plane', () => {
    const sorted = ['\u{1F600}', '\uFFFD', 'a', '\uE000', 'é', '\uD7FF'].sort(compareCodePoints);
    expect(sorted).toEqual(['a', 'é', '\uD7FF', '\uE000', '\uFFFD', '\u{1F600}']);
  });
});

describe.each(testDialects)('%s: kept rows answer as SQL does', (dialect) => {
  const { query, database, insert, run } = useItemsDatabase(dialect);
  const siteScope = sql`site_id = ${'a'}`;
  const keptOptions = (site: string) => ({
    scope: sql`site_id = ${site}`,
    limit: 100,
    revisionColumn: 'revision',
  });
  const keptSiteA = async () =>
    new KeptRows(items, (await readKeptRows(database(), items, keptOptions('a'))) ?? [], dialect);

  it('600 random queries over nulls, JSON paths, arrays, dates and every operator', async () => {
    const kept = await keptSiteA();
    expect(kept.rows.map((row) => row.id)).toEqual(
      (await query('a', { paging: { limit: 100 } })).rows.map((row) => row.id),
    );
    const random = randomFrom(20261125);
    for (let index = 0; index < 600; index += 1) {
      const request = randomQuery(random, items, pools);
      const expected = await queryOutcome(() => query('a', request));
      const actual = await queryOutcome(() => kept.query(request));
      expect({ request, ...actual }).toEqual({ request, ...expected });
    }
  });

  it('reads again in full only the rows written since, and drops deleted ones', async () => {
    const siteC = siteA.map((row) => ({ ...row, id: row.id.replace('a', 'c') }));
    await insert('c', siteC);
    const before = (await readKeptRows(database(), items, keptOptions('c'))) ?? [];
    expect(before).toHaveLength(12);
    // c03 changes with its revision, c05 changes without (so it is not read again), c09 goes, c13 comes.
    await run(sql`UPDATE items SET title = 'Cherry', revision = 2 WHERE id = 'c03'`);
    await run(sql`UPDATE items SET title = 'unseen' WHERE id = 'c05'`);
    await run(sql`DELETE FROM items WHERE id = 'c09'`);
    await insert('c', [{ id: 'c13', title: 'New', day: 13, doc: { name: 'new', tags: ['red'] } }]);
    const after = (await readKeptRows(database(), items, keptOptions('c'), before)) ?? [];
    const full = (await readKeptRows(database(), items, keptOptions('c'))) ?? [];
    expect(after.map((row) => row.id)).toEqual(full.map((row) => row.id));
    expect(after.find((row) => row.id === 'c03')).toEqual(full.find((row) => row.id === 'c03'));
    expect(after.find((row) => row.id === 'c13')).toEqual(full.find((row) => row.id === 'c13'));
    expect(after.find((row) => row.id === 'c05')?.title).toBe('');
    expect(full.find((row) => row.id === 'c05')?.title).toBe('unseen');
    expect(after.map((row) => row.id)).not.toContain('c09');
  });

  it('leaves cursor paging to SQL, and keeps nothing past its limit', async () => {
    const kept = await keptSiteA();
    expect(kept.query({ cursorPaging: { limit: 2 } })).toBeUndefined();
    const db = await openTestDatabase(dialect);
    try {
      await db.run(
        sql.raw(
          'CREATE TABLE items (id TEXT PRIMARY KEY, site_id TEXT, created_date TEXT, revision INTEGER)',
        ),
      );
      await db.run(sql`INSERT INTO items VALUES ('x1', 'a', '2024-01-01', 1), ('x2', 'a', '2024-01-02', 1)`);
      const few = defineQueryable({
        table: 'items',
        fields: { id: { type: 'string', column: 'id', sortable: true, notNull: true } },
      });
      const options = { scope: siteScope, revisionColumn: 'revision' };
      expect(await readKeptRows(db, few, { ...options, limit: 1 })).toBeUndefined();
      const both = [
        { id: 'x1', revision: 1 },
        { id: 'x2', revision: 1 },
      ];
      expect(await readKeptRows(db, few, { ...options, limit: 2 })).toEqual(both);
      expect(await readKeptRows(db, few, { ...options, limit: 1 }, both)).toBeUndefined();
    } finally {
      await db.close();
    }
  });
});
