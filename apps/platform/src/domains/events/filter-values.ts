import { ValidationError } from '../../kernel/errors.js';

/** A filter field's values: one value, `{ $eq: v }` or `{ $in: [...] }`. */
export function valuesOf(path: string, condition: unknown): string[] {
  const values =
    typeof condition === 'string'
      ? [condition]
      : typeof condition === 'object' && condition !== null && Object.keys(condition).length === 1
        ? '$eq' in condition && typeof condition.$eq === 'string'
          ? [condition.$eq]
          : '$in' in condition &&
              Array.isArray(condition.$in) &&
              condition.$in.every((v) => typeof v === 'string')
            ? (condition.$in as string[])
            : undefined
        : undefined;
  if (!values || values.length > 100)
    throw ValidationError.field(path, 'takes a value, { $eq: value } or { $in: [at most 100 values] }');
  return values;
}
