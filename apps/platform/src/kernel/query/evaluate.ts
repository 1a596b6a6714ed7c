import {
  foldCase,
  type QueryableEntity,
  type QueryField,
  type ScalarValue,
  type SortSpec,
} from './fields.js';
import { isDateLiteral, isPlainObject, scalarValue } from './values.js';

/**
 * The query language evaluated in memory, over rows kept by `KeptRows`: the same answers the SQL
 * that `compileFilter` and `sortKeys` write gives on both dialects (a differential test,
 * `kept-rows.test.ts`, holds the two to it). Filters reach it already checked by `compileFilter`,
 * so nothing here validates.
 */

/** A kept value: null for SQL NULL (a missing key and a JSON null alike). */
export type KeptValue = string | number | boolean | readonly string[] | null;

/**
 * A row as kept: each queryable field's value under its wire name, a folded copy under its
 * `foldedColumn` name, and any extra column (a revision) under its column name.
 */
export type KeptRow = Readonly<Record<string, KeptValue>>;

/** SQL's three truth values: true, false, and null for unknown (a comparison with NULL). */
type Truth = boolean | null;
export type Predicate = (row: KeptRow) => Truth;

const always: Predicate = () => true;
const never: Predicate = () => false;

/**
 * AND (`decisive` false) or OR (`decisive` true) over SQL's truth values: the decisive value
 * wins, then unknown. No parts is the other value, as `and([])` and `or([])` are.
 */
function combine(parts: readonly Predicate[], decisive: boolean): Predicate {
  if (parts.length === 0) return decisive ? never : always;
  if (parts.length === 1) return parts[0] as Predicate;
  return (row) => {
    let unknown = false;
    for (const part of parts) {
      const truth = part(row);
      if (truth === decisive) return decisive;
      if (truth === null) unknown = true;
    }
    return unknown ? null : !decisive;
  };
}

const all = (parts: readonly Predicate[]): Predicate => combine(parts, false);
const any = (parts: readonly Predicate[]): Predicate => combine(parts, true);

/** `(inner) IS NOT TRUE`: unknown counts as false, so its negation holds. */
const not =
  (inner: Predicate): Predicate =>
  (row) =>
    inner(row) !== true;

/** The predicate of a filter `compileFilter` accepted; a row matches when it answers true. */
export function compilePredicate(entity: QueryableEntity, filter: unknown): Predicate {
  if (filter === undefined || filter === null) return always;
  return node(entity, filter as Record<string, unknown>);
}

function node(entity: QueryableEntity, filter: Record<string, unknown>): Predicate {
  return all(
    Object.entries(filter).map(([key, value]) => {
      if (key === '$and') return all((value as Record<string, unknown>[]).map((item) => node(entity, item)));
      if (key === '$or') return any((value as Record<string, unknown>[]).map((item) => node(entity, item)));
      if (key === '$not') return not(node(entity, value as Record<string, unknown>));
      const field = entity.fields.get(key) as QueryField;
      return isPlainObject(value) && !isDateLiteral(value)
        ? operators(field, value)
        : operator(field, '$eq', value);
    }),
  );
}

const operators = (field: QueryField, given: Record<string, unknown>): Predicate =>
  all(Object.entries(given).map(([op, operand]) => operator(field, op, operand)));

function operator(field: QueryField, op: string, operand: unknown): Predicate {
  if (op === '$not') return not(operators(field, operand as Record<string, unknown>));
  if (field.link !== undefined) return linkOperator(field, op, operand);
  const { name } = field;
  const read = (row: KeptRow): KeptValue => row[name] ?? null;
  const value = (input: unknown): ScalarValue => scalarValue(field, input, name);

  switch (op) {
    case '$eq': {
      if (operand === null) return (row) => read(row) === null;
      const wanted = value(operand);
      return (row) => {
        const found = read(row);
        return found === null ? null : found === wanted;
      };
    }
    case '$ne': {
      if (operand === null) return (row) => read(row) !== null;
      const unwanted = value(operand);
      return (row) => {
        const found = read(row);
        return found === null || found !== unwanted;
      };
    }
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte': {
      const bound = value(operand);
      const holds = {
        $gt: (order: number) => order > 0,
        $gte: (order: number) => order >= 0,
        $lt: (order: number) => order < 0,
        $lte: (order: number) => order <= 0,
      }[op];
      return (row) => {
        const found = read(row);
        return found === null ? null : holds(compareValues(found as ScalarValue, bound));
      };
    }
    case '$in':
    case '$nin':
      return membership(read, op, operand as unknown[], value);
    case '$exists': {
      const present = operand === true;
      return (row) => (read(row) !== null) === present;
    }
    case '$isEmpty':
      return isEmpty(field, read, operand === true);
    case '$startsWith': {
      // A field with a folded copy is matched on the copy, whatever the prefix's case.
      const folded = field.foldedColumn;
      const prefix = folded === undefined ? (value(operand) as string) : foldCase(value(operand) as string);
      const target = folded === undefined ? read : (row: KeptRow) => row[folded] ?? null;
      return (row) => {
        const found = target(row);
        return found === null ? null : (found as string).startsWith(prefix);
      };
    }
    case '$hasSome':
    case '$hasAll': {
      const wanted = [...new Set(operand as string[])];
      if (wanted.length === 0) return never;
      // EXISTS over the elements of NULL finds none: false, never unknown.
      return (row) => {
        const found = read(row) as readonly string[] | null;
        return found !== null && holdsElements(found, wanted, op);
      };
    }
    default:
      throw new Error(`Unchecked filter operator ${op}`);
  }
}

