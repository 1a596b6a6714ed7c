import type { Row } from '../db/database.js';
import { type Sql, sql } from '../db/sql.js';
import type { ScalarValue } from './fields.js';
import { and, FALSE, or } from './filter-parts.js';
import type { SortKey } from './sort.js';

export type KeyValue = ScalarValue | null;
export type Direction = 'next' | 'prev';

/** A position in the sort order: the sort-key values of a boundary row. */
export interface Anchor {
  values: KeyValue[];
  /** Whether rows equal to the anchor count as being past it. */
  inclusive: boolean;
}

/**
 * Rows strictly past the anchor in `direction` (`next` follows the sort, `prev` goes against it).
 * Row-value comparison `(a, b) > (x, y)` cannot mix ASC and DESC keys or handle NULLs, so this is
 * the expanded chain: a > x, or a = x and b > y, and so on, with NULL as the smallest value (the
 * order `orderBy` produces).
 */
export function pastAnchor(keys: readonly SortKey[], anchor: Anchor, direction: Direction): Sql {
  const equal = (key: SortKey, value: KeyValue): Sql =>
    value === null ? sql`${key.expr} IS NULL` : sql`${key.expr} = ${key.bind(value)}`;
  const beyond = (key: SortKey, value: KeyValue): Sql => {
    const upward = (key.order === 'ASC') === (direction === 'next');
    if (value === null) return upward ? sql`${key.expr} IS NOT NULL` : FALSE;
    if (upward) return sql`${key.expr} > ${key.bind(value)}`;
    const below = sql`${key.expr} < ${key.bind(value)}`;
    return key.notNull ? below : sql`(${below} OR ${key.expr} IS NULL)`;
  };
  const value = (index: number): KeyValue => anchor.values[index] ?? null;
  const branches = keys.map((key, index) =>
    and([...keys.slice(0, index).map((earlier, j) => equal(earlier, value(j))), beyond(key, value(index))]),
  );
  if (anchor.inclusive) branches.push(and(keys.map((key, index) => equal(key, value(index)))));
  // The chain is exact but an OR: neither database seeks an index with it. Every row past the
  // anchor is at or beyond it on the first key, so that bound, implied by the chain, lets an index
  // that leads with the first key start at the anchor instead of walking the rows before it.
  const [first] = keys;
  const start = value(0);
  if (first?.notNull && start !== null) {
    const upward = (first.order === 'ASC') === (direction === 'next');
    return and([sql`${first.expr} ${sql.raw(upward ? '>=' : '<=')} ${first.bind(start)}`, or(branches)]);
  }
  return or(branches);
}

const alias = (index: number): string => `__k${index}`;

/** The sort keys as extra select columns, so the boundary row's values come back typed by the database. */
export const keyColumns = (keys: readonly SortKey[]): Sql =>
  sql.join(keys.map((key, index) => sql`${key.expr} AS ${sql.ident(alias(index))}`));

/**
 * Takes the key columns off a row, with the values normalised across drivers (PostgreSQL numeric
 * arrives as text, SQLite booleans as 0/1).
 */
export function takeKeyValues(keys: readonly SortKey[], row: Row): KeyValue[] {
  return keys.map((key, index) => {
    const raw = row[alias(index)];
    delete row[alias(index)];
    if (raw === null || raw === undefined) return null;
    if (key.type === 'number') return Number(raw);
    if (key.type === 'boolean') return raw === true || raw === 1 || raw === '1' || raw === 't';
    return String(raw);
  });
}
