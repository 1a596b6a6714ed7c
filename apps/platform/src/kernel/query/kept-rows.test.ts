import { describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects } from '../../testing/databases.js';
import { fewCounted, items, siteA, useItemsDatabase } from '../../testing/query-items.js';
import { queryOutcome, randomFrom, randomQuery, type ValuePools } from '../../testing/random-queries.js';
import { sql } from '../db/sql.js';
import { compareCodePoints, compilePredicate, type KeptRow, rowOrder } from './evaluate.js';
import { defineQueryable, type QueryableEntity } from './fields.js';
import { compileFilter } from './filter.js';
import { KeptRows } from './kept-rows.js';
import { offsetPaging, pagingOf } from './paging.js';
import { readKeptRows, readKeptRowsById } from './read-kept-rows.js';
import { parseSort } from './sort.js';

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
  const keptOptions = (site: string) => ({ scope: sql`site_id = ${site}`, limit: 100 });
  const keptSiteA = async () =>
    new KeptRows(items, dialect, (await readKeptRows(database(), items, keptOptions('a'))) ?? []);
  const compareRandomQueries = async (kept: KeptRows, site: string, seed: number, count: number) => {
    const random = randomFrom(seed);
    for (let index = 0; index < count; index += 1) {
      const request = randomQuery(random, items, pools);
      const expected = await queryOutcome(() => query(site, request));
      const actual = await queryOutcome(() => kept.query(request));
      expect({ request, ...actual }).toEqual({ request, ...expected });
    }
  };

  it('600 random queries over nulls, JSON paths, arrays, dates and every operator', async () => {
    const kept = await keptSiteA();
    expect(kept.inDefaultOrder().map((row) => row.id)).toEqual(
      (await query('a', { paging: { limit: 100 } })).rows.map((row) => row.id),
    );
    await compareRandomQueries(kept, 'a', 20261125, 600);
  });

  it('follows changes applied row by row, and answers as SQL does after them', async () => {
    const siteC = siteA.map((row) => ({ ...row, id: row.id.replace('a', 'c') }));
    await insert('c', siteC);
    const kept = new KeptRows(
      items,
      dialect,
      (await readKeptRows(database(), items, keptOptions('c'))) ?? [],
    );
    expect(kept.size).toBe(12);
    // c03 and c05 change, c09 goes, c13 comes: only they are read again.
    await run(sql`UPDATE items SET title = 'Cherry', rank_no = 40 WHERE id = 'c03'`);
    await run(sql`UPDATE items SET title = NULL, created_date = '2023-01-01' WHERE id = 'c05'`);
    await run(sql`DELETE FROM items WHERE id = 'c09'`);
    await insert('c', [{ id: 'c13', title: 'New', day: 13, doc: { name: 'new', tags: ['red'] } }]);
    const changed = ['c03', 'c05', 'c09', 'c13'];
    const read = await readKeptRowsById(database(), items, keptOptions('c'), changed);
    expect(read.map((row) => row.id).sort()).toEqual(['c03', 'c05', 'c13']);
    kept.apply(read, ['c09']);
    const full = (await readKeptRows(database(), items, keptOptions('c'))) ?? [];
    expect(kept.inDefaultOrder()).toEqual(new KeptRows(items, dialect, full).inDefaultOrder());
    await compareRandomQueries(kept, 'c', 42, 300);
  });

  it('keeps nothing past its limit', async () => {
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
      const options = { scope: siteScope, extraColumns: ['revision'] };
      expect(await readKeptRows(db, few, { ...options, limit: 1 })).toBeUndefined();
      const both = [
        { id: 'x1', revision: 1 },
        { id: 'x2', revision: 1 },
      ];
      expect(await readKeptRows(db, few, { ...options, limit: 2 })).toEqual(both);
    } finally {
      await db.close();
    }
  });
});

/** What kept rows answered before they had indexes: every row filtered, then sorted. */
function scanned(entity: QueryableEntity, rows: readonly KeptRow[], query: unknown) {
  const { request, useCursor } = pagingOf(entity, query);
  if (useCursor) return undefined;
  const { limit, offset } = offsetPaging(request);
  compileFilter(entity, request.filter, 'sqlite');
  const specs = parseSort(entity, request.sort);
  const predicate = compilePredicate(entity, request.filter);
  const matches = rows.filter((row) => predicate(row) === true).sort(rowOrder(entity, specs));
  const tooManyToCount = matches.length > entity.countLimit;
  return {
    rows: matches.slice(offset, offset + limit),
    pagingMetadata: {
      count: Math.min(limit, Math.max(0, matches.length - offset)),
      offset,
      total: tooManyToCount ? entity.countLimit : matches.length,
      tooManyToCount,
      cursors: {},
    },
  };
}

describe('kept rows indexes', () => {
  const random = randomFrom(4242);
  const pick = <T>(values: readonly T[]) => (random.chance(0.15) ? null : random.pick(values));
  let next = 0;
  const row = (): KeptRow => {
    next += 1;
    return {
      id: `r${String(random.below(100_000)).padStart(5, '0')}-${next}`,
      title: pick(pools.title as string[]),
      rank: pick(pools.rank as number[]),
      hidden: random.chance(0.3),
      createdDate: random.pick([
        '2024-01-03T00:00:00.000Z',
        '2024-01-07T00:00:00.000Z',
        '2023-05-01T00:00:00.000Z',
      ]),
      name: pick(pools.name as string[]),
      price: pick(pools.price as number[]),
      'stock.quantity': pick(pools['stock.quantity'] as number[]),
      inStock: pick([true, false]),
      releaseDate: pick((pools.releaseDate as string[]).filter((date) => date.endsWith('Z'))),
      tags: random.chance(0.1) ? null : (pools.tags as string[]).filter(() => random.chance(0.3)),
      note: pick(pools.note as string[]),
    };
  };

  it('answer as a scan of every row does, over 3,000 rows, through changes one by one and in bulk', () => {
    let rows = Array.from({ length: 3_000 }, row);
    for (const entity of [items, fewCounted]) {
      const kept = new KeptRows(entity, 'sqlite', rows);
      const compare = (count: number) => {
        const all = kept.inDefaultOrder();
        for (let index = 0; index < count; index += 1) {
          const request = randomQuery(random, entity, pools);
          const expected = outcomeOf(() => scanned(entity, all, request));
          expect({ request, ...outcomeOf(() => kept.query(request)) }).toEqual({ request, ...expected });
        }
      };
      compare(150);
      for (const changes of [1, 3, 40, 900]) {
        const removed = rows
          .filter(() => random.chance(changes / rows.length / 2))
          .map((kept) => kept.id as string);
        const changed = rows
          .filter((kept) => !removed.includes(kept.id as string) && random.chance(changes / rows.length / 2))
          .map((kept): KeptRow => ({ ...row(), id: kept.id as string }));
        const added = Array.from({ length: Math.ceil(changes / 4) }, row);
        kept.apply([...changed, ...added], removed);
        rows = [...rows.filter((kept) => !removed.includes(kept.id as string)), ...added].map(
          (kept) => changed.find((change) => change.id === kept.id) ?? kept,
        );
        expect(kept.size).toBe(rows.length);
        compare(60);
      }
    }
  });
});

function outcomeOf(run: () => ReturnType<KeptRows['query']>) {
  try {
    const result = run();
    return result
      ? { ids: result.rows.map((kept) => kept.id), paging: result.pagingMetadata }
      : { ids: undefined };
  } catch (error) {
    return { refused: (error as Error).message };
  }
}
