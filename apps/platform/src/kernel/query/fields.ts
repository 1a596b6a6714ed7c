import type { SortOrder } from '@bazaar/contracts';
import { type Dialect, type Sql, sql } from '../db/sql.js';

export type FieldType = 'string' | 'number' | 'boolean' | 'date' | 'stringArray';

interface FieldDefinition {
  type: FieldType;
  /** A real column of the table. Boolean columns are 0/1 integers on both dialects (see ddl.ts `flag`). */
  column?: string;
  /** A path inside the document column; defaults to the wire name split on dots (`stock.quantity`). */
  jsonPath?: string[];
  /**
   * A string array kept as rows of a link table (`table`, with `key` holding this entity's `id`
   * and `value` one element), so that `$hasSome`/`$hasAll` probe an index instead of reading every
   * row's document. Such an array is never null: a row without links is an empty array.
   */
  link?: LinkTable;
  /**
   * A column holding this string field's value case-folded (`foldCase`), written with the row.
   * `$startsWith` then compares the folded prefix against it, so that a prefix matches whatever
   * its case (as the startsWith of Wix's query language does) and an index on it still seeks.
   */
  foldedColumn?: string;
  /** Sorting is opt-in: ordering by an unindexed JSON path scans the whole table. */
  sortable?: boolean;
  /**
   * The value is never null. PostgreSQL then orders it without `NULLS FIRST/LAST`, so that a plain
   * index on the column still serves the sort.
   */
  notNull?: boolean;
}

export interface LinkTable {
  table: string;
  key: string;
  value: string;
  /**
   * The link rows repeat every column the queries' `scope` filters on (for products `site_id` and
   * `visible`), so that a filter made of one membership alone is counted from the link table's
   * index instead of walking the entity's rows and probing each.
   */
  repeatsScope?: boolean;
  /**
   * Few rows share a value (a name's words, unlike a collection's members): a membership filter
   * is answered from the link table first (`id IN (SELECT key … WHERE value IN …)`, through an
   * index on `(value, key)`), so a rare value finds its rows without walking the entity's. A
   * correlated probe per row (the default) is better where a value holds many rows: the walk in
   * the page's order stops after a page.
   */
  selective?: boolean;
}

export interface SortSpec {
  fieldName: string;
  order: SortOrder;
}

export interface QueryableDefinition {
  table: string;
  /** The JSON document column holding every field that has no column of its own. */
  docColumn?: string;
  /** The allow-list: only these wire names may be filtered on (and, if `sortable`, sorted by). */
  fields: Record<string, FieldDefinition>;
  /** Used when a query has no sort; `id ASC` when absent. */
  defaultSort?: { fieldName: string; order?: SortOrder }[];
  /** Offset paging counts at most this many rows (default 10,000) and then reports `tooManyToCount`. */
  countLimit?: number;
  /** The paging used when a query names neither `paging` nor `cursorPaging` (default `offset`). */
  defaultPaging?: 'offset' | 'cursor';
}

export interface QueryField {
  readonly name: string;
  readonly type: FieldType;
  readonly sortable: boolean;
  readonly notNull: boolean;
  readonly column?: string;
  readonly foldedColumn?: string;
  readonly jsonPath?: readonly string[];
  readonly link?: LinkTable;
}

/** The case-folded form of a text, as `foldedColumn`s hold it (Unicode's default lower case). */
export const foldCase = (text: string): string => text.toLowerCase();

export interface QueryableEntity {
  readonly table: string;
  readonly docColumn?: string;
  readonly fields: ReadonlyMap<string, QueryField>;
  readonly defaultSort: readonly SortSpec[];
  readonly countLimit: number;
  readonly defaultPaging: 'offset' | 'cursor';
}

const DEFAULT_COUNT_LIMIT = 10_000;
const COLUMN = /^[a-z_][a-z0-9_]*$/;
// Path segments are spliced into SQL text (so that expression indexes can match), hence the strict shape.
const PATH_SEGMENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Checks a definition once, at module load, so that a typo in a repo fails at startup rather than
 * on the first query.
 */
