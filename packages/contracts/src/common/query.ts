import { type Static, Type } from 'typebox';
import { StringEnum } from './enums.js';

export const SortOrders = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SortOrders)[number];

/** Largest page any query returns; larger limits are refused with a validation error. */
export const MAX_PAGE_SIZE = 100;
/**
 * Largest offset a query accepts. Far past any real result set (deep pages go by cursor), and
 * an exact integer in every layer between the request and SQL, where 1e20 is not.
 */
export const MAX_OFFSET = 1_000_000_000;

export const SortingSchema = Type.Object({
  fieldName: Type.String({ minLength: 1 }),
  order: Type.Optional(StringEnum(SortOrders)),
});

export const PagingSchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE_SIZE })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_OFFSET })),
});

export const CursorPagingSchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE_SIZE })),
  cursor: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

/**
 * The platform query language: a Mongo-like filter (`$eq $ne $gt $gte $lt $lte $in $nin $hasSome
 * $hasAll $exists $startsWith $isEmpty $and $or $not`), sort, and offset or cursor paging.
 */
export const QuerySchema = Type.Object({
  filter: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
  sort: Type.Optional(Type.Array(SortingSchema)),
  paging: Type.Optional(PagingSchema),
  cursorPaging: Type.Optional(CursorPagingSchema),
});
export type Query = Static<typeof QuerySchema>;
export type Filter = Record<string, unknown>;

export const CursorsSchema = Type.Object({
  next: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  prev: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

export const PagingMetadataSchema = Type.Object({
  count: Type.Integer({ description: 'Items in this page' }),
  offset: Type.Optional(Type.Integer()),
  total: Type.Optional(Type.Integer({ description: 'Items matching the filter (offset paging only)' })),
  tooManyToCount: Type.Optional(Type.Boolean()),
  cursors: CursorsSchema,
});
export type PagingMetadata = Static<typeof PagingMetadataSchema>;

/**
 * The paging facts of catalogue queries (products, collections), which answer with `metadata`
 * rather than `pagingMetadata` (reference §2.3): the official builders read it.
 */
export const CatalogueMetadataSchema = Type.Object({
  count: Type.Integer(),
  offset: Type.Integer(),
  total: Type.Integer(),
  tooManyToCount: Type.Optional(Type.Boolean()),
});
