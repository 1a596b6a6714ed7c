import { compareValues, type KeptRow } from './evaluate.js';
import type { QueryableEntity, ScalarValue } from './fields.js';
import { isDateLiteral, isPlainObject, scalarValue } from './values.js';

/** One end of a range of a field's values. */
export interface Bound {
  value: ScalarValue;
  inclusive: boolean;
}

/**
 * A condition every row a filter matches must meet, of a kind an index answers: a range of a
 * sorted field's values, some of its values, or elements an array field must hold. A row that
 * meets it may still fail the filter; one that fails it never matches.
 */
export type Narrowing = (
  | { kind: 'range'; field: string; lower?: Bound; upper?: Bound }
  | { kind: 'values'; field: string; values: readonly ScalarValue[] }
  | { kind: 'elements'; field: string; values: readonly string[]; every: boolean }
) & {
  /**
   * The top-level key of the filter whose whole condition this narrowing is: the rows it admits
   * are exactly those meeting that condition, so a query reading them need not test it again.
   */
  absorbs?: string;
};

const RANGE_OPERATORS = new Set(['$eq', '$gt', '$gte', '$lt', '$lte']);

/** How a field is indexed in memory, if it is. */
export type IndexKind = 'sorted' | 'elements' | undefined;

/**
 * The narrowings of a filter that `compileFilter` accepted: from the conditions its matches must
 * all meet (its top level and `$and`, never under `$or` or `$not`), those on indexed fields.
 */
export function narrowingsOf(
  entity: QueryableEntity,
  filter: unknown,
  indexOf: (field: string) => IndexKind,
  topLevel = true,
): Narrowing[] {
  if (!isPlainObject(filter)) return [];
  const found: Narrowing[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and') {
      for (const item of value as unknown[]) found.push(...narrowingsOf(entity, item, indexOf, false));
      continue;
    }
    const index = key.startsWith('$') ? undefined : indexOf(key);
    if (index === undefined) continue;
    const operators = isPlainObject(value) && !isDateLiteral(value) ? value : { $eq: value };
    const narrowings =
      index === 'sorted' ? sortedNarrowing(entity, key, operators) : elementsNarrowing(key, operators);
    const [only] = narrowings;
    if (topLevel && only && narrowings.length === 1 && isWhole(only, operators)) {
      // Marked in place (it is this call's own): a spread copy given one more property is made
      // in the old generation by Node 20's V8, garbage only a full collection clears.
      only.absorbs = key;
      found.push(only);
    } else {
      found.push(...narrowings);
    }
  }
  return found;
}

/** Whether a field's operators are all of one narrowing's kind, so that it stands for them all. */
function isWhole(narrowing: Narrowing, operators: Record<string, unknown>): boolean {
  const ops = Object.entries(operators);
  if (ops.some(([, operand]) => operand === null)) return false;
  if (narrowing.kind === 'range') return ops.every(([op]) => RANGE_OPERATORS.has(op));
  // Rows holding every one of several elements are fewer than those holding one: not whole.
  if (narrowing.kind === 'elements' && narrowing.every)
    return ops.length === 1 && new Set(narrowing.values).size <= 1;
  return ops.length === 1;
}

function sortedNarrowing(
  entity: QueryableEntity,
  name: string,
  operators: Record<string, unknown>,
): Narrowing[] {
  const field = entity.fields.get(name);
  if (!field) return [];
  const value = (operand: unknown) => scalarValue(field, operand, name);
  let lower: Bound | undefined;
  let upper: Bound | undefined;
  const found: Narrowing[] = [];
  for (const [op, operand] of Object.entries(operators)) {
    // A null operand matches nulls (`$eq: null`), which no range of values holds.
    if (operand === null) continue;
    if (op === '$eq' || op === '$gt' || op === '$gte') {
      lower = tighter(lower, { value: value(operand), inclusive: op !== '$gt' }, 1);
    }
    if (op === '$eq' || op === '$lt' || op === '$lte') {
      upper = tighter(upper, { value: value(operand), inclusive: op !== '$lt' }, -1);
    }
    if (op === '$in' && Array.isArray(operand) && !operand.includes(null)) {
      found.push({ kind: 'values', field: name, values: operand.map(value) });
    }
  }
  if (lower || upper) found.push({ kind: 'range', field: name, lower, upper });
  return found;
}

/** The narrower of two bounds on one side: `side` 1 for a lower bound, -1 for an upper one. */
function tighter(kept: Bound | undefined, next: Bound, side: 1 | -1): Bound {
  if (!kept) return next;
  const order = compareValues(next.value, kept.value) * side;
  if (order > 0) return next;
  if (order < 0) return kept;
  return kept.inclusive ? next : kept;
}

function elementsNarrowing(name: string, operators: Record<string, unknown>): Narrowing[] {
  const found: Narrowing[] = [];
  for (const [op, operand] of Object.entries(operators)) {
    if ((op === '$hasSome' || op === '$hasAll') && Array.isArray(operand)) {
      found.push({ kind: 'elements', field: name, values: operand as string[], every: op === '$hasAll' });
    }
  }
  return found;
}

/**
 * Tests true of the slots before a bound in an index of `field` (ascending, nulls first): a
 * lower bound starts where they stop, an upper one ends there.
 */
export function boundTests(field: string, row: (slot: number) => KeptRow) {
  const compareTo = (slot: number, bound: Bound): number | null => {
    const value = row(slot)[field] ?? null;
    return value === null ? null : compareValues(value as ScalarValue, bound.value);
  };
  return {
    isNull: (slot: number) => (row(slot)[field] ?? null) === null,
    lower: (bound: Bound) => (slot: number) => {
      const order = compareTo(slot, bound);
      return order === null || (bound.inclusive ? order < 0 : order <= 0);
    },
    upper: (bound: Bound) => (slot: number) => {
      const order = compareTo(slot, bound);
      return order === null || (bound.inclusive ? order <= 0 : order < 0);
    },
  };
}
