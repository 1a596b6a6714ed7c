import { ValidationError } from '../errors.js';
import type { QueryField, ScalarValue } from './fields.js';

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ $date: '...' }`, the extended-JSON form the official client uses for dates. */
export const isDateLiteral = (value: unknown): value is { $date: unknown } =>
  isPlainObject(value) && Object.keys(value).length === 1 && Object.hasOwn(value, '$date');

/**
 * Dates are stored as `toISOString()` text, so comparing text compares instants only when the
 * filter value is in exactly that form too. A time without an offset is read as UTC (JavaScript
 * would read it as local time), and impossible days such as Feb 30 are refused rather than rolled over.
 */
export function normaliseDate(input: unknown): string | undefined {
  const text = isDateLiteral(input) ? input.$date : input;
  if (typeof text !== 'string') return undefined;
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (calendar.getUTCMonth() !== Number(month) - 1 || calendar.getUTCDate() !== Number(day)) return undefined;
  if (hour === undefined) return calendar.toISOString();
  const offset = zone === undefined || zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const millis = (fraction ?? '').padEnd(3, '0').slice(0, 3);
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second ?? '00'}.${millis}${offset}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

const describeType = (field: QueryField): string =>
  ({
    string: 'a string',
    number: 'a number',
    boolean: 'a boolean',
    date: 'an ISO-8601 date',
    stringArray: 'an array of strings',
  })[field.type];

/** A non-null filter operand checked against the field's type; `at` names it in the error. */
export function scalarValue(field: QueryField, value: unknown, at: string): ScalarValue {
  const ok =
    (field.type === 'string' && typeof value === 'string') ||
    (field.type === 'number' && typeof value === 'number' && Number.isFinite(value)) ||
    (field.type === 'boolean' && typeof value === 'boolean');
  if (ok) return value as ScalarValue;
  if (field.type === 'date') {
    const date = normaliseDate(value);
    if (date !== undefined) return date;
  }
  throw ValidationError.field(at, `must be ${describeType(field)}`, 'FORMAT');
}
