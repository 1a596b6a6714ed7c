import { describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases.js';
import { allA, useItemsDatabase, violationOf } from '../../testing/query-items.js';

/** Sorting: columns and document fields, nulls, ties, defaults and refusals. */
describe.each(testDialects)('%s', (dialect) => {
  const { query, ids } = useItemsDatabase(dialect);

  describe('sorting', () => {
    const sorted = (sort: unknown) => ids('a', { sort, paging: { limit: 100 } });

    it('defaults to the entity default sort', async () => {
      expect(await ids('a', {})).toEqual([...allA].reverse());
    });

    it('numbers ascending and descending, NULL smallest, ties broken by id in the last direction', async () => {
      const ascending = ['a05', 'a09', 'a08', 'a11', 'a02', 'a06', 'a07', 'a01', 'a12', 'a04', 'a03', 'a10'];
      expect(await sorted([{ fieldName: 'price' }])).toEqual(ascending);
      expect(await sorted([{ fieldName: 'price', order: 'DESC' }])).toEqual([...ascending].reverse());
    });

    it('strings by code point, NULL first', async () => {
      expect(await sorted([{ fieldName: 'title', order: 'ASC' }])).toEqual([
        'a03',
        'a05',
        'a01',
        'a02',
        'a04',
        'a06',
        'a08',
        'a09',
        'a10',
        'a12',
        'a07',
        'a11',
      ]);
    });

    it('several keys mixing directions, booleans, dates, nested paths and NULLs', async () => {
      expect(
        await sorted([
          { fieldName: 'inStock', order: 'DESC' },
          { fieldName: 'price', order: 'ASC' },
        ]),
      ).toEqual(['a08', 'a07', 'a01', 'a12', 'a03', 'a10', 'a09', 'a02', 'a06', 'a05', 'a11', 'a04']);
      expect(await sorted([{ fieldName: 'name' }, { fieldName: 'createdDate', order: 'DESC' }])).toEqual([
        'a05',
        'a07',
        'a06',
        'a09',
        'a08',
        'a10',
        'a12',
        'a01',
        'a02',
        'a03',
        'a04',
        'a11',
      ]);
      expect(await sorted([{ fieldName: 'stock.quantity', order: 'DESC' }])).toEqual([
        'a06',
        'a12',
        'a01',
        'a04',
        'a11',
        'a02',
        'a10',
        'a09',
        'a08',
        'a07',
        'a05',
        'a03',
      ]);
      expect(await sorted([{ fieldName: 'hidden' }, { fieldName: 'rank', order: 'DESC' }])).toEqual([
        'a12',
        'a11',
        'a09',
        'a08',
        'a07',
        'a05',
        'a02',
        'a01',
        'a04',
        'a10',
        'a06',
        'a03',
      ]);
    });

    it('refuses unknown and non-sortable fields', async () => {
      expect(await violationOf(query('a', { sort: [{ fieldName: 'secret' }] }))).toMatchObject({
        field: 'sort[0].fieldName',
        violatedRule: 'VALIDATION',
      });
      expect(await violationOf(query('a', { sort: [{ fieldName: 'tags' }] }))).toMatchObject({
        field: 'sort[0].fieldName',
      });
      expect(
        await violationOf(
          query('a', { sort: [{ fieldName: 'price' }, { fieldName: 'note' }], cursorPaging: {} }),
        ),
      ).toMatchObject({ field: 'sort[1].fieldName' });
    });
  });
});
