import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname, extname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { type Database, type Queryable, type Row, runTransactionWork, uniqueViolation } from './database.js';
import { Mutex } from './mutex.js';
import type { Sql } from './sql.js';

/**
 * The embedded default. better-sqlite3 is synchronous; the async interface keeps repos identical
 * for both dialects. A mutex keeps each transaction's statements together on the single connection.
 */
const STATEMENT_CACHE_SIZE = 500;
/**
 * Another process's commit to the file (a second platform, an operator's command) is noticed
 * this long after it at most; this process's own writes at once.
 */
const OTHERS_SEEN_WITHIN_MS = 20;
/**
 * Whether a query on the database made inside a transaction's work (it would wait for the lock
 * that very transaction holds) fails at once. Under the test runner only: the check needs an
 * AsyncLocalStorage, and once one is in use Node 20 runs its hooks on every promise the process
 * makes (some 3 % of a busy catalogue process's CPU, bench/RESULTS.md).
 */
const CHECK_TRANSACTIONS = process.env.VITEST !== undefined;
/** better-sqlite3's codes for a broken unique constraint. */
const UNIQUE_VIOLATIONS = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

/** `data/bazaar.sqlite` → `data/bazaar-payments.sqlite`: a sibling's file beside its database's. */
const siblingFile = (filename: string, name: string): string => {
  const extension = extname(filename);
  return `${filename.slice(0, filename.length - extension.length)}-${name}${extension}`;
};

export function openSqlite(filename: string): Database {
  if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
  const connection = new BetterSqlite3(filename);
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  // 4 MB of pages per connection, not better-sqlite3's 16 MB: a kept catalogue is read once, at
  // start-up, and then queried in memory, so the pages it read stayed in the process for nothing
  // (a 100,000-product process after 40,000 varied queries: 367 MB resident against 376; the OS
  // caches the file anyway).
  connection.pragma('cache_size = -4000');
  const lock = new Mutex();
  const siblings = new Map<string, Database>();
  /** Set inside a transaction's work, so that a query outside it is caught instead of deadlocking. */
  const inTransaction = CHECK_TRANSACTIONS ? new AsyncLocalStorage<true>() : undefined;
  const outside = <T>(work: () => Promise<T>): Promise<T> => {
    if (inTransaction?.getStore()) {
      // It would wait for the lock this very transaction holds: fail loudly rather than hang.
      return Promise.reject(
        new Error('Query on the database inside a transaction: use the transaction (tx) given to the work'),
      );
    }
    return lock.run(work);
  };

  // Repos send the same SQL text again and again; preparing it once saves a parse per call
  // (about a tenth of the platform's CPU on the token endpoint). Bounded, since the query
  // compiler's texts vary with the filter: when full, the oldest entry goes.
  const statements = new Map<string, BetterSqlite3.Statement>();
  const prepare = (text: string): BetterSqlite3.Statement => {
    let statement = statements.get(text);
    if (!statement) {
      statement = connection.prepare(text);
      if (statements.size >= STATEMENT_CACHE_SIZE)
        statements.delete(statements.keys().next().value as string);
      statements.set(text, statement);
    }
    return statement;
  };

  /** Statements this process ran that may write, counted as they run (so before any commit). */
  let writes = 0;
  /** Runs `execute` on the prepared statement of `query`, with unique violations as wire errors. */
  const on = <R>(query: Sql, execute: (statement: BetterSqlite3.Statement, params: unknown[]) => R): R => {
    const { text, params } = query.render('sqlite');
    const statement = prepare(text);
    if (!statement.readonly) writes += 1;
    try {
      return execute(statement, params);
    } catch (error) {
      throw UNIQUE_VIOLATIONS.has((error as { code?: string }).code ?? '') ? uniqueViolation() : error;
    }
  };
  const direct: Queryable = {
    dialect: 'sqlite',
    async all<T = Row>(query: Sql) {
      return on(query, (statement, params) => {
        if (statement.reader) return statement.all(...params) as T[];
        statement.run(...params);
        return [];
      });
    },
    async one<T = Row>(query: Sql) {
      return (await direct.all<T>(query))[0];
    },
    async run(query: Sql) {
      return on(query, (statement, params) => ({
        changes: statement.reader ? statement.all(...params).length : statement.run(...params).changes,
      }));
    },
  };

  // Moves when another connection (another process sharing the file) commits; our own writes
  // are counted above. The pragma takes the WAL's read lock (system calls): read on every catalogue
  // answer it was 6 % of the answer's CPU, so it is read at most every OTHERS_SEEN_WITHIN_MS.
  const dataVersion = connection.prepare('PRAGMA data_version').pluck();
  let othersVersion = 0;
  let othersReadAt = Number.NEGATIVE_INFINITY;
  const othersStamp = () => {
    const now = performance.now();
    if (now - othersReadAt >= OTHERS_SEEN_WITHIN_MS) {
      othersVersion = dataVersion.get() as number;
      othersReadAt = now;
    }
    return othersVersion;
  };

  return {
    dialect: 'sqlite',
    // This process's writes at once; another's within OTHERS_SEEN_WITHIN_MS.
    changeStamp: () => `${writes}.${othersStamp()}`,
    all: (query) => outside(() => direct.all(query)),
    one: (query) => outside(() => direct.one(query)),
    run: (query) => outside(() => direct.run(query)),
    transaction: (work) =>
      outside(async () => {
        // IMMEDIATE takes the write lock up front, so a read-then-write inside cannot be raced
        // by another process sharing the file.
        connection.exec('BEGIN IMMEDIATE');
        try {
          const run = () => runTransactionWork(direct, work);
          const result = await (inTransaction ? inTransaction.run(true, run) : run());
          connection.exec('COMMIT');
          return result;
        } catch (error) {
          connection.exec('ROLLBACK');
          throw error;
        }
      }),
    exclusively: (_name, work) => work(),
    sibling(name) {
      if (!/^[a-z][a-z0-9-]*$/.test(name)) return Promise.reject(new Error(`Invalid sibling name: ${name}`));
      let sibling = siblings.get(name);
      if (!sibling) {
        sibling = openSqlite(filename === ':memory:' ? ':memory:' : siblingFile(filename, name));
        siblings.set(name, sibling);
      }
      return Promise.resolve(sibling);
    },
    connections: () => ({
      max: 1,
      open: 1,
      busy: Math.min(lock.queued, 1),
      waiting: Math.max(lock.queued - 1, 0),
    }),
    async close() {
      for (const sibling of siblings.values()) await sibling.close();
      await lock.run(async () => connection.close());
    },
  };
}
