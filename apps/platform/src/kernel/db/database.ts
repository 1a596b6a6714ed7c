import { ApplicationError } from '../errors.js';
import { type Dialect, type Sql, sql } from './sql.js';

export type Row = Record<string, unknown>;

/** What a repo may do with a connection, inside a transaction or not. */
export interface Queryable {
  readonly dialect: Dialect;
  all<T = Row>(query: Sql): Promise<T[]>;
  one<T = Row>(query: Sql): Promise<T | undefined>;
  run(query: Sql): Promise<{ changes: number }>;
}

/** The connection a transaction's work is given. */
export interface Transaction extends Queryable {
  /**
   * Runs `finish` as the transaction's last statements, just before COMMIT, once per `key`
   * however often it is asked for. For a row that many transactions update, such as a revision
   * counter: taken last, its lock is held only for the commit and never while waiting for
   * another lock, so it neither serialises the work before it nor closes a deadlock cycle.
   */
  beforeCommit(key: string, finish: (tx: Queryable) => Promise<void>, options?: { last?: boolean }): void;
}

/**
 * Runs `work` on `connection` (already inside BEGIN), then the finishing steps it asked for.
 * Both dialects commit what this resolves and roll back what it throws.
 */
export async function runTransactionWork<T>(
  connection: Queryable,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const finishing = new Map<string, (tx: Queryable) => Promise<void>>();
  // Steps marked `last` run after all others, in the order asked for: a lock they take (the
  // outbox's) is then always taken after any other finishing lock, so no two transactions can
  // hold them in opposite orders and deadlock.
  const lastly = new Map<string, (tx: Queryable) => Promise<void>>();
  const tx: Transaction = {
    dialect: connection.dialect,
    all: (query) => connection.all(query),
    one: (query) => connection.one(query),
    run: (query) => connection.run(query),
    beforeCommit(key, finish, options) {
      const steps = options?.last ? lastly : finishing;
      if (!steps.has(key)) steps.set(key, finish);
    },
  };
  const result = await work(tx);
  for (const finish of finishing.values()) await finish(connection);
  for (const finish of lastly.values()) await finish(connection);
  return result;
}

export interface Database extends Queryable {
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
   * On SQLite transactions are serialised (one writer); on PostgreSQL they run at READ COMMITTED
   * on a pooled connection, so anything that can be oversold must use `adjustCounter` or
   * `lockRow` from `counters.ts`.
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * A value that differs whenever data may have changed since it was last read: any write by
   * this process, committed or not, and a commit by another connection. Cheap and synchronous,
   * so a cache can check it on every call instead of reading what it caches. SQLite learns of
   * other connections' commits from a pragma, read at most every 20 ms; PostgreSQL cannot know
   * them cheaply, so its stamp also moves every half second. Another process's commit is seen
   * within that; this process's writes at once.
   */
  changeStamp?(): string;
  /**
   * Runs `work` while holding the lock called `name` across every process sharing the database,
   * for start-up steps that read and then write outside one transaction (the demo seed). On
   * PostgreSQL a session advisory lock on a connection of its own; `work` uses the database as
   * usual. SQLite has one process per file, so there it simply runs.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * A second handle on the same store whose statements never join this handle's transactions,
   * for records that must outlive a caller's rollback, as an outside system's would (what the
   * test payment provider charged). On PostgreSQL a small pool of its own on the same schema, so
   * it never waits for a connection this handle's transactions hold; on SQLite a file of its own
   * beside this one (`<file>-<name>`, or another in-memory database), since a second connection
   * to the same file cannot write while this one's transaction holds the write lock. Made once
   * per name; closed with this handle.
   */
  sibling(name: string): Promise<Database>;
  /** Its connections now (the metrics): how many there may be, are open, are in use, and how many callers wait for one. */
  connections(): ConnectionUse;
  close(): Promise<void>;
}

interface ConnectionUse {
  max: number;
  open: number;
  busy: number;
  waiting: number;
}

/**
 * A write that broke a unique constraint. Services check uniqueness first (under `lockName`) and
 * answer with their own code; this is the answer when a race or a path they did not foresee got
 * past that check: a 409, never a 500.
 */
export const uniqueViolation = (): ApplicationError =>
  new ApplicationError({
    status: 409,
    code: 'ALREADY_EXISTS',
    description: 'An item with the same unique value already exists',
  });

/** Whether the database answers at all (the health check): throws when it does not. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.one(sql`SELECT 1 AS ok`);
}
