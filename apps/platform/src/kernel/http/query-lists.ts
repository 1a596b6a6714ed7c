/**
 * A query-string list as the handler reads it: one value (`?status=PAID`) or several
 * (`?status=PAID&status=FREE`) both become an array; absent stays undefined. The contracts
 * declare such parameters with `OneOrMany`.
 */
export const listOf = <T>(value: T | T[] | undefined): T[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];
