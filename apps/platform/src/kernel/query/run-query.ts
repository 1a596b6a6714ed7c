import type { PagingMetadata } from '@bazaar/contracts';
import type { Queryable, Row } from '../db/database.js';
import { type Sql, sql } from '../db/sql.js';
import type { QueryableEntity } from './fields.js';
import { compileFilter } from './filter.js';
import { soleMembership } from './filter-arrays.js';
import { and } from './filter-parts.js';
import { keyColumns, pastAnchor, takeKeyValues } from './keyset.js';
import { cursorPaging, cursorTo, offsetPaging, pageEdges, pagingOf } from './paging.js';
import { orderBy, parseSort, sortKeys } from './sort.js';

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
  const opened = cursorPaging(entity, request, db.dialect);
  const { where, keys, limit } = opened;
  const { direction, anchor } = opened.state;
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
  const { cursors, behind } = pageEdges(opened, { positions, more: fetched.length > limit });
  // A page reached from a cursor may have rows behind it; only a query for them can tell.
  if (behind) {
    const found = await db.one(
      sql`SELECT 1 AS found FROM ${table} WHERE ${and([base, pastAnchor(keys, behind.anchor, behind.direction)])} LIMIT 1`,
    );
    if (found) cursors[behind.direction] = cursorTo(opened, behind.direction, behind.anchor);
  }
  return { rows: page, pagingMetadata: { count: page.length, cursors } };
}
