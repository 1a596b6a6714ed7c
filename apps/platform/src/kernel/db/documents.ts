import type { PagingMetadata } from '@bazaar/contracts';
import type { QueryableEntity } from '../query/fields.js';
import { runQuery } from '../query/run-query.js';
import { lockRow } from './counters.js';
import type { Queryable } from './database.js';
import { type Sql, type SqlValue, sql } from './sql.js';

/**
 * A stored document as its record: SQLite and a PostgreSQL `text` column give the JSON text, a
 * PostgreSQL `jsonb` column the parsed value. The one place a `doc` column is read.
 */
export function parseDocument<T>(doc: unknown): T {
  return (typeof doc === 'string' ? JSON.parse(doc) : doc) as T;
}

/** A row read with its document, and the columns a record takes beside it. */
export interface DocumentRow {
  doc: unknown;
  [column: string]: unknown;
}

export interface DocumentTableSpec<R> {
  table: string;
  /**
   * The columns written beside the document on insert and update, from the record: what the
   * table is found, filtered, sorted or constrained by. `doc` is added by the table itself.
   */
  columns(record: R): Record<string, SqlValue>;
  /** The columns insert writes but update leaves alone (the key, the creation date). */
  fixed?: readonly string[];
  /**
   * Columns read with the document whose value the record takes from them rather than from the
   * document (a status that conditional updates change, a flag another table keeps): `from`
   * merges them in, so each row is parsed once whatever it brings.
   */
  extra?: { columns: readonly string[]; from(record: R, row: DocumentRow): R };
}

/**
 * A table that keeps each record whole as a JSON document (`doc`) beside the columns it is found
 * by: reads by a condition, by id, by ids and by a Wix query, inserts, and updates guarded by the
 * record's revision. Repos build one per table and add only the queries that are their own.
 */
export function documentTable<R>(spec: DocumentTableSpec<R>) {
  const table = sql.ident(spec.table);
  const readColumns = ['doc', ...(spec.extra?.columns ?? [])];
  const selected = sql.join(readColumns.map((column) => sql.ident(column)));
  const fixed = new Set(spec.fixed ?? []);
  const recordOf = (row: DocumentRow): R => {
    const record = parseDocument<R>(row.doc);
    return spec.extra ? spec.extra.from(record, row) : record;
  };
  const written = (record: R): [string, SqlValue][] => [
    ...Object.entries(spec.columns(record)),
    ['doc', JSON.stringify(record)],
  ];

  const documents = {
    /** Reads each row once into its record. */
    recordOf,
    /** The columns `recordOf` needs, for a query written by the repo. */
    columns: selected,
    async find(db: Queryable, where: Sql): Promise<R | undefined> {
      const row = await db.one<DocumentRow>(sql`SELECT ${selected} FROM ${table} WHERE ${where}`);
      return row && recordOf(row);
    },
    async findAll(db: Queryable, where: Sql, orderBy: Sql = sql.raw('created_date, id')): Promise<R[]> {
      const rows = await db.all<DocumentRow>(
        sql`SELECT ${selected} FROM ${table} WHERE ${where} ORDER BY ${orderBy}`,
      );
      return rows.map(recordOf);
    },
    findById(db: Queryable, siteId: string, id: string): Promise<R | undefined> {
      return documents.find(db, sql`id = ${id} AND site_id = ${siteId}`);
    },
    async findByIds(db: Queryable, siteId: string, ids: readonly string[]): Promise<R[]> {
      if (ids.length === 0) return [];
      return documents.findAll(db, sql`site_id = ${siteId} AND id IN (${sql.list(ids)})`);
    },
    /** The row, locked until the transaction ends (FOR UPDATE on PostgreSQL; SQLite has one writer). */
    async lock(tx: Queryable, where: Sql): Promise<R | undefined> {
      const row = await lockRow<DocumentRow>(tx, spec.table, where);
      return row && recordOf(row);
    },
    /** A page of a Wix query over `entity`'s fields, within `scope`. */
    async query(
      db: Queryable,
      entity: QueryableEntity,
      query: unknown,
      scope: Sql,
    ): Promise<{ records: R[]; pagingMetadata: PagingMetadata }> {
      const { rows, pagingMetadata } = await runQuery<DocumentRow>(db, entity, query, {
        scope,
        columns: readColumns,
      });
      return { records: rows.map(recordOf), pagingMetadata };
    },
    async insert(db: Queryable, record: R, options: { ifMissing?: Sql } = {}): Promise<number> {
      const entries = written(record);
      const names = sql.join(entries.map(([column]) => sql.ident(column)));
      const values = sql.join(entries.map(([, value]) => sql`${value}`));
      const onConflict = options.ifMissing ? sql` ON CONFLICT (${options.ifMissing}) DO NOTHING` : sql.empty;
      const { changes } = await db.run(sql`INSERT INTO ${table} (${names}) VALUES (${values})${onConflict}`);
      return changes;
    },
    /**
     * Writes `record` where `where` holds; with `revision`, only over the revision before it
     * (`revision - 1`), so of two writers that read the same revision one wins. True when written.
     */
    async update(
      db: Queryable,
      record: R,
      where: Sql,
      options: { revision?: number } = {},
    ): Promise<boolean> {
      const assignments = sql.join(
        written(record)
          .filter(([column]) => !fixed.has(column))
          .map(([column, value]) => sql`${sql.ident(column)} = ${value}`),
      );
      const guard = options.revision === undefined ? sql.empty : sql` AND revision = ${options.revision - 1}`;
      const { changes } = await db.run(sql`UPDATE ${table} SET ${assignments} WHERE ${where}${guard}`);
      return changes === 1;
    },
  };
  return documents;
}
