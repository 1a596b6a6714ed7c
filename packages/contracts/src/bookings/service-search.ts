import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { CursorPagingSchema, CursorsSchema, SortingSchema } from '../common/query.js';
import { ServiceSchema } from './service.js';
import { FilterSchema } from './service-call-parts.js';

/** Searching and counting services, with aggregations (Wix Bookings Services V2). */

export const AggregationTypes = ['VALUE', 'RANGE', 'SCALAR', 'DATE_HISTOGRAM', 'NESTED'] as const;
export const ScalarTypes = ['COUNT_DISTINCT', 'MIN', 'MAX'] as const;

/**
 * A facet of the matching services. Supported: VALUE (the services per value), RANGE (per
 * numeric bucket) and SCALAR (distinct count, minimum, maximum) on the fields `searchServices`
 * documents; DATE_HISTOGRAM and NESTED are refused.
 */
export const AggregationSchema = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  type: Type.Optional(StringEnum(AggregationTypes)),
  fieldPath: Type.String({ minLength: 1, maxLength: 200 }),
  value: Type.Optional(
    Type.Object({
      sortType: Type.Optional(StringEnum(['COUNT', 'VALUE'] as const)),
      sortDirection: Type.Optional(StringEnum(['DESC', 'ASC'] as const)),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 250 })),
      missingValues: Type.Optional(StringEnum(['EXCLUDE', 'INCLUDE'] as const)),
      includeOptions: Type.Optional(
        Type.Object({ addToBucket: Type.Optional(Type.String({ maxLength: 20 })) }),
      ),
    }),
  ),
  range: Type.Optional(
    Type.Object({
      buckets: Type.Array(
        Type.Object({
          from: Type.Optional(Type.Number({ minimum: -1e15, maximum: 1e15 })),
          to: Type.Optional(Type.Number({ minimum: -1e15, maximum: 1e15 })),
        }),
        { maxItems: 50 },
      ),
    }),
  ),
  scalar: Type.Optional(Type.Object({ type: StringEnum(ScalarTypes) })),
});
export type Aggregation = Static<typeof AggregationSchema>;

/** Free text matched in `name`, `description` and `tagLine` (or the `fields` named), case aside. */
export const SearchDetailsSchema = Type.Object({
  mode: Type.Optional(StringEnum(['OR', 'AND'] as const)),
  expression: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  fields: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 10 })),
  fuzzy: Type.Optional(Type.Boolean()),
});
export type SearchDetails = Static<typeof SearchDetailsSchema>;

/**
 * A search: filter and sort as in `queryServices`, free text, aggregations, cursor paging (100 a
 * page unless asked, as Wix). A request holding a cursor needs nothing else (Wix allows nothing
 * else): the cursor remembers the filter, sort and text.
 */
export const SearchServicesRequestSchema = Type.Object({
  search: Type.Optional(
    Type.Object({
      filter: Type.Optional(FilterSchema),
      sort: Type.Optional(Type.Array(SortingSchema, { maxItems: 10 })),
      aggregations: Type.Optional(Type.Array(AggregationSchema, { maxItems: 10 })),
      search: Type.Optional(SearchDetailsSchema),
      cursorPaging: Type.Optional(CursorPagingSchema),
      timeZone: Type.Optional(Type.String({ maxLength: 50 })),
    }),
  ),
});
export type SearchServicesRequest = Static<typeof SearchServicesRequestSchema>;

export const AggregationResultSchema = Type.Object({
  name: Type.String(),
  type: StringEnum(AggregationTypes),
  fieldPath: Type.String(),
  values: Type.Optional(
    Type.Object({ results: Type.Array(Type.Object({ value: Type.String(), count: Type.Integer() })) }),
  ),
  ranges: Type.Optional(
    Type.Object({
      results: Type.Array(
        Type.Object({
          from: Type.Optional(Type.Number()),
          to: Type.Optional(Type.Number()),
          count: Type.Integer(),
        }),
      ),
    }),
  ),
  scalar: Type.Optional(Type.Object({ type: StringEnum(ScalarTypes), value: Type.Number() })),
});
export type AggregationResult = Static<typeof AggregationResultSchema>;

export const SearchServicesResponseSchema = Type.Object({
  services: Type.Array(ServiceSchema),
  pagingMetadata: Type.Object({
    count: Type.Integer(),
    cursors: CursorsSchema,
    hasNext: Type.Boolean(),
  }),
  aggregationData: Type.Optional(Type.Object({ results: Type.Array(AggregationResultSchema) })),
});
export type SearchServicesResponse = Static<typeof SearchServicesResponseSchema>;

export const CountServicesRequestSchema = Type.Object({ filter: Type.Optional(FilterSchema) });
export type CountServicesRequest = Static<typeof CountServicesRequestSchema>;
export const CountServicesResponseSchema = Type.Object({ count: Type.Integer() });
export type CountServicesResponse = Static<typeof CountServicesResponseSchema>;
