import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Database, Queryable, Row } from './database.js';
import { Mutex } from './mutex.js';
import type { Sql } from './sql.js';

/**
 * The embedded default. better-sqlite3 is synchronous; the async interface keeps repos identical
 * for both dialects. A mutex keeps each transaction's statements together on the single connection.
 */
export function openSqlite(filename: string): Database {
  if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
  const connection = new BetterSqlite3(filename);
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  const lock = new Mutex();

  const direct: Queryable = {
    dialect: 'sqlite',
    async all<T = Row>(query: Sql) {
      const { text, params } = query.render('sqlite');
      const statement = connection.prepare(text);
      if (statement.reader) return statement.all(...params) as T[];
      statement.run(...params);
      return [];
    },
    async one<T = Row>(query: Sql) {
      return (await direct.all<T>(query))[0];
    },
    async run(query: Sql) {
      const { text, params } = query.render('sqlite');
      const statement = connection.prepare(text);
      if (statement.reader) return { changes: statement.all(...params).length };
      return { changes: statement.run(...params).changes };
    },
  };

  return {
    dialect: 'sqlite',
    all: (query) => lock.run(() => direct.all(query)),
    one: (query) => lock.run(() => direct.one(query)),
    run: (query) => lock.run(() => direct.run(query)),
    transaction: (work) =>
      lock.run(async () => {
        // IMMEDIATE takes the write lock up front, so a read-then-write inside cannot be raced
        // by another process sharing the file.
        connection.exec('BEGIN IMMEDIATE');
        try {
          const result = await work(direct);
          connection.exec('COMMIT');
          return result;
        } catch (error) {
          connection.exec('ROLLBACK');
          throw error;
        }
      }),
    async close() {
      await lock.run(async () => connection.close());
    },
  };
}
