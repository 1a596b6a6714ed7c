import { createHash } from 'node:crypto';
import type { Database } from '../kernel/db/database.js';
import { sql } from '../kernel/db/sql.js';

/**
 * A hash of every row of every table of the test database, to prove that refused requests
 * changed nothing. Rows are compared as sorted JSON, so the order a table returns them in does
 * not matter.
 */
export async function databaseDigest(db: Database): Promise<string> {
  const tables = (
    db.dialect === 'sqlite'
      ? await db.all<{ name: string }>(sql`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`)
      : await db.all<{ name: string }>(
          sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`,
        )
  ).map((row) => row.name);
  const hash = createHash('sha256');
  for (const table of tables) {
    const rows = (await db.all(sql`SELECT * FROM ${sql.ident(table)}`))
      .map((row) => JSON.stringify(row))
      .sort();
    hash.update(`${table}\n${rows.join('\n')}\n`);
  }
  return hash.digest('hex');
}
