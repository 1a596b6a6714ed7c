import type { Queryable, Row } from './database.js';
import { type Sql, sql } from './sql.js';

export interface CounterChange {
  table: string;
  column: string;
  /** Which row(s): e.g. sql`id = ${id} AND site_id = ${siteId}`. */
  where: Sql;
  delta: number;
  /** The change is refused if the new value would fall below this (default 0). */
  min?: number;
  /** The change is refused if the new value would rise above this. */
  max?: number;
}

/**
 * Adds `delta` to an integer column in one conditional UPDATE, so two buyers racing for the last
 * item cannot both win: the database evaluates the bound and the write atomically. Returns the
 * new value, or `undefined` when the row is missing or the bound would be crossed (nothing changes).
 */
export async function adjustCounter(db: Queryable, change: CounterChange): Promise<number | undefined> {
  if (!Number.isSafeInteger(change.delta)) throw new Error('Counter delta must be a safe integer');
  const column = sql.ident(change.column);
  const min = change.min ?? 0;
  const upper = change.max === undefined ? sql.empty : sql` AND ${column} + ${change.delta} <= ${change.max}`;
  const row = await db.one<Row>(sql`
    UPDATE ${sql.ident(change.table)} SET ${column} = ${column} + ${change.delta}
    WHERE ${change.where} AND ${column} + ${change.delta} >= ${min}${upper}
    RETURNING ${column} AS value`);
  return row === undefined ? undefined : Number(row.value);
}

/**
 * Reads a row and holds it until the transaction ends, for changes that a single UPDATE cannot
 * express. PostgreSQL takes a row lock; SQLite's BEGIN IMMEDIATE already excludes other writers.
 */
export async function lockRow<T = Row>(tx: Queryable, table: string, where: Sql): Promise<T | undefined> {
  const forUpdate = tx.dialect === 'postgres' ? sql` FOR UPDATE` : sql.empty;
  return tx.one<T>(sql`SELECT * FROM ${sql.ident(table)} WHERE ${where}${forUpdate}`);
}

/**
 * Holds `name` until the transaction ends, for a check-then-insert on a value that must stay
 * unique (a slug, a coupon code): the second of two concurrent creators waits, then sees the
 * first one's row and answers as it would have sequentially. PostgreSQL takes a transaction
 * advisory lock on a hash of the name; SQLite's BEGIN IMMEDIATE already excludes other writers.
 */
export async function lockName(tx: Queryable, name: string): Promise<void> {
  if (tx.dialect === 'postgres')
    await tx.one(sql`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}
