import type { Filter } from '@bazaar/contracts';
import type { Dialect, Sql } from '../db/sql.js';
import { ValidationError } from '../errors.js';
import { guardInput } from '../http/input-guard.js';
import type { QueryableEntity, SortSpec } from './fields.js';
import { compileFilter } from './filter.js';
import type { Anchor, Direction, KeyValue } from './keyset.js';
import { parseSort, type SortKey, sortKeys } from './sort.js';
import { isPlainObject } from './values.js';

/**
 * Everything needed to continue a query: the official client sends only `{cursorPaging}` once it
 * holds a cursor, so the filter and sort travel inside it. Without an anchor the page starts at
 * the beginning (`next`) or the end (`prev`).
 */
export interface CursorState {
  filter: Filter | null;
  sort: SortSpec[];
  direction: Direction;
  anchor?: Anchor;
}

const VERSION = 1;
// A cursor holds at most a filter within the filter limits; anything far larger is not one of ours.
const MAX_CURSOR_LENGTH = 100_000;

export function encodeCursor(state: CursorState): string {
  const payload = {
    v: VERSION,
    f: state.filter,
    s: state.sort.map(({ fieldName, order }) => [fieldName, order]),
    d: state.direction,
    ...(state.anchor ? { a: state.anchor.values, i: state.anchor.inclusive } : {}),
  };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

const invalid = (): ValidationError =>
  ValidationError.field('cursorPaging.cursor', 'is not a valid cursor', 'FORMAT');

/** The cursor's structure only; `openCursor` checks its contents against the entity. */
export function decodeCursor(cursor: string): CursorState {
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!isPlainObject(payload) || payload.v !== VERSION) throw invalid();
  // A forged cursor reaches the database as bound text: hold it to the edge's rules on text (no
  // NUL, no unpaired surrogate), or PostgreSQL answers what SQLite refuses with a 500.
  try {
    guardInput(payload);
  } catch {
    throw invalid();
  }
  const { f: filter, s: sort, d: direction, a: values, i: inclusive } = payload;
  if (filter !== null && !isPlainObject(filter)) throw invalid();
  if (direction !== 'next' && direction !== 'prev') throw invalid();
  if (!Array.isArray(sort)) throw invalid();
  const specs = sort.map((entry: unknown): SortSpec => {
    if (!Array.isArray(entry) || entry.length !== 2) throw invalid();
    const [fieldName, order] = entry as unknown[];
    if (typeof fieldName !== 'string' || (order !== 'ASC' && order !== 'DESC')) throw invalid();
    return { fieldName, order };
  });
  const state: CursorState = { filter, sort: specs, direction };
  if (values === undefined && inclusive === undefined) return state;
  if (!Array.isArray(values) || typeof inclusive !== 'boolean') throw invalid();
  const scalars = values.every(
    (value: unknown) =>
      value === null ||
      typeof value === 'string' ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value)),
  );
  if (!scalars) throw invalid();
  return { ...state, anchor: { values: values as KeyValue[], inclusive } };
}

export interface OpenedCursor {
  state: CursorState;
  where: Sql;
  keys: SortKey[];
}

/**
 * Decodes a cursor and checks it as strictly as a request: a cursor is client input, so an edited
 * one must not reach fields outside the allow-list or compare a key with a value of the wrong type.
 * Every failure is reported on the cursor itself, whatever part of it was wrong.
 */
export function openCursor(entity: QueryableEntity, cursor: string, dialect: Dialect): OpenedCursor {
  try {
    const state = decodeCursor(cursor);
    const where = compileFilter(entity, state.filter, dialect);
    const keys = sortKeys(entity, parseSort(entity, state.sort), dialect);
    if (state.anchor) checkAnchor(keys, state.anchor);
    return { state, where, keys };
  } catch (error) {
    if (error instanceof ValidationError) throw invalid();
    throw error;
  }
}

function checkAnchor(keys: readonly SortKey[], anchor: Anchor): void {
  if (anchor.values.length !== keys.length) throw invalid();
  keys.forEach((key, index) => {
    const value = anchor.values[index] ?? null;
    const expected = key.type === 'number' ? 'number' : key.type === 'boolean' ? 'boolean' : 'string';
    if (value === null ? key.notNull : typeof value !== expected) throw invalid();
  });
}
