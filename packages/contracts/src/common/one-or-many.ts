import { type TSchema, Type } from 'typebox';

/**
 * A query-string list: `?status=PAID` arrives as one value, `?status=PAID&status=FREE` as an
 * array; both are taken (the platform reads either as a list).
 */
export const OneOrMany = <T extends TSchema>(item: T, maxItems = 100) =>
  Type.Union([item, Type.Array(item, { maxItems })]);