/** `IN` and `NOT IN` with SQL's nulls: a null member matches a null field through `IS NULL`. */
function membership(
  read: (row: KeptRow) => KeptValue,
  op: '$in' | '$nin',
  items: readonly unknown[],
  value: (input: unknown) => ScalarValue,
): Predicate {
  const values = new Set(items.filter((item) => item !== null).map(value));
  const withNull = items.includes(null);
  const inList: Predicate = (row) => {
    const found = read(row);
    return found === null ? null : values.has(found as ScalarValue);
  };
  const isNull: Predicate = (row) => read(row) === null;
  const isNotNull: Predicate = (row) => read(row) !== null;
  if (op === '$in') return any([...(values.size > 0 ? [inList] : []), ...(withNull ? [isNull] : [])]);
  if (values.size === 0) return withNull ? isNotNull : always;
  const notIn: Predicate = (row) => {
    const truth = inList(row);
    return truth === null ? null : !truth;
  };
  return withNull ? all([isNotNull, notIn]) : any([isNull, notIn]);
}

function isEmpty(field: QueryField, read: (row: KeptRow) => KeptValue, empty: boolean): Predicate {
  if (field.type === 'stringArray') {
    return empty
      ? (row) => {
          const found = read(row) as readonly string[] | null;
          return found === null || found.length === 0;
        }
      : (row) => {
          const found = read(row) as readonly string[] | null;
          return found === null ? null : found.length > 0;
        };
  }
  if (field.type === 'string') {
    return empty
      ? (row) => {
          const found = read(row);
          return found === null || found === '';
        }
      : (row) => {
          const found = read(row);
          return found === null ? null : found !== '';
        };
  }
  return empty ? (row) => read(row) === null : (row) => read(row) !== null;
}

/** An array kept in a link table: never null, possibly empty. */
function linkOperator(field: QueryField, op: string, operand: unknown): Predicate {
  const read = (row: KeptRow) => (row[field.name] ?? []) as readonly string[];
  switch (op) {
    case '$eq':
      return never;
    case '$ne':
      return always;
    case '$exists':
      return operand === true ? always : never;
    case '$isEmpty':
      return operand === true ? (row) => read(row).length === 0 : (row) => read(row).length > 0;
    case '$hasSome':
    case '$hasAll': {
      const wanted = [...new Set(operand as string[])];
      if (wanted.length === 0) return never;
      return (row) => holdsElements(read(row), wanted, op);
    }
    default:
      throw new Error(`Unchecked filter operator ${op} on a link table`);
  }
}

function holdsElements(found: readonly string[], wanted: readonly string[], op: '$hasSome' | '$hasAll') {
  return op === '$hasSome'
    ? wanted.some((item) => found.includes(item))
    : wanted.every((item) => found.includes(item));
}

/**
 * Two strings in code point order, which is how both dialects compare them (SQLite byte-wise
 * UTF-8, PostgreSQL under the "C" collation). JavaScript compares UTF-16 code units, which
 * differs only where a surrogate (half of a code point above U+FFFF) meets a unit from U+E000 up:
 * each unit is moved so that surrogates sort above the whole Basic Multilingual Plane.
 */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const x = a.charCodeAt(index);
    const y = b.charCodeAt(index);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

const codePointRank = (unit: number): number =>
  unit >= 0xd800 && unit <= 0xdfff ? unit + 0x2000 : unit >= 0xe000 ? unit - 0x800 : unit;

/** Two non-null values of one field: numbers by value, booleans false first, text by code points. */
export function compareValues(a: ScalarValue, b: ScalarValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return compareCodePoints(String(a), String(b));
}

/**
 * The order `sortKeys` gives: the sort's fields, then `id` (unless sorted on already) in the last
 * field's direction; NULL is the smallest value, as `orderBy` writes it on both dialects.
 */
export function rowOrder(
  entity: QueryableEntity,
  specs: readonly SortSpec[],
): (a: KeptRow, b: KeptRow) => number {
  const keys: { name: string; descending: boolean }[] = [];
  let total = false;
  for (const { fieldName, order } of specs) {
    keys.push({ name: fieldName, descending: order === 'DESC' });
    // The id is unique: nothing after it can change the order.
    total = entity.fields.get(fieldName)?.column === 'id';
    if (total) break;
  }
  // Every kept row carries its `id` column under that name (`readKeptRows`).
  if (!total) keys.push({ name: 'id', descending: keys.at(-1)?.descending ?? false });
  return (a, b) => {
    for (const { name, descending } of keys) {
      const x = a[name] ?? null;
      const y = b[name] ?? null;
      const order =
        x === null || y === null
          ? (x === null ? 0 : 1) - (y === null ? 0 : 1)
          : compareValues(x as ScalarValue, y as ScalarValue);
      if (order !== 0) return descending ? -order : order;
    }
    return 0;
  };
}
