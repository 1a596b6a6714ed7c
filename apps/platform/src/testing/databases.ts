import { randomBytes } from 'node:crypto';
import { loadTestDatabases } from '../config.js';
import type { Database } from '../kernel/db/database.js';
import { openPostgres } from '../kernel/db/postgres.js';
import type { Dialect } from '../kernel/db/sql.js';
import { openSqlite } from '../kernel/db/sqlite.js';

const settings = loadTestDatabases();

/** The dialects this run covers (both by default), for `describe.each(testDialects)`. */
export const testDialects: Dialect[] = settings.dialects;

/**
 * A fresh, empty database: SQLite in memory, or a PostgreSQL schema of its own that is dropped
 * on close, so test files run in parallel without seeing each other's rows.
 */
export async function openTestDatabase(dialect: Dialect): Promise<Database> {
  if (dialect === 'sqlite') return openSqlite(':memory:');
  return openPostgres({
    url: settings.postgresUrl,
    schema: `test_${randomBytes(6).toString('hex')}`,
    dropSchemaOnClose: true,
    maxConnections: 10,
  });
}
