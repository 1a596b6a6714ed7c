import { describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases.js';
import { allA, except, siteB, useItemsDatabase } from '../../testing/query-items.js';

/** Filters of the query language, on every field type, with nulls and missing fields. */
describe.each(testDialects)('%s', (dialect) => {
  const { ids, matching } = useItemsDatabase(dialect);

  describe('filters', () => {
    it('matches everything for an empty or absent filter, within the scope only', async () => {
      expect(await matching({})).toEqual(allA);
      expect(await matching(null)).toEqual(allA);
      expect(await matching(undefined)).toEqual(allA);
      expect(await ids('b', { sort: [{ fieldName: 'id' }] })).toEqual(siteB.map((row) => row.id));
    });

    it('$eq, as a plain value or an operator, on columns and JSON paths', async () => {
      expect(await matching({ name: 'apple' })).toEqual(['a01', 'a12']);
      expect(await matching({ name: { $eq: 'apple' } })).toEqual(['a01', 'a12']);
      expect(await matching({ title: 'apple' })).toEqual(['a12']);
      expect(await matching({ price: 15.5 })).toEqual(['a04']);
      expect(await matching({ rank: 3 })).toEqual(['a03']);
      expect(await matching({ 'stock.quantity': 0 })).toEqual(['a02']);
      expect(await matching({ inStock: false })).toEqual(['a02', 'a06', 'a09']);
      expect(await matching({ hidden: true })).toEqual(['a03', 'a06', 'a10']);
      expect(await matching({ createdDate: '2024-01-05T00:00:00.000Z' })).toEqual(['a05']);
    });

    it('$eq null matches null and missing alike', async () => {
      expect(await matching({ name: null })).toEqual(['a05']);
      expect(await matching({ price: null })).toEqual(['a05']);
      expect(await matching({ inStock: null })).toEqual(['a04', 'a05', 'a11']);
      expect(await matching({ title: null })).toEqual(['a03']);
      expect(await matching({ rank: { $eq: null } })).toEqual(['a04']);
      expect(await matching({ tags: null })).toEqual(['a05', 'a08']);
    });

    it('$ne includes rows where the field is null or missing', async () => {
      expect(await matching({ price: { $ne: 10 } })).toEqual(except('a01', 'a12'));
      expect(await matching({ inStock: { $ne: true } })).toEqual(['a02', 'a04', 'a05', 'a06', 'a09', 'a11']);
      expect(await matching({ title: { $ne: 'Apple' } })).toEqual(except('a01'));
      expect(await matching({ hidden: { $ne: true } })).toEqual(except('a03', 'a06', 'a10'));
      expect(await matching({ inStock: { $ne: null } })).toEqual(except('a04', 'a05', 'a11'));
    });

    it('range operators on numbers, including fractions against an integer column', async () => {
      expect(await matching({ price: { $gt: 10 } })).toEqual(['a03', 'a04', 'a10']);
      expect(await matching({ price: { $gte: 10 } })).toEqual(['a01', 'a03', 'a04', 'a10', 'a12']);
      expect(await matching({ price: { $lt: 5 } })).toEqual(['a08', 'a09', 'a11']);
      expect(await matching({ price: { $lte: 5 } })).toEqual(['a02', 'a08', 'a09', 'a11']);
      expect(await matching({ price: { $gt: 2.5, $lt: 10 } })).toEqual(['a02', 'a06', 'a07']);
      expect(await matching({ rank: { $gt: 9.5 } })).toEqual(['a10', 'a11', 'a12']);
      expect(await matching({ rank: { $lte: 3 } })).toEqual(['a01', 'a02', 'a03']);
      expect(await matching({ 'stock.quantity': { $gte: 5 } })).toEqual(['a01', 'a06', 'a12']);
    });

    it('range operators on strings compare code points on both dialects', async () => {
      expect(await matching({ title: { $gt: 'Kiwi' } })).toEqual(['a07', 'a09', 'a10', 'a11', 'a12']);
      expect(await matching({ name: { $lt: 'apple' } })).toEqual(['a06', 'a07', 'a08', 'a09', 'a10']);
    });

    it('range operators on dates normalise ISO strings, offsets and $date', async () => {
      expect(await matching({ createdDate: { $gte: '2024-01-10' } })).toEqual(['a10', 'a11', 'a12']);
      expect(await matching({ createdDate: { $lt: { $date: '2024-01-03T00:00:00Z' } } })).toEqual([
        'a01',
        'a02',
      ]);
      expect(await matching({ releaseDate: { $gt: '2024-01-01T00:00:00.000+01:00' } })).toEqual([
        'a01',
        'a02',
        'a04',
        'a08',
      ]);
      expect(await matching({ releaseDate: '2024-03-01T11:00:00+01:00' })).toEqual(['a01', 'a04']);
      expect(await matching({ releaseDate: { $lt: '2024-01-01' } })).toEqual(['a08']);
    });

    it('$in and $nin, with empty lists and null members', async () => {
      expect(await matching({ name: { $in: ['apple', 'cherry', 'nope'] } })).toEqual(['a01', 'a03', 'a12']);
      expect(await matching({ name: { $in: [] } })).toEqual([]);
      expect(await matching({ name: { $in: ['cherry', null] } })).toEqual(['a03', 'a05']);
      expect(await matching({ price: { $in: [7, 100] } })).toEqual(['a06', 'a07', 'a10']);
      expect(await matching({ inStock: { $in: [false] } })).toEqual(['a02', 'a06', 'a09']);
      expect(await matching({ hidden: { $in: [true] } })).toEqual(['a03', 'a06', 'a10']);
      expect(await matching({ name: { $nin: ['apple', 'banana'] } })).toEqual(except('a01', 'a02', 'a12'));
      expect(await matching({ name: { $nin: ['apple', null] } })).toEqual(except('a01', 'a05', 'a12'));
      expect(await matching({ name: { $nin: [] } })).toEqual(allA);
      expect(await matching({ inStock: { $nin: [true] } })).toEqual([
        'a02',
        'a04',
        'a05',
        'a06',
        'a09',
        'a11',
      ]);
    });

    it('$exists treats null as absent', async () => {
      expect(await matching({ 'stock.quantity': { $exists: true } })).toEqual([
        'a01',
        'a02',
        'a04',
        'a06',
        'a11',
        'a12',
      ]);
      expect(await matching({ 'stock.quantity': { $exists: false } })).toEqual([
        'a03',
        'a05',
        'a07',
        'a08',
        'a09',
        'a10',
      ]);
      expect(await matching({ price: { $exists: false } })).toEqual(['a05']);
      expect(await matching({ releaseDate: { $exists: true } })).toEqual(['a01', 'a02', 'a04', 'a08']);
      expect(await matching({ tags: { $exists: false } })).toEqual(['a05', 'a08']);
    });

    it('$isEmpty on arrays and strings: empty, null and missing versus non-empty', async () => {
      expect(await matching({ tags: { $isEmpty: true } })).toEqual(['a04', 'a05', 'a08']);
      expect(await matching({ tags: { $isEmpty: false } })).toEqual(except('a04', 'a05', 'a08'));
      expect(await matching({ title: { $isEmpty: true } })).toEqual(['a03', 'a05']);
      expect(await matching({ title: { $isEmpty: false } })).toEqual(except('a03', 'a05'));
      expect(await matching({ inStock: { $isEmpty: true } })).toEqual(['a04', 'a05', 'a11']);
    });

    it('$startsWith takes % and _ literally and is case-sensitive', async () => {
      expect(await matching({ name: { $startsWith: '100%' } })).toEqual(['a06', 'a07']);
      expect(await matching({ name: { $startsWith: '100_' } })).toEqual(['a08']);
      expect(await matching({ name: { $startsWith: '100' } })).toEqual(['a06', 'a07', 'a08', 'a09']);
      expect(await matching({ name: { $startsWith: 'ap' } })).toEqual(['a01', 'a12']);
      expect(await matching({ name: { $startsWith: 'Ap' } })).toEqual([]);
      expect(await matching({ title: { $startsWith: 'É' } })).toEqual(['a11']);
      expect(await matching({ name: { $startsWith: 'émi' } })).toEqual(['a11']);
      expect(await matching({ name: { $startsWith: '' } })).toEqual(except('a05'));
    });

    it('$hasSome and $hasAll on string arrays', async () => {
      expect(await matching({ tags: { $hasSome: ['red', 'green'] } })).toEqual([
        'a01',
        'a03',
        'a06',
        'a07',
        'a12',
      ]);
      expect(await matching({ tags: { $hasSome: ['sweet'] } })).toEqual(['a10']);
      expect(await matching({ tags: { $hasSome: [] } })).toEqual([]);
      expect(await matching({ tags: { $hasAll: ['fruit', 'yellow'] } })).toEqual(['a02', 'a10']);
      expect(await matching({ tags: { $hasAll: ['fruit'] } })).toEqual(['a01', 'a02', 'a07', 'a10', 'a11']);
      expect(await matching({ tags: { $hasAll: ['fruit', 'fruit'] } })).toEqual([
        'a01',
        'a02',
        'a07',
        'a10',
        'a11',
      ]);
      expect(await matching({ tags: { $hasAll: ['red', 'green'] } })).toEqual([]);
    });

    it('several fields in one object are ANDed', async () => {
      expect(await matching({ inStock: true, price: { $lt: 15 } })).toEqual(['a01', 'a07', 'a08', 'a12']);
    });

    it('$and, $or and $not, nested, with missing fields counting as not matching under $not', async () => {
      expect(await matching({ $or: [{ price: { $gt: 50 } }, { name: 'banana' }] })).toEqual(['a02', 'a10']);
      expect(await matching({ $and: [{ tags: { $hasSome: ['fruit'] } }, { hidden: false }] })).toEqual([
        'a01',
        'a02',
        'a07',
        'a11',
      ]);
      expect(await matching({ $not: { price: { $gt: 10 } } })).toEqual(except('a03', 'a04', 'a10'));
      expect(await matching({ $not: { inStock: true } })).toEqual(['a02', 'a04', 'a05', 'a06', 'a09', 'a11']);
      expect(await matching({ $not: { $not: { inStock: true } } })).toEqual([
        'a01',
        'a03',
        'a07',
        'a08',
        'a10',
        'a12',
      ]);
      expect(await matching({ price: { $not: { $gte: 7 } } })).toEqual(['a02', 'a05', 'a08', 'a09', 'a11']);
      expect(
        await matching({
          $or: [
            { $and: [{ hidden: true }, { $not: { name: 'Mango' } }] },
            { $not: { $or: [{ price: { $lt: 100 } }, { price: null }] } },
          ],
        }),
      ).toEqual(['a03', 'a06', 'a10']);
      expect(
        await matching({
          $and: [
            { $or: [{ name: { $startsWith: '100' } }, { tags: { $isEmpty: true } }] },
            { $not: { hidden: true } },
          ],
        }),
      ).toEqual(['a04', 'a05', 'a07', 'a08', 'a09']);
    });
  });
});
