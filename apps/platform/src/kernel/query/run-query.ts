import { DEFAULT_PAGE_SIZE, type Filter, MAX_PAGE_SIZE, type PagingMetadata } from '@bazaar/contracts';
import type { Queryable, Row } from '../db/database.js';
import { type Sql, sql } from '../db/sql.js';
import { ValidationError } from '../errors.js';
import { encodeCursor, type OpenedCursor, openCursor } from './cursor.js';
import type { QueryableEntity } from './fields.js';
import { compileFilter } from './filter.js';
import { soleMembership } from './filter-arrays.js';
import { and } from './filter-parts.js';
import { type Anchor, type Direction, keyColumns, pastAnchor, takeKeyValues } from './keyset.js';
import { orderBy, parseSort, sortKeys } from './sort.js';
import { isPlainObject } from './values.js';

export interface RunQueryOptions {
  /** Rows outside it do not exist for this query, e.g. sql`site_id = ${siteId}`; never part of a cursor. */
  scope?: Sql;
  /**
   * The columns each row brings back (default all): a caller that keeps what it derives from a
   * large column (a document) by row revision reads that column only for the rows it lacks.
   */
  columns?: readonly string[];
}

export interface QueryResult<R = Row> {
  rows: R[];
  pagingMetadata: PagingMetadata;
}

/**
 * Runs a wire query (filter, sort, offset or cursor paging) against an entity's table and returns
 * its raw rows, for the repo to map, with the paging metadata the wire expects.
 */
export async function runQuery<R = Row>(
  db: Queryable,
  entity: QueryableEntity,
  query: unknown,
  options: RunQueryOptions = {},
): Promise<QueryResult<R>> {
  const { request, useCursor } = pagingOf(entity, query);
  const columns = options.columns
    ? sql.join(options.columns.map((column) => sql.ident(column)))
    : sql.raw('*');
  const result = useCursor
    ? await cursorPage(db, entity, request, options.scope, columns)
    : await offsetPage(db, entity, request, options.scope, columns);
  return result as QueryResult<R>;
}

/**
 * A wire query checked as an object, and the paging it asks for: `paging` and `cursorPaging`
 * exclude each other, and naming neither means the entity's default.
 */
export function pagingOf(
  entity: QueryableEntity,
  query: unknown,
): { request: Record<string, unknown>; useCursor: boolean } {
  const request = query ?? {};
  if (!isPlainObject(request)) throw ValidationError.field('query', 'must be an object', 'FORMAT');
  const hasPaging = request.paging !== undefined && request.paging !== null;
  const hasCursorPaging = request.cursorPaging !== undefined && request.cursorPaging !== null;
  if (hasPaging && hasCursorPaging) {
    throw ValidationError.field('cursorPaging', 'cannot be combined with paging', 'ONE_OF_ALIGNMENT');
  }
  return { request, useCursor: hasCursorPaging || (!hasPaging && entity.defaultPaging === 'cursor') };
}

/** The offset paging of a request, checked: how many rows, after how many. */
export function offsetPaging(request: Record<string, unknown>): { limit: number; offset: number } {
  const paging = section(request.paging, 'paging');
  const limit = pageLimit(paging.limit, 'paging.limit');
  const offset = paging.offset ?? 0;
  if (typeof offset !== 'number' || !Number.isInteger(offset)) {
    throw ValidationError.field('paging.offset', 'must be an integer', 'FORMAT');
  }
  if (offset < 0) throw ValidationError.field('paging.offset', 'must not be negative', 'MIN');
  return { limit, offset };
}

async function offsetPage(
  db: Queryable,
  entity: QueryableEntity,
  request: Record<string, unknown>,
  scope: Sql | undefined,
  columns: Sql,
): Promise<QueryResult> {
  const { limit, offset } = offsetPaging(request);
  const where = and([...(scope ? [scope] : []), compileFilter(entity, request.filter, db.dialect)]);
  const keys = sortKeys(entity, parseSort(entity, request.sort), db.dialect);
  const table = sql.ident(entity.table);

  // One row past the page: when it is not there, this page is the last and tells the total, and
  // nothing needs counting (a catalogue that fits in a page, the last page of a list).
  const fetched = await db.all(
    sql`SELECT ${columns} FROM ${table} WHERE ${where} ORDER BY ${orderBy(keys, db.dialect)} LIMIT ${limit + 1} OFFSET ${offset}`,
  );
  const rows = fetched.slice(0, limit);
  const lastPage = fetched.length <= limit && (fetched.length > 0 || offset === 0);
  const total = lastPage ? offset + rows.length : await countMatches(db, entity, request, scope, where);
  const tooManyToCount = total > entity.countLimit;
  return {
    rows,
    pagingMetadata: {
      count: rows.length,
      offset,
      total: tooManyToCount ? entity.countLimit : total,
      tooManyToCount,
      cursors: {},
    },
  };
}