export function defineQueryable(definition: QueryableDefinition): QueryableEntity {
  const { table, docColumn } = definition;
  if (!COLUMN.test(table)) throw new Error(`Invalid table name: ${table}`);
  if (docColumn !== undefined && !COLUMN.test(docColumn)) throw new Error(`Invalid doc column: ${docColumn}`);

  const fields = new Map<string, QueryField>();
  for (const [name, spec] of Object.entries(definition.fields)) {
    if (name === '' || name.startsWith('$')) throw new Error(`Invalid queryable field name: ${name}`);
    const base = { name, type: spec.type, sortable: spec.sortable ?? false, notNull: spec.notNull ?? false };
    if (spec.sortable && spec.type === 'stringArray')
      throw new Error(`Array field ${name} cannot be sortable`);
    if (spec.foldedColumn !== undefined) {
      if (spec.type !== 'string' || spec.column === undefined)
        throw new Error(`Field ${name} has a folded column but is not a string column`);
      if (!COLUMN.test(spec.foldedColumn)) throw new Error(`Invalid folded column for field ${name}`);
    }
    if (spec.link !== undefined) {
      const { link } = spec;
      if (spec.type !== 'stringArray')
        throw new Error(`Field ${name} has a link table but is not a stringArray`);
      if (spec.column !== undefined || spec.jsonPath !== undefined)
        throw new Error(`Field ${name} has a link table and a column or jsonPath`);
      if (![link.table, link.key, link.value].every((part) => COLUMN.test(part)))
        throw new Error(`Invalid link table for field ${name}`);
      fields.set(name, { ...base, notNull: true, link: { ...link } });
      continue;
    }
    if (spec.column !== undefined) {
      if (spec.jsonPath !== undefined) throw new Error(`Field ${name} has both a column and a jsonPath`);
      if (!COLUMN.test(spec.column)) throw new Error(`Invalid column for field ${name}: ${spec.column}`);
      const folded = spec.foldedColumn === undefined ? {} : { foldedColumn: spec.foldedColumn };
      fields.set(name, { ...base, column: spec.column, ...folded });
      continue;
    }
    if (docColumn === undefined) throw new Error(`Field ${name} needs a column or a docColumn`);
    const jsonPath = spec.jsonPath ?? name.split('.');
    if (jsonPath.length === 0 || !jsonPath.every((segment) => PATH_SEGMENT.test(segment))) {
      throw new Error(`Invalid jsonPath for field ${name}`);
    }
    fields.set(name, { ...base, jsonPath });
  }

  const defaultSort = (definition.defaultSort ?? []).map(({ fieldName, order }): SortSpec => {
    if (!fields.get(fieldName)?.sortable) throw new Error(`Default sort field ${fieldName} is not sortable`);
    return { fieldName, order: order ?? 'ASC' };
  });

  const countLimit = definition.countLimit ?? DEFAULT_COUNT_LIMIT;
  if (!Number.isInteger(countLimit) || countLimit < 1) throw new Error(`Invalid countLimit: ${countLimit}`);

  return {
    table,
    docColumn,
    fields,
    defaultSort,
    countLimit,
    defaultPaging: definition.defaultPaging ?? 'offset',
  };
}

/**
 * The field as a typed SQL expression. JSON null and a missing key both read as SQL NULL, so
 * "null" and "missing" are one and the same to every operator.
 */
export function fieldExpr(entity: QueryableEntity, field: QueryField, dialect: Dialect): Sql {
  if (field.link !== undefined) throw new Error(`Field ${field.name} is a link table, not an expression`);
  if (field.column !== undefined) return sql.ident(field.column);
  const doc = sql.ident(entity.docColumn ?? '');
  const path = field.jsonPath ?? [];
  if (dialect === 'sqlite') return sql`json_extract(${doc}, ${sql.raw(`'$.${path.join('.')}'`)})`;
  const pgPath = sql.raw(`'{${path.join(',')}}'`);
  switch (field.type) {
    case 'number':
      return sql`(${doc} #>> ${pgPath})::numeric`;
    case 'boolean':
      return sql`(${doc} #>> ${pgPath})::boolean`;
    case 'stringArray':
      return sql`NULLIF(${doc} #> ${pgPath}, 'null'::jsonb)`;
    default:
      return sql`(${doc} #>> ${pgPath})`;
  }
}

/**
 * The expression used wherever order matters (range operators, ORDER BY, keyset comparisons).
 * SQLite compares text byte-wise; PostgreSQL would use the database collation, so strings are
 * compared under "C" to make both dialects agree. Dates and ids are fixed-format ASCII, which every
 * collation orders alike, so they keep the column collation and its indexes.
 */
export function orderedExpr(entity: QueryableEntity, field: QueryField, dialect: Dialect): Sql {
  const expr = fieldExpr(entity, field, dialect);
  return dialect === 'postgres' && field.type === 'string' ? sql`${expr} COLLATE "C"` : expr;
}

export type ScalarValue = string | number | boolean;

/** A value compared against the field, bound the way the field's storage needs it. */
export function bindValue(field: QueryField, value: ScalarValue, dialect: Dialect): Sql {
  if (field.column !== undefined && field.type === 'boolean') return sql`${Number(value)}`;
  // PostgreSQL infers the parameter's type from an integer column and would reject `1.5`.
  if (
    dialect === 'postgres' &&
    field.column !== undefined &&
    field.type === 'number' &&
    !Number.isInteger(value)
  ) {
    return sql`CAST(${value} AS NUMERIC)`;
  }
  return sql`${value}`;
}
