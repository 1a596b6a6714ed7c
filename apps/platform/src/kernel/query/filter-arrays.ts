import { type Sql, sql } from '../db/sql.js';
import { ValidationError } from '../errors.js';
import type { LinkTable, QueryableEntity, QueryField } from './fields.js';
import { CHECKED, type Context, FALSE, flag, list, TRUE } from './filter-parts.js';
import { isPlainObject } from './values.js';

// Filters on array fields: kept in a link table (index probes on it) or in the document (JSON elements).

/**
 * A membership test on a selective link table, answered from the link table first: the keys that
 * hold some of `values` (or, with `all` > 0, all `all` of them).
 */
function selectiveMembership(ctx: Context, link: LinkTable, values: Sql, all: number): Sql {
  const key = sql`links.${sql.ident(link.key)}`;
  const held = sql`SELECT ${key} FROM ${sql.ident(link.table)} AS links WHERE links.${sql.ident(link.value)} IN (${values})`;
  const keys =
    all > 0
      ? sql`${held} GROUP BY ${key} HAVING count(DISTINCT links.${sql.ident(link.value)}) = ${all}`
      : held;
  return sql`${sql.ident(ctx.entity.table)}.${sql.ident('id')} IN (${keys})`;
}

/**
 * An array field kept in a link table: membership tests are index probes on the link table,
 * correlated with the row's id. The array is never null, only possibly empty.
 */
export function compileLinkOperator(
  ctx: Context,
  link: LinkTable,
  op: string,
  operand: unknown,
  at: string,
): Sql {
  const unsupported = () => ValidationError.field(at, `does not support ${op} on a stringArray field`);
  const linked = (extra: Sql) =>
    sql`SELECT 1 FROM ${sql.ident(link.table)} AS links WHERE links.${sql.ident(link.key)} = ${sql.ident(ctx.entity.table)}.${sql.ident('id')}${extra}`;
  switch (op) {
    case '$eq':
    case '$ne':
      if (operand !== null) throw unsupported();
      return op === '$eq' ? FALSE : TRUE;
    case '$exists':
      return flag(operand, at, op) ? TRUE : FALSE;
    case '$isEmpty': {
      const empty = flag(operand, at, op);
      if (!ctx.build) return CHECKED;
      return sql`${sql.raw(empty ? 'NOT EXISTS' : 'EXISTS')} (${linked(sql.empty)})`;
    }
    case '$hasSome':
    case '$hasAll': {
      const items = list(operand, `${at}.${op}`);
      if (!items.every((item): item is string => typeof item === 'string')) {
        throw ValidationError.field(`${at}.${op}`, 'must be an array of strings', 'FORMAT');
      }
      const wanted = [...new Set(items)];
      if (!ctx.build) return CHECKED;
      if (wanted.length === 0) return FALSE;
      const values = sql.list(wanted);
      if (link.selective) return selectiveMembership(ctx, link, values, op === '$hasAll' ? wanted.length : 0);
      const inValues = sql` AND links.${sql.ident(link.value)} IN (${values})`;
      if (op === '$hasSome') return sql`EXISTS (${linked(inValues)})`;
      return sql`(SELECT count(DISTINCT links.${sql.ident(link.value)}) FROM ${sql.ident(link.table)} AS links
        WHERE links.${sql.ident(link.key)} = ${sql.ident(ctx.entity.table)}.${sql.ident('id')}${inValues}) = ${wanted.length}`;
    }
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
    case '$in':
    case '$nin':
    case '$startsWith':
      throw unsupported();
    default:
      throw ValidationError.field(at, `uses unknown operator ${op}`);
  }
}

/**
 * The link table and value when a filter is one membership and nothing else
 * (`{ field: { $hasSome: [value] } }`) on a link whose rows repeat the scope: such a filter's rows
 * can be counted from the link table alone. Called after `compileFilter` has checked the filter.
 */
export function soleMembership(
  entity: QueryableEntity,
  filter: unknown,
): { link: LinkTable; value: string } | undefined {
  const [entry, ...more] = isPlainObject(filter) ? Object.entries(filter) : [];
  if (!entry || more.length > 0) return undefined;
  const [name, condition] = entry;
  const link = entity.fields.get(name)?.link;
  if (!link?.repeatsScope || !isPlainObject(condition)) return undefined;
  const [operator, ...others] = Object.entries(condition);
  if (!operator || others.length > 0) return undefined;
  const [op, operand] = operator;
  if ((op !== '$hasSome' && op !== '$hasAll') || !Array.isArray(operand)) return undefined;
  const [value] = operand;
  if (typeof value !== 'string' || !operand.every((item) => item === value)) return undefined;
  return { link, value };
}

export function isEmpty(ctx: Context, field: QueryField, expr: Sql, empty: boolean): Sql {
  if (field.type === 'stringArray') {
    const length = sql`${sql.raw(ctx.dialect === 'sqlite' ? 'json_array_length' : 'jsonb_array_length')}(${expr})`;
    return empty ? sql`(${expr} IS NULL OR ${length} = 0)` : sql`${length} > 0`;
  }
  if (field.type === 'string') return empty ? sql`(${expr} IS NULL OR ${expr} = '')` : sql`${expr} <> ''`;
  return sql`${expr} ${sql.raw(empty ? 'IS NULL' : 'IS NOT NULL')}`;
}

/** The elements of an array field as a one-column table `elements(value)`. */
function elements(ctx: Context, expr: Sql): Sql {
  if (ctx.dialect === 'postgres') return sql`jsonb_array_elements_text(${expr}) AS elements(value)`;
  return sql`json_each(${expr}) AS elements`;
}

export function hasSome(ctx: Context, expr: Sql, wanted: string[]): Sql {
  const values = sql.list(wanted);
  return sql`EXISTS (SELECT 1 FROM ${elements(ctx, expr)} WHERE elements.value IN (${values}))`;
}

export function hasAll(ctx: Context, expr: Sql, wanted: string[]): Sql {
  const values = sql.list(wanted);
  const found = sql`(SELECT count(DISTINCT elements.value) FROM ${elements(ctx, expr)} WHERE elements.value IN (${values}))`;
  return sql`${found} = ${wanted.length}`;
}
