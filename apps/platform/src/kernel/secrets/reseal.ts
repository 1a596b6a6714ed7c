import type { Database } from '../db/database.js';
import { sql } from '../db/sql.js';
import type { SealContext, SecretBox } from './secret-box.js';

/** A column whose values are sealed (a domain module lists its own): its table, key column and name. */
export interface SealedColumn {
  table: string;
  key: string;
  column: string;
}

const sealContextOf = (column: SealedColumn): SealContext => `${column.table}.${column.column}`;

/**
 * Seals every value of the columns that is not sealed by the current key: values kept in clear
 * before sealing existed, and values sealed by a key a rotation moved down the keyring. Runs at
 * each start; each row changes by a compare-and-set on the value read, so processes starting
 * together on one database never undo each other. A value sealed by a key no longer given stops
 * the start (UnknownSecretKeyError): the secret cannot be read, and the message names the key.
 * How many values were sealed again.
 */
export async function resealSecrets(
  db: Database,
  box: SecretBox,
  columns: readonly SealedColumn[],
): Promise<number> {
  let resealed = 0;
  for (const column of columns) {
    const context = sealContextOf(column);
    const [table, key, value] = [sql.ident(column.table), sql.ident(column.key), sql.ident(column.column)];
    const rows = await db.all<{ id: string; value: string }>(
      sql`SELECT ${key} AS id, ${value} AS value FROM ${table} WHERE ${value} IS NOT NULL`,
    );
    for (const row of rows) {
      if (!box.needsReseal(row.value)) continue;
      const sealed = box.seal(box.open(row.value, context), context);
      const { changes } = await db.run(
        sql`UPDATE ${table} SET ${value} = ${sealed} WHERE ${key} = ${row.id} AND ${value} = ${row.value}`,
      );
      resealed += changes;
    }
  }
  return resealed;
}
