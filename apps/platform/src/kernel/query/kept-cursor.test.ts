import { describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases.js';
import { items, useItemsDatabase } from '../../testing/query-items.js';
import {
  queryOutcome,
  type Random,
  randomFrom,
  randomQuery,
  type ValuePools,
} from '../../testing/random-queries.js';
import { sql } from '../db/sql.js';
import { encodeCursor } from './cursor.js';
import { KeptRows } from './kept-rows.js';
import { readKeptRows } from './read-kept-rows.js';

const pools: ValuePools = {
  id: ['a01', 'a05', 'a12', 'zz'],
  title: ['Apple', 'Banana', 'B', 'z', ''],
  rank: [1, 3, 5.5, 7, 12, 0],
  hidden: [true, false],
  name: ['apple', 'Mango', 'émile', 'a', ''],
  price: [10, 5, 15.5, 2.5, 0, 100],
  inStock: [true, false],
  tags: ['red', 'fruit', 'yellow', 'green'],
};
const SORTABLE = [
  'id',
  'title',
  'rank',
  'hidden',
  'createdDate',
  'name',
  'price',
  'stock.quantity',
  'inStock',
  'releaseDate',
];

interface Paging {
  cursors: { next?: string; prev?: string };
}

/**
 * Cursor paging over kept rows (issue 42): the same pages, and the same cursors to the text, as
 * `runQuery` gives by SQL, walked forward and back, from cursors SQL wrote and from forged ones.
 */
describe.each(testDialects)('%s: kept rows page by cursor as SQL does', (dialect) => {
  const { query, database } = useItemsDatabase(dialect);
  const keptSiteA = async () =>
    new KeptRows(
      items,
      dialect,
      (await readKeptRows(database(), items, { scope: sql`site_id = ${'a'}`, limit: 100 })) ?? [],
    );

  /** Both answers to one request, held equal; SQL's, to walk on from. */
  const compare = async (kept: KeptRows, request: Record<string, unknown>) => {
    const expected = await queryOutcome(() => query('a', request));
    const actual = await queryOutcome(() => kept.query(request));
    expect({ request, ...actual }).toEqual({ request, ...expected });
    return expected;
  };

  /** Follows `direction`'s cursors from `paging` for up to `steps` pages, comparing each. */
  const walk = async (
    kept: KeptRows,
    paging: unknown,
    direction: 'next' | 'prev',
    limit: number,
    steps: number,
  ) => {
    let at = paging as Paging | undefined;
    for (let step = 0; step < steps; step += 1) {
      const cursor = at?.cursors[direction];
      if (!cursor) return at;
      at = (await compare(kept, { cursorPaging: { limit, cursor } })).paging as Paging | undefined;
    }
    return at;
  };

  const singleSort = (random: Random) => [
    {
      fieldName: random.pick(SORTABLE),
      ...(random.chance(0.7) ? { order: random.pick(['ASC', 'DESC']) } : {}),
    },
  ];

  it('walks 200 random queries forward and back, every sort, nulls and ties included', async () => {
    const kept = await keptSiteA();
    const random = randomFrom(20261128);
    let walked = 0;
    for (let index = 0; index < 200; index += 1) {
      const { paging: _offset, ...request } = randomQuery(random, items, pools);
      const limit = random.pick([0, 1, 2, 3, 5]);
      const first = await compare(kept, { ...request, sort: singleSort(random), cursorPaging: { limit } });
      const end = await walk(kept, first.paging, 'next', limit, 6);
      await walk(kept, end, 'prev', limit, 6);
      if ((first.paging as Paging | undefined)?.cursors.next && limit > 0) walked += 1;
    }
    expect(walked).toBeGreaterThan(40);
  });

  it('answers forged anchors as SQL does, and refuses broken cursors alike', async () => {
    const kept = await keptSiteA();
    const random = randomFrom(7);
    const anchors: [string, unknown[]][] = [
      ['title', ['Banana', 'a05']],
      ['title', [null, 'a05']],
      ['title', [null, 'zz']],
      ['rank', [3, 'a00']],
      ['rank', [-1e9, '']],
      ['price', [10, 'a01']],
      ['price', [null, 'a08']],
      ['inStock', [true, 'a04']],
      ['createdDate', ['2024-01-05T00:00:00.000Z', 'a05']],
      ['releaseDate', ['2024-02-01', 'a03']],
      ['id', ['a06']],
      ['name', ['zzz', 'zz']],
    ];
    for (const [fieldName, values] of anchors) {
      for (const order of ['ASC', 'DESC'] as const) {
        for (const direction of ['next', 'prev'] as const) {
          for (const inclusive of [false, true]) {
            const filter = random.chance(0.5) ? { hidden: false } : null;
            const cursor = encodeCursor({
              filter,
              sort: [{ fieldName, order }],
              direction,
              anchor: { values: values as never, inclusive },
            });
            await compare(kept, { cursorPaging: { limit: 3, cursor } });
          }
          // No anchor: from the start, or from the end going back.
          const cursor = encodeCursor({ filter: null, sort: [{ fieldName, order }], direction });
          await compare(kept, { cursorPaging: { limit: 4, cursor } });
        }
      }
    }
    for (const cursor of [
      encodeCursor({
        filter: null,
        sort: [{ fieldName: 'rank', order: 'ASC' }],
        direction: 'next',
        anchor: { values: ['3', 'a01'], inclusive: false },
      }),
      encodeCursor({
        filter: null,
        sort: [{ fieldName: 'id', order: 'ASC' }],
        direction: 'next',
        anchor: { values: ['a01', 'a02'], inclusive: false },
      }),
      encodeCursor({ filter: { nope: 1 }, sort: [{ fieldName: 'id', order: 'ASC' }], direction: 'next' }),
      'not a cursor',
    ]) {
      await compare(kept, { cursorPaging: { limit: 3, cursor } });
    }
    await compare(kept, { cursorPaging: { limit: 3, cursor: 5 } });
    await compare(kept, { cursorPaging: { limit: 1000 } });
  });

  it('leaves a cursor page of a sort on two fields to SQL', async () => {
    const kept = await keptSiteA();
    const sort = [
      { fieldName: 'rank', order: 'ASC' },
      { fieldName: 'title', order: 'DESC' },
    ];
    expect(kept.query({ sort, cursorPaging: { limit: 2 } })).toBeUndefined();
    const cursor = encodeCursor({ filter: null, sort: sort as never, direction: 'next' });
    expect(kept.query({ cursorPaging: { limit: 2, cursor } })).toBeUndefined();
  });
});
