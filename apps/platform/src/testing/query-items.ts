import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../kernel/db/database.js';
import { ddlTypes } from '../kernel/db/ddl.js';
import { type Dialect, sql } from '../kernel/db/sql.js';
import { ValidationError } from '../kernel/errors.js';
import { defineQueryable, type QueryableDefinition } from '../kernel/query/fields.js';
import { runQuery } from '../kernel/query/run-query.js';
import { openTestDatabase } from './databases.js';

/**
 * The query compiler's test table: an `items` table with real columns and document fields of
 * every type, and two sites of rows, shared by the kernel/query/run-query-*.test.ts files.
 */
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
export const items = defineQueryable(definition);
export const fewCounted = defineQueryable({ ...definition, countLimit: 10 });

export interface Fixture {
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
export const siteA: Fixture[] = [
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
export const siteB: Fixture[] = [
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

export const allA = siteA.map((row) => row.id);
export const except = (...ids: string[]) => allA.filter((id) => !ids.includes(id));

export async function violationOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ValidationError);
  const [violation, ...rest] = (error as ValidationError).violations;
  expect(rest).toEqual([]);
  return violation;
}

/**
 * A fresh database of `dialect` holding the items of sites `a` and `b`, for the enclosing
 * describe block, with helpers to query it.
 */
export function useItemsDatabase(dialect: Dialect) {
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
        doc ${ddlTypes(dialect).json} NOT NULL,
        revision INTEGER NOT NULL DEFAULT 1
      )`),
    );
    await insert('a', siteA);
    await insert('b', siteB);
  });
  afterAll(async () => {
    await db?.close();
  });

  return {
    run: (query: ReturnType<typeof sql>) => db.run(query),
    /** The database itself, once the block's setup has run. */
    database: () => db,
    insert,
    query,
    ids,
    matching,
  };
}
