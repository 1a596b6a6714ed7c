import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects } from '../../testing/databases.js';
import type { Database } from '../db/database.js';
import { ddlTypes } from '../db/ddl.js';
import { sql } from '../db/sql.js';
import { ValidationError } from '../errors.js';
import { defineQueryable, type QueryableDefinition } from './fields.js';
import { runQuery } from './run-query.js';

const definition: QueryableDefinition = {
  table: 'items',
  docColumn: 'doc',
  fields: {
    id: { type: 'string', column: 'id', sortable: true, notNull: true },
    title: { type: 'string', column: 'title', sortable: true },
    rank: { type: 'number', column: 'rank_no', sortable: true },
    hidden: { type: 'boolean', column: 'hidden', sortable: true, notNull: true },
    createdDate: { type: 'date', column: 'created_date', sortable: true, notNull: true },
    name: { type: 'string', sortable: true },
    price: { type: 'number', sortable: true },
    'stock.quantity': { type: 'number', sortable: true },
    inStock: { type: 'boolean', sortable: true },
    releaseDate: { type: 'date', sortable: true },
    tags: { type: 'stringArray' },
    note: { type: 'string' },
  },
  defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
};
const items = defineQueryable(definition);
const fewCounted = defineQueryable({ ...definition, countLimit: 10 });

interface Fixture {
  id: string;
  title?: string | null;
  rank?: number | null;
  hidden?: boolean;
  day: number;
  doc: Record<string, unknown>;
}

/**
 * Site `a`, for filters and sorts. Null and missing are mixed on purpose: a05 has JSON nulls, a04
 * and a11 lack `inStock`, a08 has `tags: null`, several rows lack `stock` entirely.
 */
const siteA: Fixture[] = [
  {
    id: 'a01',
    title: 'Apple',
    rank: 1,
    day: 1,
    doc: {
      name: 'apple',
      price: 10,
      stock: { quantity: 5 },
      inStock: true,
      releaseDate: '2024-03-01T10:00:00.000Z',
      tags: ['red', 'fruit'],
      secret: 'x',
    },
  },
  {
    id: 'a02',
    title: 'Banana',
    rank: 2,
    day: 2,
    doc: {
      name: 'banana',
      price: 5,
      stock: { quantity: 0 },
      inStock: false,
      releaseDate: '2024-02-01T00:00:00.000Z',
      tags: ['yellow', 'fruit'],
    },
  },
  {
    id: 'a03',
    title: null,
    rank: 3,
    hidden: true,
    day: 3,
    doc: { name: 'cherry', price: 20, inStock: true, tags: ['red'] },
  },
  {
    id: 'a04',
    title: 'Date',
    rank: null,
    day: 4,
    doc: {
      name: 'date',
      price: 15.5,
      stock: { quantity: 3 },
      releaseDate: '2024-03-01T10:00:00.000Z',
      tags: [],
    },
  },
  { id: 'a05', title: '', rank: 5, day: 5, doc: { price: null, inStock: null } },
  {
    id: 'a06',
    title: 'Fig',
    rank: 6,
    hidden: true,
    day: 6,
    doc: { name: '100%_off', price: 7, stock: { quantity: 12 }, inStock: false, tags: ['green'] },
  },
  {
    id: 'a07',
    title: 'grape',
    rank: 7,
    day: 7,
    doc: { name: '100% juice', price: 7, inStock: true, tags: ['green', 'fruit'] },
  },
  {
    id: 'a08',
    title: 'Kiwi',
    rank: 8,
    day: 8,
    doc: { name: '100_x', price: 0, inStock: true, releaseDate: '2023-12-31T23:59:59.999Z', tags: null },
  },
  {
    id: 'a09',
    title: 'Lemon',
    rank: 9,
    day: 9,
    doc: { name: '1000', price: -3, inStock: false, tags: ['yellow'] },
  },
  {
    id: 'a10',
    title: 'Mango',
    rank: 10,
    hidden: true,
    day: 10,
    doc: { name: 'Mango', price: 100, inStock: true, tags: ['yellow', 'fruit', 'sweet'] },
  },
  {
    id: 'a11',
    title: 'Émile',
    rank: 11,
    day: 11,
    doc: { name: 'émile', price: 2.5, stock: { quantity: 1 }, tags: ['fruit', 'fruit'] },
  },
  {
    id: 'a12',
    title: 'apple',
    rank: 12,
    day: 12,
    doc: { name: 'apple', price: 10, stock: { quantity: 7 }, inStock: true, tags: ['red'] },
  },
];

