import { DEFAULT_PAGE_SIZE, type Filter, MAX_PAGE_SIZE, type PagingMetadata } from '@bazaar/contracts';
import type { Dialect } from '../db/sql.js';
import { ValidationError } from '../errors.js';
import { encodeCursor, type OpenedCursor, openCursor } from './cursor.js';
import type { QueryableEntity } from './fields.js';
import { compileFilter } from './filter.js';
import type { Anchor, Direction, KeyValue } from './keyset.js';
import { parseSort, sortKeys } from './sort.js';
import { isPlainObject } from './values.js';

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

/**
 * The cursor paging of a request, checked: how many rows, and where they start. A request
 * without a cursor starts at the beginning of its own filter and sort; a cursor carries both.
 */
export function cursorPaging(
  entity: QueryableEntity,
  request: Record<string, unknown>,
  dialect: Dialect,
): OpenedCursor & { limit: number } {
  const paging = section(request.cursorPaging, 'cursorPaging');
  const limit = pageLimit(paging.limit, 'cursorPaging.limit');
  const token = paging.cursor ?? '';
  if (typeof token !== 'string')
    throw ValidationError.field('cursorPaging.cursor', 'must be a string', 'FORMAT');
  if (token) return { ...openCursor(entity, token, dialect), limit };
  const where = compileFilter(entity, request.filter, dialect);
  const sort = parseSort(entity, request.sort);
  return {
    state: { filter: (request.filter ?? null) as Filter | null, sort, direction: 'next' },
    where,
    keys: sortKeys(entity, sort, dialect),
    limit,
  };
}

/** A cursor page's rows as found: one more than the page asked for tells that more lie ahead. */
export interface CursorPageFound {
  /** The sort-key values of the page's rows, in the sort's order. */
  positions: readonly KeyValue[][];
  more: boolean;
}

/**
 * The cursor on along the page's direction when more rows lie there, and where the rows behind
 * the page would start when it was reached from an anchor (whether there are any, only the
 * caller's rows can tell).
 */
export function pageEdges(
  opened: OpenedCursor,
  found: CursorPageFound,
): { cursors: PagingMetadata['cursors']; behind?: { direction: Direction; anchor: Anchor } } {
  const { state } = opened;
  const { direction, anchor } = state;
  const first = found.positions[0];
  const last = found.positions.at(-1);
  const cursors: PagingMetadata['cursors'] = {};
  if (found.more) {
    const edge = direction === 'next' ? last : first;
    cursors[direction] = cursorTo(opened, direction, edge ? { values: edge, inclusive: false } : anchor);
  }
  if (!anchor) return { cursors };
  const back: Direction = direction === 'next' ? 'prev' : 'next';
  const edge = direction === 'next' ? first : last;
  // An empty page has no edge row: everything not past the old anchor is behind it.
  const behind: Anchor = edge
    ? { values: edge, inclusive: false }
    : { values: anchor.values, inclusive: !anchor.inclusive };
  return { cursors, behind: { direction: back, anchor: behind } };
}

/** A cursor continuing `opened`'s query from `anchor` (its start without one) in `direction`. */
export const cursorTo = (opened: OpenedCursor, direction: Direction, anchor: Anchor | undefined): string =>
  encodeCursor({
    filter: opened.state.filter,
    sort: opened.state.sort,
    direction,
    ...(anchor ? { anchor } : {}),
  });

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
