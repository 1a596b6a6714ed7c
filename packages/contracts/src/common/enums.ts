import { type TUnsafe, Type } from 'typebox';

/**
 * A string enum schema derived from a const tuple, so the values are written once. It is a plain
 * JSON-schema `enum` (not a union of literals) so a bad value yields one clear violation.
 */
export function StringEnum<const T extends readonly [string, ...string[]]>(
  values: T,
  options: { description?: string; default?: T[number] } = {},
): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}