/** Site `b`, for cursor paging: by price ASC (NULLs first) the order is b02 b06 b03 b08 b05 b01 b04 b09 b07. */
const siteB: Fixture[] = [
  { id: 'b01', day: 1, doc: { price: 3 } },
  { id: 'b02', day: 2, doc: {} },
  { id: 'b03', day: 3, doc: { price: 1 } },
  { id: 'b04', day: 4, doc: { price: 3 } },
  { id: 'b05', day: 5, doc: { price: 2 } },
  { id: 'b06', day: 6, doc: { price: null } },
  { id: 'b07', day: 7, doc: { price: 5 } },
  { id: 'b08', day: 8, doc: { price: 1 } },
  { id: 'b09', day: 9, doc: { price: 4 } },
];

const allA = siteA.map((row) => row.id);
const except = (...ids: string[]) => allA.filter((id) => !ids.includes(id));

async function violationOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ValidationError);
  const [violation, ...rest] = (error as ValidationError).violations;
  expect(rest).toEqual([]);
  return violation;
}

describe.each(testDialects)('%s', (dialect) => {
  let db: Database;

  const insert = async (site: string, rows: Fixture[]) => {
    for (const row of rows) {
      const created = new Date(Date.UTC(2024, 0, row.day)).toISOString();
      await db.run(sql`
        INSERT INTO items (id, site_id, title, rank_no, hidden, created_date, doc)
        VALUES (${row.id}, ${site}, ${row.title ?? null}, ${row.rank ?? null}, ${Number(row.hidden ?? false)},
                ${created}, ${JSON.stringify(row.doc)})`);
    }
  };

  const inSite = (site: string) => ({ scope: sql`site_id = ${site}` });
  const query = (site: string, request: unknown, entity = items) =>
    runQuery(db, entity, request, inSite(site));
  const ids = async (site: string, request: unknown, entity = items) =>
    (await query(site, request, entity)).rows.map((row) => row.id);
  /** Ids matching a filter in site a, in id order. */
  const matching = (filter: unknown) => ids('a', { filter, sort: [{ fieldName: 'id' }] });

  beforeAll(async () => {
    db = await openTestDatabase(dialect);
    await db.run(
      sql.raw(`CREATE TABLE items (
        id TEXT PRIMARY KEY,
        site_id TEXT NOT NULL,
        title TEXT,
        rank_no INTEGER,
        hidden ${ddlTypes(dialect).flag} NOT NULL,
        created_date TEXT NOT NULL,
        doc ${ddlTypes(dialect).json} NOT NULL
      )`),
    );
    await insert('a', siteA);
    await insert('b', siteB);
  });

  afterAll(async () => {
    await db?.close();
  });

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

  describe('offset paging', () => {
    const byId = [{ fieldName: 'id' }];

    it('returns the page with count, offset and an exact total', async () => {
      const first = await query('a', { sort: byId, paging: { limit: 5 } });
      expect(first.rows.map((row) => row.id)).toEqual(['a01', 'a02', 'a03', 'a04', 'a05']);
      expect(first.pagingMetadata).toEqual({
        count: 5,
        offset: 0,
        total: 12,
        tooManyToCount: false,
        cursors: {},
      });

      const last = await query('a', { sort: byId, paging: { limit: 5, offset: 10 } });
      expect(last.rows.map((row) => row.id)).toEqual(['a11', 'a12']);
      expect(last.pagingMetadata).toEqual({
        count: 2,
        offset: 10,
        total: 12,
        tooManyToCount: false,
        cursors: {},
      });

      const beyond = await query('a', { paging: { offset: 50 } });
      expect(beyond.pagingMetadata).toEqual({
        count: 0,
        offset: 50,
        total: 12,
        tooManyToCount: false,
        cursors: {},
      });

      const filtered = await query('a', {
        filter: { hidden: true },
        paging: { limit: 2, offset: 1 },
        sort: byId,
      });
      expect(filtered.rows.map((row) => row.id)).toEqual(['a06', 'a10']);
      expect(filtered.pagingMetadata).toMatchObject({ count: 2, offset: 1, total: 3 });
    });

    it('returns raw rows, with the JSON document as text', async () => {
      const { rows } = await query('a', { filter: { id: 'a02' } });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: 'a02',
        site_id: 'a',
        title: 'Banana',
        created_date: '2024-01-02T00:00:00.000Z',
      });
      expect(JSON.parse(String(rows[0]?.doc))).toMatchObject({ name: 'banana', tags: ['yellow', 'fruit'] });
    });

    it('defaults to 50 rows from offset 0', async () => {
      const { pagingMetadata } = await query('a', {});
      expect(pagingMetadata).toEqual({ count: 12, offset: 0, total: 12, tooManyToCount: false, cursors: {} });
      const zero = await query('a', { paging: { limit: 0 } });
      expect(zero.rows).toEqual([]);
      expect(zero.pagingMetadata).toMatchObject({ count: 0, total: 12 });
    });

    it('stops counting past countLimit and says so', async () => {
      expect((await query('a', {}, fewCounted)).pagingMetadata).toMatchObject({
        total: 10,
        tooManyToCount: true,
      });
      const ten = { createdDate: { $lte: '2024-01-10' } };
      expect((await query('a', { filter: ten }, fewCounted)).pagingMetadata).toMatchObject({
        count: 10,
        total: 10,
        tooManyToCount: false,
      });
      const eleven = { createdDate: { $lte: '2024-01-11' } };
      expect((await query('a', { filter: eleven, paging: { limit: 3 } }, fewCounted)).pagingMetadata).toEqual(
        {
          count: 3,
          offset: 0,
          total: 10,
          tooManyToCount: true,
          cursors: {},
        },
      );
    });
  });

  describe('cursor paging', () => {
    type Page = { ids: unknown[]; next?: string | null; prev?: string | null };
    const page = async (site: string, request: unknown): Promise<Page> => {
      const { rows, pagingMetadata } = await query(site, request);
      expect(pagingMetadata.count).toBe(rows.length);
      expect(Object.keys(pagingMetadata)).toEqual(['count', 'cursors']);
      return { ids: rows.map((row) => row.id), ...pagingMetadata.cursors };
    };
    const follow = (site: string, cursor: string | null | undefined, limit: number) =>
      page(site, { cursorPaging: { cursor, limit } });

    it('walks forward through every page and back again with prev', async () => {
      const first = await page('b', { sort: [{ fieldName: 'price' }], cursorPaging: { limit: 3 } });
      expect(first.ids).toEqual(['b02', 'b06', 'b03']);
      expect(first.prev).toBeUndefined();
      const second = await follow('b', first.next, 3);
      expect(second.ids).toEqual(['b08', 'b05', 'b01']);
      const third = await follow('b', second.next, 3);
      expect(third.ids).toEqual(['b04', 'b09', 'b07']);
      expect(third.next).toBeUndefined();

      const backToSecond = await follow('b', third.prev, 3);
      expect(backToSecond.ids).toEqual(['b08', 'b05', 'b01']);
      expect(backToSecond.next).toBeDefined();
      const backToFirst = await follow('b', backToSecond.prev, 3);
      expect(backToFirst.ids).toEqual(['b02', 'b06', 'b03']);
      expect(backToFirst.prev).toBeUndefined();
      expect((await follow('b', backToFirst.next, 3)).ids).toEqual(['b08', 'b05', 'b01']);
    });

    it('carries the filter and a descending sort in the cursor', async () => {
      const request = { filter: { price: { $gte: 2 } }, sort: [{ fieldName: 'price', order: 'DESC' }] };
      const first = await page('b', { ...request, cursorPaging: { limit: 2 } });
      expect(first.ids).toEqual(['b07', 'b09']);
      const second = await follow('b', first.next, 2);
      expect(second.ids).toEqual(['b04', 'b01']);
      // The request's own filter and sort are ignored once a cursor is given.
      const third = await page('b', {
        filter: { price: 999 },
        sort: [{ fieldName: 'id' }],
        cursorPaging: { cursor: second.next, limit: 2 },
      });
      expect(third).toEqual({ ids: ['b05'], prev: expect.any(String) });
    });

    it('lets the limit change between pages and reports the page size in count', async () => {
      const first = await page('b', {
        sort: [{ fieldName: 'price', order: 'DESC' }],
        cursorPaging: { limit: 4 },
      });
      expect(first.ids).toEqual(['b07', 'b09', 'b04', 'b01']);
      const rest = await follow('b', first.next, 10);
      expect(rest).toEqual({ ids: ['b05', 'b08', 'b03', 'b06', 'b02'], prev: expect.any(String) });
      expect((await follow('b', rest.prev, 2)).ids).toEqual(['b04', 'b01']);
    });

    it('gives no cursors when everything fits on one page', async () => {
      expect(await page('b', { filter: { price: 1 }, cursorPaging: { limit: 5 } })).toEqual({
        ids: ['b08', 'b03'],
      });
      expect(await page('b', { filter: { price: 1 }, cursorPaging: {} })).toEqual({ ids: ['b08', 'b03'] });
      expect(await page('b', { filter: { price: 42 }, cursorPaging: { cursor: null } })).toEqual({ ids: [] });
    });

    it.each([
      [[{ fieldName: 'price' }]],
      [[{ fieldName: 'price', order: 'DESC' }]],
      [[{ fieldName: 'title' }]],
      [
        [
          { fieldName: 'inStock', order: 'DESC' },
          { fieldName: 'price', order: 'ASC' },
        ],
      ],
      [[{ fieldName: 'name' }, { fieldName: 'createdDate', order: 'DESC' }]],
      [[{ fieldName: 'stock.quantity', order: 'DESC' }]],
      [[{ fieldName: 'hidden' }, { fieldName: 'rank', order: 'DESC' }]],
      [[{ fieldName: 'releaseDate' }, { fieldName: 'inStock' }]],
      [[]],
    ])('pages through %j in the same order as offset paging, both ways', async (sort) => {
      const expected = await ids('a', { sort, paging: { limit: 100 } });
      const forward: Page[] = [await page('a', { sort, cursorPaging: { limit: 5 } })];
      for (let at = forward[0]; at?.next; at = forward.at(-1)) forward.push(await follow('a', at.next, 5));
      expect(forward.map((p) => p.ids.length)).toEqual([5, 5, 2]);
      expect(forward.flatMap((p) => p.ids)).toEqual(expected);

      const backward: Page[] = [forward[2] as Page];
      for (let at = backward[0]; at?.prev; at = backward[0]) backward.unshift(await follow('a', at.prev, 5));
      expect(backward.map((p) => p.ids)).toEqual(forward.map((p) => p.ids));
    });

    it('is keyset based: rows inserted before the cursor do not shift the next page', async () => {
      await insert(
        'c',
        siteB.map((row) => ({ ...row, id: row.id.replace('b', 'c') })),
      );
      const first = await page('c', { sort: [{ fieldName: 'price' }], cursorPaging: { limit: 3 } });
      expect(first.ids).toEqual(['c02', 'c06', 'c03']);

      await insert('c', [
        { id: 'c00', day: 20, doc: { price: 0 } },
        { id: 'c10', day: 21, doc: {} },
        { id: 'c11', day: 22, doc: { price: 1 } },
      ]);
      const second = await follow('c', first.next, 3);
      expect(second.ids).toEqual(['c08', 'c11', 'c05']);
      // Going back now shows what lies before the page today, inserted rows included.
      const before = await follow('c', second.prev, 3);
      expect(before.ids).toEqual(['c10', 'c00', 'c03']);
      expect(before.prev).toBeDefined();
      expect((await follow('c', before.prev, 3)).ids).toEqual(['c02', 'c06']);

      await db.run(sql`DELETE FROM items WHERE id IN ('c08', 'c11', 'c05', 'c01', 'c04', 'c09', 'c07')`);
      const emptied = await follow('c', first.next, 3);
      expect(emptied).toEqual({ ids: [], prev: expect.any(String) });
      // With no boundary row left on the page, prev still reaches the row the cursor was taken at.
      expect((await follow('c', emptied.prev, 3)).ids).toEqual(['c10', 'c00', 'c03']);
    });

    it('rejects a tampered or malformed cursor on cursorPaging.cursor', async () => {
      const { next } = await page('b', { filter: { price: { $gte: 1 } }, cursorPaging: { limit: 2 } });
      const payload = JSON.parse(Buffer.from(String(next), 'base64url').toString()) as Record<
        string,
        unknown
      >;
      const reencode = (changes: Record<string, unknown>) =>
        Buffer.from(JSON.stringify({ ...payload, ...changes })).toString('base64url');
      const expected = { field: 'cursorPaging.cursor', violatedRule: 'FORMAT' };

      for (const cursor of [
        'definitely-not-a-cursor',
        `${next}!`,
        String(next).slice(0, 20),
        reencode({ f: { secret: 'x' } }),
        reencode({ s: [['note', 'ASC']] }),
        reencode({ a: [3, 'b01'] }),
        reencode({ a: [3] }),
      ]) {
        expect(await violationOf(query('b', { cursorPaging: { cursor, limit: 2 } }))).toMatchObject(expected);
      }
      expect(await violationOf(query('b', { cursorPaging: { cursor: 5 } }))).toMatchObject(expected);
    });
  });

  describe('request validation', () => {
    it.each([
      [{ filter: { secret: 'x' } }, 'filter.secret', 'VALIDATION'],
      [{ filter: { $or: [{ price: 1 }, { secret: 'x' }] } }, 'filter.secret', 'VALIDATION'],
      [{ filter: { secret: 'x' }, cursorPaging: {} }, 'filter.secret', 'VALIDATION'],
      [{ filter: { price: 'ten' } }, 'filter.price', 'FORMAT'],
      [{ filter: { price: { $in: 'ten' } } }, 'filter.price.$in', 'VALIDATION'],
      [{ filter: { createdDate: { $gt: 'last week' } } }, 'filter.createdDate', 'FORMAT'],
      [{ filter: { hidden: 1 } }, 'filter.hidden', 'FORMAT'],
      [{ paging: { limit: 101 } }, 'paging.limit', 'MAX'],
      [{ paging: { limit: -1 } }, 'paging.limit', 'MIN'],
      [{ paging: { limit: 2.5 } }, 'paging.limit', 'FORMAT'],
      [{ paging: { limit: '10' } }, 'paging.limit', 'FORMAT'],
      [{ paging: { offset: -5 } }, 'paging.offset', 'MIN'],
      [{ paging: { offset: 0.5 } }, 'paging.offset', 'FORMAT'],
      [{ cursorPaging: { limit: 101 } }, 'cursorPaging.limit', 'MAX'],
      [{ paging: { limit: 10 }, cursorPaging: { limit: 10 } }, 'cursorPaging', 'ONE_OF_ALIGNMENT'],
      [{ paging: 5 }, 'paging', 'FORMAT'],
    ])('refuses %j on %s (%s)', async (request, field, violatedRule) => {
      expect(await violationOf(query('a', request))).toMatchObject({ field, violatedRule });
    });

    it('accepts limit 100', async () => {
      expect((await query('a', { paging: { limit: 100 } })).pagingMetadata.count).toBe(12);
      expect((await query('a', { cursorPaging: { limit: 100 } })).pagingMetadata.count).toBe(12);
    });
  });
});
