import type { Dialect } from './sql.js';

/** Column types that differ between the dialects; migrations are written once against these. */
export interface DdlTypes {
  /** A JSON document: TEXT on SQLite, JSONB on PostgreSQL (so that JSON paths can be indexed). */
  json: string;
  /** An auto-incrementing primary key, for append-only logs such as the outbox. */
  serialPrimaryKey: string;
  /** A 0/1 flag; stored as an integer on both so that rows read back identically. */
  flag: string;
  /** Raw bytes (media files): BLOB on SQLite, BYTEA on PostgreSQL; both read back as Buffers. */
  bytes: string;
}

export function ddlTypes(dialect: Dialect): DdlTypes {
  return dialect === 'sqlite'
    ? { json: 'TEXT', serialPrimaryKey: 'INTEGER PRIMARY KEY AUTOINCREMENT', flag: 'INTEGER', bytes: 'BLOB' }
    : {
        json: 'JSONB',
        serialPrimaryKey: 'BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY',
        flag: 'INTEGER',
        bytes: 'BYTEA',
      };
}
