import type { Dialect, Sql } from './sql.js';

export type Row = Record<string, unknown>;

/** What a repo may do with a connection, inside a transaction or not. */
export interface Queryable {
  readonly dialect: Dialect;
  all<T = Row>(query: Sql): Promise<T[]>;
  one<T = Row>(query: Sql): Promise<T | undefined>;
  run(query: Sql): Promise<{ changes: number }>;
}

export interface Database extends Queryable {
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
   * On SQLite transactions are serialised (one writer); on PostgreSQL they run at READ COMMITTED
   * on a pooled connection, so anything that can be oversold must use `adjustCounter` or
   * `lockRow` from `counters.ts`.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
