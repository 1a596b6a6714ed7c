import type { SortOrder } from '@bazaar/contracts';
import { type Dialect, type Sql, sql } from '../db/sql.js';
import { ValidationError } from '../errors.js';
import {
  bindValue,
  type FieldType,
  orderedExpr,
  type QueryableEntity,
  type ScalarValue,
  type SortSpec,
} from './fields.js';
import { isPlainObject } from './values.js';

export const MAX_SORT_FIELDS = 10;

/** One ORDER BY term, with what keyset paging needs to compare a row against a boundary. */
export interface SortKey {
  readonly type: FieldType;
  readonly order: SortOrder;
  readonly notNull: boolean;
  readonly expr: Sql;
  bind(value: ScalarValue): Sql;
}

/** Checks a wire `sort` against the sortable allow-list; no sort means the entity's default. */
export function parseSort(entity: QueryableEntity, sort: unknown): SortSpec[] {
  if (sort === undefined || sort === null) return [...entity.defaultSort];
  if (!Array.isArray(sort)) throw ValidationError.field('sort', 'must be an array', 'FORMAT');
  if (sort.length === 0) return [...entity.defaultSort];
  if (sort.length > MAX_SORT_FIELDS) {
    throw ValidationError.field('sort', `must not have more than ${MAX_SORT_FIELDS} entries`, 'MAX_SIZE');
  }
  const seen = new Set<string>();
  return sort.map((entry: unknown, index): SortSpec => {
    const at = `sort[${index}]`;
    if (!isPlainObject(entry)) throw ValidationError.field(at, 'must be an object', 'FORMAT');
    const { fieldName, order = 'ASC' } = entry;
    if (typeof fieldName !== 'string')
      throw ValidationError.field(`${at}.fieldName`, 'must be a string', 'FORMAT');
    if (!entity.fields.get(fieldName)?.sortable) {
      throw ValidationError.field(`${at}.fieldName`, `${fieldName} is not a sortable field`);
    }
    if (seen.has(fieldName))
      throw ValidationError.field(`${at}.fieldName`, `${fieldName} is sorted on twice`);
    seen.add(fieldName);
    if (order !== 'ASC' && order !== 'DESC') {
      throw ValidationError.field(`${at}.order`, 'must be ASC or DESC', 'INVALID_ENUM_VALUE');
    }
    return { fieldName, order };
  });
}

/**
 * The sort as ORDER BY terms, ending with `id` so that the order is total (offset pages never
 * overlap, and a keyset boundary is one exact position).
 */
export function sortKeys(entity: QueryableEntity, specs: readonly SortSpec[], dialect: Dialect): SortKey[] {
  const keys: SortKey[] = [];
  for (const { fieldName, order } of specs) {
    const field = entity.fields.get(fieldName);
    if (!field) throw new Error(`Unchecked sort field: ${fieldName}`);
    keys.push({
      type: field.type,
      order,
      notNull: field.notNull,
      expr: orderedExpr(entity, field, dialect),
      bind: (value) => bindValue(field, value, dialect),
    });
    // The id is unique: nothing after it can change the order.
    if (field.column === 'id') return keys;
  }
  const order = keys.at(-1)?.order ?? 'ASC';
  keys.push({ type: 'string', order, notNull: true, expr: sql.ident('id'), bind: (value) => sql`${value}` });
  return keys;
}

/**
 * NULL sorts as the smallest value on both dialects: first ascending, last descending. That is
 * SQLite's own behaviour; PostgreSQL's default is the opposite, so it is spelled out there.
 */
export function orderBy(keys: readonly SortKey[], dialect: Dialect, reversed = false): Sql {
  return sql.join(
    keys.map((key) => {
      const ascending = (key.order === 'ASC') !== reversed;
      const nulls =
        dialect === 'postgres' && !key.notNull ? (ascending ? ' NULLS FIRST' : ' NULLS LAST') : '';
      return sql`${key.expr} ${sql.raw(`${ascending ? 'ASC' : 'DESC'}${nulls}`)}`;
    }),
  );
}
