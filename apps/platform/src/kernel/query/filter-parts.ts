import type { Dialect, Sql } from '../db/sql.js';
import { sql } from '../db/sql.js';
import { ValidationError } from '../errors.js';
import type { QueryableEntity } from './fields.js';

/** The pieces every part of the filter compiler shares: limits, the boolean combinators, operands. */

export const MAX_FILTER_DEPTH = 10;
export const MAX_FILTER_CONDITIONS = 100;
export const MAX_FILTER_LIST = 100;

export const TRUE = sql.raw('TRUE');
export const FALSE = sql.raw('FALSE');
/** What a part of a filter compiles to when it is only being checked (`checkFilter`): never run. */
export const CHECKED = sql.raw('');

function combine(parts: readonly Sql[], operator: 'AND' | 'OR'): Sql {
  const [only] = parts;
  if (only === undefined) return operator === 'AND' ? TRUE : FALSE;
  return parts.length === 1 ? only : sql`(${sql.join(parts, sql.raw(` ${operator} `))})`;
}

export const and = (parts: readonly Sql[]): Sql => combine(parts, 'AND');
export const or = (parts: readonly Sql[]): Sql => combine(parts, 'OR');

/**
 * Comparisons with a missing field yield NULL, which a WHERE treats as false. Under AND/OR that is
 * the right answer, but plain NOT would keep it NULL and drop the row; `IS NOT TRUE` counts it false.
 */
export const not = (inner: Sql): Sql => sql`(${inner}) IS NOT TRUE`;

export interface Context {
  readonly entity: QueryableEntity;
  readonly dialect: Dialect;
  conditions: number;
  /** False when the filter is only checked: its checks all run, its SQL is not written. */
  readonly build: boolean;
}

export function list(operand: unknown, at: string): unknown[] {
  if (!Array.isArray(operand)) throw ValidationError.field(at, 'must be an array');
  if (operand.length > MAX_FILTER_LIST) {
    throw ValidationError.field(at, `must not have more than ${MAX_FILTER_LIST} items`, 'MAX_SIZE');
  }
  return operand;
}

export function flag(operand: unknown, at: string, op: string): boolean {
  if (typeof operand !== 'boolean') throw ValidationError.field(`${at}.${op}`, 'must be a boolean', 'FORMAT');
  return operand;
}
