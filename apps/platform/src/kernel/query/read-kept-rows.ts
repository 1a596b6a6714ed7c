import type { Queryable, Row } from '../db/database.js';
import { type Dialect, type Sql, sql } from '../db/sql.js';
import type { KeptRow, KeptValue } from './evaluate.js';
import { fieldExpr, type QueryableEntity, type QueryField } from './fields.js';

/**
 * Text kept once for all the rows of a read that hold it, and arrays read from the same JSON text
 * (a collection's id alone, the same few words) once too: kept values are never changed.
 */
interface Intern {
  (text: string): string;
  array(json: string): readonly string[];
}

/** What a kept row holds under each key, and how to read it from the selected column. */
interface KeptColumn {
  key: string;
  expr: Sql;
  read(value: unknown, intern: Intern): KeptValue;
}

export interface KeptRowsOptions {
  /** The rows kept, e.g. sql`site_id = ${siteId}`. */
  scope: Sql;
  /** Columns kept besides the queryable fields and `id`, under their names (a revision). */
  extraColumns?: readonly string[];
}

/**
 * The rows of `scope`, every queryable field read (with folded copies, and link tables' values
 * as arrays) plus `id` and the extra columns; undefined when there are more than `limit`.
 */
export async function readKeptRows(
  db: Queryable,
  entity: QueryableEntity,
  options: KeptRowsOptions & { limit: number },
): Promise<KeptRow[] | undefined> {
  const rows = await selectKept(db, entity, options, options.scope, options.limit + 1);
  return rows.length > options.limit ? undefined : rows;
}

/** The rows of `ids` still in `scope`, read as `readKeptRows` reads them; ids not found are left out. */
export async function readKeptRowsById(
  db: Queryable,
  entity: QueryableEntity,
  options: KeptRowsOptions,
  ids: readonly string[],
): Promise<KeptRow[]> {
  const rows: KeptRow[] = [];
  for (let start = 0; start < ids.length; start += MAX_IDS_PER_READ) {
    const some = ids.slice(start, start + MAX_IDS_PER_READ);
    rows.push(
      ...(await selectKept(db, entity, options, sql`(${options.scope}) AND id IN (${sql.list(some)})`)),
    );
  }
  return rows;
}

/** Ids bound in one statement, well under every driver's limit on parameters. */
const MAX_IDS_PER_READ = 500;

async function selectKept(
  db: Queryable,
  entity: QueryableEntity,
  options: KeptRowsOptions,
  where: Sql,
  limit?: number,
): Promise<KeptRow[]> {
  const selected = keptColumns(entity, db.dialect, options.extraColumns ?? []);
  const rows = await db.all<Row>(sql`
    SELECT ${sql.join(selected.map((column, index) => sql`${column.expr} AS ${sql.ident(`kept_${index}`)}`))}
    FROM ${sql.ident(entity.table)} WHERE ${where}${limit === undefined ? sql`` : sql` LIMIT ${limit}`}`);
  // Values many rows share (a status, a collection's id, a common word) are kept once.
  const shared = new Map<string, string>();
  const intern = (value: string) => {
    const known = shared.get(value);
    if (known !== undefined) return known;
    shared.set(value, value);
    return value;
  };
  const sharedArrays = new Map<string, readonly string[]>();
  intern.array = (json: string) => {
    const known = sharedArrays.get(json);
    if (known !== undefined) return known;
    const array = (JSON.parse(json) as string[]).map(intern);
    sharedArrays.set(json, array);
    return array;
  };
  return rows.map((row) => {
    const kept: Record<string, KeptValue> = {};
    selected.forEach((column, index) => {
      kept[column.key] = column.read(row[`kept_${index}`], intern);
    });
    return kept;
  });
}

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

/** Text that many rows share: a status, a type, a brand. */
const readSharedText = (value: unknown, intern: Intern): KeptValue =>
  value === null || value === undefined ? null : intern(String(value));

/** JSON array text (SQLite, and link values on both) or an array already parsed (PostgreSQL jsonb). */
const readArray = (value: unknown, intern: Intern): KeptValue => {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? intern.array(value) : (value as string[]).map(intern);
};

/**
 * Numbers come back as text from PostgreSQL's NUMERIC and BIGINT, and booleans as 0/1 from a flag
 * column or SQLite's JSON; kept as JavaScript numbers and booleans. A NUMERIC price has at most 12
 * significant digits, so its double orders and equals as the decimal does.
 */
function readerOf(field: QueryField): KeptColumn['read'] {
  switch (field.type) {
    case 'number':
      return (value) => (value === null || value === undefined ? null : Number(value));
    case 'boolean':
      return (value) =>
        value === null || value === undefined ? null : value === true || Number(value) === 1;
    case 'stringArray':
      return readArray;
    default:
      // Sortable text is mostly a row's own (a name, a date); the rest is mostly shared.
      return field.sortable ? readText : readSharedText;
  }
}
