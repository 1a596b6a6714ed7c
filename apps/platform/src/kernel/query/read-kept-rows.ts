import type { Queryable, Row } from '../db/database.js';
import { type Dialect, type Sql, sql } from '../db/sql.js';
import type { KeptRow, KeptValue } from './evaluate.js';
import { fieldExpr, type QueryableEntity, type QueryField } from './fields.js';
import { orderBy, sortKeys } from './sort.js';

/** What a kept row holds under each key, and how to read it from the selected column. */
interface KeptColumn {
  key: string;
  expr: Sql;
  read(value: unknown): KeptValue;
}

export interface KeptRowsOptions {
  /** The rows kept, e.g. sql`site_id = ${siteId}`. */
  scope: Sql;
  /** More than this many rows are not kept. */
  limit: number;
  /**
   * A column that grows with every write of a row, its link rows included (`revision`): reading
   * the rows again then reads in full only those whose revision moved.
   */
  revisionColumn: string;
}

/**
 * The rows of `scope`, every queryable field read (with folded copies, and link tables' values
 * as arrays) plus `id` and the revision column, in the entity's default order; undefined when
 * there are more than `limit`. The ids and revisions are read first, which also tells a table too
 * large to keep before any row is read in full; then only the rows that are new or whose revision
 * moved since `previous`: after one product's write, a catalogue of 1,000 costs a read of its ids
 * and of one row, not of every document.
 *
 * The default order must be of values a row never changes (a creation date, the id), as the
 * products' is: rows read in full after the ids keep the position the ids gave them. What is read
 * is never older than what was committed when the reading began; a row written meanwhile may come
 * newer, and one deleted meanwhile is left out.
 */
export async function readKeptRows(
  db: Queryable,
  entity: QueryableEntity,
  options: KeptRowsOptions,
  previous: readonly KeptRow[] = [],
): Promise<KeptRow[] | undefined> {
  const selected = keptColumns(entity, db.dialect, [options.revisionColumn]);
  const order = orderBy(sortKeys(entity, entity.defaultSort, db.dialect), db.dialect);
  const table = sql.ident(entity.table);
  const readFull = async (where: Sql) =>
    (
      await db.all<Row>(sql`
        SELECT ${sql.join(selected.map((column, index) => sql`${column.expr} AS ${sql.ident(`kept_${index}`)}`))}
        FROM ${table} WHERE ${where} ORDER BY ${order} LIMIT ${options.limit + 1}`)
    ).map((row) =>
      Object.fromEntries(selected.map((column, index) => [column.key, column.read(row[`kept_${index}`])])),
    );

  const revision = sql.ident(options.revisionColumn);
  const versions = await db.all<{ id: string; revision: unknown }>(
    sql`SELECT id, ${revision} AS revision FROM ${table} WHERE ${options.scope} ORDER BY ${order} LIMIT ${options.limit + 1}`,
  );
  if (versions.length > options.limit) return undefined;
  const kept = new Map(previous.map((row) => [row.id as string, row]));
  const moved = versions.filter(
    ({ id, revision: now }) => String(kept.get(id)?.[options.revisionColumn] ?? '') !== String(now),
  );
  const fresh = new Map<string, KeptRow>();
  const keepFresh = (rows: KeptRow[]) => {
    for (const row of rows) fresh.set(row.id as string, row);
  };
  if (moved.length > 0 && moved.length === versions.length) {
    // Nothing kept is still good (a first read): the whole scope in one statement.
    keepFresh(await readFull(options.scope));
  } else {
    for (let start = 0; start < moved.length; start += MAX_IDS_PER_READ) {
      const ids = moved.slice(start, start + MAX_IDS_PER_READ).map(({ id }) => id);
      keepFresh(await readFull(sql`(${options.scope}) AND id IN (${sql.list(ids)})`));
    }
  }
  const movedIds = new Set(moved.map(({ id }) => id));
  return versions.flatMap(({ id }) => {
    const row = movedIds.has(id) ? fresh.get(id) : kept.get(id);
    return row ? [row] : [];
  });
}

/** Ids bound in one statement, well under every driver's limit on parameters. */
const MAX_IDS_PER_READ = 500;

function keptColumns(entity: QueryableEntity, dialect: Dialect, extra: readonly string[]): KeptColumn[] {
  const asIs = (value: unknown): KeptValue => (value ?? null) as KeptValue;
  const columns: KeptColumn[] = ['id', ...extra].map((column) => ({
    key: column,
    expr: sql.ident(column),
    read: asIs,
  }));
  for (const field of entity.fields.values()) {
    if (columns.some((column) => column.key === field.name)) continue;
    if (field.link !== undefined) {
      columns.push({ key: field.name, expr: linkValues(entity, field, dialect), read: readArray });
      continue;
    }
    columns.push({ key: field.name, expr: fieldExpr(entity, field, dialect), read: readerOf(field) });
    if (field.foldedColumn !== undefined) {
      columns.push({ key: field.foldedColumn, expr: sql.ident(field.foldedColumn), read: readText });
    }
  }
  return columns;
}

/** A link table's values for the row, as JSON array text on both dialects. */
function linkValues(entity: QueryableEntity, field: QueryField, dialect: Dialect): Sql {
  const link = field.link as NonNullable<QueryField['link']>;
  const values =
    dialect === 'sqlite'
      ? sql`json_group_array(links.${sql.ident(link.value)})`
      : sql`COALESCE(json_agg(links.${sql.ident(link.value)}), '[]'::json)::text`;
  return sql`(SELECT ${values} FROM ${sql.ident(link.table)} AS links
    WHERE links.${sql.ident(link.key)} = ${sql.ident(entity.table)}.${sql.ident('id')})`;
}

const readText = (value: unknown): KeptValue =>
  value === null || value === undefined ? null : String(value);

/** JSON array text (SQLite, and link values on both) or an array already parsed (PostgreSQL jsonb). */
const readArray = (value: unknown): KeptValue =>
  value === null || value === undefined
    ? null
    : ((typeof value === 'string' ? JSON.parse(value) : value) as readonly string[]);

/**
 * Numbers come back as text from PostgreSQL's NUMERIC and BIGINT, and booleans as 0/1 from a flag
 * column or SQLite's JSON; kept as JavaScript numbers and booleans. A NUMERIC price has at most 12
 * significant digits, so its double orders and equals as the decimal does.
 */
function readerOf(field: QueryField): (value: unknown) => KeptValue {
  switch (field.type) {
    case 'number':
      return (value) => (value === null || value === undefined ? null : Number(value));
    case 'boolean':
      return (value) =>
        value === null || value === undefined ? null : value === true || Number(value) === 1;
    case 'stringArray':
      return readArray;
    default:
      return readText;
  }
}
