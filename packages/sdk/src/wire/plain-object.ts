/**
 * True for objects written as literals or parsed from JSON (prototype `Object.prototype` or none).
 * The wire helpers walk only these: a `Date`, a `URL` or a class instance is a value, not a record,
 * so it must pass through untouched instead of being taken apart key by key.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Builds a record from entries with `Object.fromEntries`, which defines every key as an own
 * property. Plain assignment would treat a `__proto__` key from parsed JSON as the prototype.
 */
export const recordOf = (entries: Iterable<readonly [string, unknown]>): Record<string, unknown> =>
  Object.fromEntries(entries);