/**
 * How many rows match, counted just past `countLimit`, so a huge match costs a bounded scan, not
 * a full count. One membership alone is counted on its link table's index (its rows repeat the
 * scope's columns).
 */
async function countMatches(
  db: Queryable,
  entity: QueryableEntity,
  request: Record<string, unknown>,
  scope: Sql | undefined,
  where: Sql,
): Promise<number> {
  const membership = soleMembership(entity, request.filter);
  const counting = membership
    ? sql`SELECT 1 AS one FROM ${sql.ident(membership.link.table)}
          WHERE ${and([...(scope ? [scope] : []), sql`${sql.ident(membership.link.value)} = ${membership.value}`])}`
    : sql`SELECT 1 AS one FROM ${sql.ident(entity.table)} WHERE ${where}`;
  const counted = await db.one<{ total: number | string }>(
    sql`SELECT count(*) AS total FROM (${counting} LIMIT ${entity.countLimit + 1}) AS bounded`,
  );
  return Number(counted?.total ?? 0);
}

/**
 * Keyset paging: a page is "the next `limit` rows past the boundary row's sort values", so rows
 * inserted or deleted elsewhere never shift the pages that follow.
 */
async function cursorPage(
  db: Queryable,
  entity: QueryableEntity,
  request: Record<string, unknown>,
  scope: Sql | undefined,
  columns: Sql,
): Promise<QueryResult> {
  const paging = section(request.cursorPaging, 'cursorPaging');
  const limit = pageLimit(paging.limit, 'cursorPaging.limit');
  const token = paging.cursor ?? '';
  if (typeof token !== 'string')
    throw ValidationError.field('cursorPaging.cursor', 'must be a string', 'FORMAT');
  const { state, where, keys } = token
    ? openCursor(entity, token, db.dialect)
    : fromRequest(db, entity, request);
  const { direction, anchor } = state;
  const base = and([...(scope ? [scope] : []), where]);
  const table = sql.ident(entity.table);

  // One row more than the page tells whether anything lies further on.
  const travel = anchor ? and([base, pastAnchor(keys, anchor, direction)]) : base;
  const fetched = await db.all(
    sql`SELECT ${columns}, ${keyColumns(keys)} FROM ${table} WHERE ${travel}
        ORDER BY ${orderBy(keys, db.dialect, direction === 'prev')} LIMIT ${limit + 1}`,
  );
  const page = fetched.slice(0, limit);
  const positions = page.map((row) => takeKeyValues(keys, row));
  if (direction === 'prev') {
    page.reverse();
    positions.reverse();
  }

  const cursorTo = (to: Direction, at: Anchor | undefined): string =>
    encodeCursor({ filter: state.filter, sort: state.sort, direction: to, ...(at ? { anchor: at } : {}) });
  const first = positions[0];
  const last = positions.at(-1);
  const cursors: PagingMetadata['cursors'] = {};

  if (fetched.length > limit) {
    const edge = direction === 'next' ? last : first;
    cursors[direction] = cursorTo(direction, edge ? { values: edge, inclusive: false } : anchor);
  }
  // A page reached from a cursor may have rows behind it; only a query for them can tell.
  if (anchor) {
    const back: Direction = direction === 'next' ? 'prev' : 'next';
    const edge = direction === 'next' ? first : last;
    // An empty page has no edge row: everything not past the old anchor is behind it.
    const behind: Anchor = edge
      ? { values: edge, inclusive: false }
      : { values: anchor.values, inclusive: !anchor.inclusive };
    const found = await db.one(
      sql`SELECT 1 AS found FROM ${table} WHERE ${and([base, pastAnchor(keys, behind, back)])} LIMIT 1`,
    );
    if (found) cursors[back] = cursorTo(back, behind);
  }

  return { rows: page, pagingMetadata: { count: page.length, cursors } };
}

function fromRequest(db: Queryable, entity: QueryableEntity, request: Record<string, unknown>): OpenedCursor {
  const where = compileFilter(entity, request.filter, db.dialect);
  const sort = parseSort(entity, request.sort);
  return {
    state: { filter: (request.filter ?? null) as Filter | null, sort, direction: 'next' },
    where,
    keys: sortKeys(entity, sort, db.dialect),
  };
}

function section(value: unknown, at: string): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) throw ValidationError.field(at, 'must be an object', 'FORMAT');
  return value;
}

function pageLimit(value: unknown, at: string): number {
  if (value === undefined || value === null) return DEFAULT_PAGE_SIZE;
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw ValidationError.field(at, 'must be an integer', 'FORMAT');
  if (value < 0) throw ValidationError.field(at, 'must not be negative', 'MIN');
  if (value > MAX_PAGE_SIZE) throw ValidationError.field(at, `must not exceed ${MAX_PAGE_SIZE}`, 'MAX');
  return value;
}
