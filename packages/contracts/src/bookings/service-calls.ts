import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { CursorPagingSchema, CursorsSchema, SortingSchema } from '../common/query.js';
import {
  type ServiceInput,
  ServiceLocationTypes,
  ServiceSchema,
  SlugSchema,
  type UpdateServiceRequest,
  UpdateServiceRequestSchema,
} from './service.js';

/**
 * The calls on services beyond create, read, update, delete and query (Wix Bookings Services V2):
 * bulk writes, search, count, the locations and categories in use, a service's locations,
 * pricing plans and slugs, and cloning.
 */

const Id = Type.String({ minLength: 1, maxLength: 100 });
const FilterSchema = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);

/**
 * Most services one bulk call names (Wix: `maxSize 100`), and most a by-filter call changes: the
 * platform does the work while the caller waits, where Wix starts a job.
 */
export const MAX_BULK_SERVICES = 100;

// ---- Bulk writes ----------------------------------------------------------------------------

/**
 * A bulk item is checked on its own (one malformed service fails alone and the others land), so
 * the request only says it is an object; its type is still the single call's.
 */
const looseItem = <T>() => Type.Unsafe<T>({ type: 'object' });

export const BulkCreateServicesRequestSchema = Type.Object({
  services: Type.Array(looseItem<ServiceInput>(), { maxItems: MAX_BULK_SERVICES }),
  /** Whether each result carries the created service. */
  returnEntity: Type.Optional(Type.Boolean()),
});
export type BulkCreateServicesRequest = Static<typeof BulkCreateServicesRequestSchema>;

/** Each service with its `id` (required), optional `revision`, and the fields to change (`mask`). */
export const BulkUpdateServicesRequestSchema = Type.Object({
  services: Type.Array(looseItem<UpdateServiceRequest>(), { maxItems: MAX_BULK_SERVICES }),
  returnEntity: Type.Optional(Type.Boolean()),
});
export type BulkUpdateServicesRequest = Static<typeof BulkUpdateServicesRequestSchema>;

/** The same change to every service the filter matches (at most `MAX_BULK_SERVICES`). */
export const BulkUpdateServicesByFilterRequestSchema = Type.Object({
  filter: FilterSchema,
  service: UpdateServiceRequestSchema.properties.service,
  mask: UpdateServiceRequestSchema.properties.mask,
});
export type BulkUpdateServicesByFilterRequest = Static<typeof BulkUpdateServicesByFilterRequestSchema>;

const ParticipantNotificationSchema = Type.Object({
  notifyParticipants: Type.Optional(Type.Boolean()),
  message: Type.Optional(Type.String({ maxLength: 2000 })),
});

const DeleteOptions = {
  preserveFutureSessionsWithParticipants: Type.Optional(Type.Boolean()),
  participantNotification: Type.Optional(ParticipantNotificationSchema),
};

export const BulkDeleteServicesRequestSchema = Type.Object({
  ids: Type.Array(Id, { maxItems: MAX_BULK_SERVICES }),
  ...DeleteOptions,
});
export type BulkDeleteServicesRequest = Static<typeof BulkDeleteServicesRequestSchema>;

export const BulkDeleteServicesByFilterRequestSchema = Type.Object({
  filter: FilterSchema,
  ...DeleteOptions,
});
export type BulkDeleteServicesByFilterRequest = Static<typeof BulkDeleteServicesByFilterRequestSchema>;

const BulkActionMetadataSchema = Type.Object({
  totalSuccesses: Type.Integer(),
  totalFailures: Type.Integer(),
  undetailedFailures: Type.Integer(),
});

/** One result per item, in request order; `item` when the call asked for entities. */
export const BulkServicesResponseSchema = Type.Object({
  results: Type.Array(
    Type.Object({
      itemMetadata: Type.Object({
        id: Type.Optional(Type.String()),
        originalIndex: Type.Integer(),
        success: Type.Boolean(),
        error: Type.Optional(
          Type.Object({
            code: Type.String(),
            description: Type.String(),
            data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
          }),
        ),
      }),
      item: Type.Optional(ServiceSchema),
    }),
  ),
  bulkActionMetadata: BulkActionMetadataSchema,
});
export type BulkServicesResponse = Static<typeof BulkServicesResponseSchema>;

/**
 * Wix answers a by-filter call with the id of the job it started. Here the work is done when the
 * answer comes, so the id names no job to look up, and `bulkActionMetadata` (a field of this
 * platform) says what happened.
 */
export const BulkByFilterResponseSchema = Type.Object({
  jobId: Type.String(),
  bulkActionMetadata: BulkActionMetadataSchema,
});
export type BulkByFilterResponse = Static<typeof BulkByFilterResponseSchema>;

// ---- Search and count -----------------------------------------------------------------------

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

// ---- Locations and categories in use ---------------------------------------------------------

export const QueryLocationsRequestSchema = Type.Object({
  filter: Type.Optional(
    Type.Object({
      /** Which services count, as a `queryServices` filter. */
      services: Type.Optional(FilterSchema),
      businessLocationIds: Type.Optional(Type.Array(Id, { maxItems: 100 })),
    }),
  ),
});
export type QueryLocationsRequest = Static<typeof QueryLocationsRequestSchema>;

/** The business's own place: one per site here, named after the site. */
export const BusinessLocationSchema = Type.Object({
  type: StringEnum(['BUSINESS'] as const),
  business: Type.Object({ id: Type.String(), name: Type.String(), default: Type.Boolean() }),
});

/** Whether the matching services are offered at each kind of location, and the business locations used. */
export const QueryLocationsResponseSchema = Type.Object({
  businessLocations: Type.Object({ exists: Type.Boolean(), locations: Type.Array(BusinessLocationSchema) }),
  customLocations: Type.Object({ exists: Type.Boolean() }),
  customerLocations: Type.Object({ exists: Type.Boolean() }),
});
export type QueryLocationsResponse = Static<typeof QueryLocationsResponseSchema>;

export const QueryCategoriesRequestSchema = Type.Object({
  filter: Type.Optional(
    Type.Object({
      services: Type.Optional(FilterSchema),
      categoryIds: Type.Optional(Type.Array(Id, { maxItems: 100 })),
    }),
  ),
});
export type QueryCategoriesRequest = Static<typeof QueryCategoriesRequestSchema>;

/** The categories the matching services are listed under, each once, by name. */
export const QueryCategoriesResponseSchema = Type.Object({
  categories: Type.Array(Type.Object({ id: Type.String(), name: Type.Optional(Type.String()) })),
});
export type QueryCategoriesResponse = Static<typeof QueryCategoriesResponseSchema>;

// ---- One service's locations, pricing plans and slugs; cloning ------------------------------

/**
 * A location to offer the service at: an existing one by its `id`, or described by its type (and
 * address, for a custom one); a description equal to an existing location keeps that location.
 */
export const LocationInputSchema = Type.Object({
  id: Type.Optional(Id),
  type: StringEnum(ServiceLocationTypes),
  business: Type.Optional(Type.Object({ id: Type.Optional(Id) })),
  custom: Type.Optional(
    Type.Object({
      address: Type.Object({ formattedAddress: Type.String({ minLength: 1, maxLength: 500 }) }),
    }),
  ),
});
export type LocationInput = Static<typeof LocationInputSchema>;

export const RemovedLocationSessionsActions = [
  'KEEP_AT_CURRENT_LOCATION',
  'MOVE_TO_LOCATION',
  'DELETE',
] as const;

/**
 * Replaces the service's locations. Future bookings at a removed location stay there (KEEP, the
 * default), move to `moveToLocationOptions.newLocation` (one of the new locations), or are
 * cancelled (DELETE). Past bookings, and bookings at a customer's place, never change.
 */
export const SetServiceLocationsRequestSchema = Type.Object({
  locations: Type.Optional(Type.Array(LocationInputSchema, { maxItems: 20 })),
  removedLocationSessionsAction: Type.Optional(
    Type.Object({
      action: Type.Optional(StringEnum(RemovedLocationSessionsActions)),
      moveToLocationOptions: Type.Optional(Type.Object({ newLocation: Type.Optional(LocationInputSchema) })),
    }),
  ),
  participantNotification: Type.Optional(ParticipantNotificationSchema),
});
export type SetServiceLocationsRequest = Static<typeof SetServiceLocationsRequestSchema>;

/** Most pricing plans one service accepts. */
export const MAX_PRICING_PLANS_PER_SERVICE = 100;

export const EnablePricingPlansRequestSchema = Type.Object({
  pricingPlanIds: Type.Array(Id, { minItems: 1, maxItems: MAX_PRICING_PLANS_PER_SERVICE }),
});
export type EnablePricingPlansRequest = Static<typeof EnablePricingPlansRequestSchema>;

export const DisablePricingPlansRequestSchema = Type.Object({
  pricingPlanIds: Type.Optional(Type.Array(Id, { maxItems: 75 })),
});
export type DisablePricingPlansRequest = Static<typeof DisablePricingPlansRequestSchema>;

export const SetCustomSlugRequestSchema = Type.Object({ slug: Type.String({ maxLength: 500 }) });
export type SetCustomSlugRequest = Static<typeof SetCustomSlugRequestSchema>;

export const SetCustomSlugResponseSchema = Type.Object({ slug: SlugSchema, service: ServiceSchema });
export type SetCustomSlugResponse = Static<typeof SetCustomSlugResponseSchema>;

export const InvalidSlugErrors = ['SLUG_CONTAINS_ILLEGAL_CHARACTERS', 'SLUG_ALREADY_EXISTS'] as const;
export type InvalidSlugError = (typeof InvalidSlugErrors)[number];

/** `serviceId`, when given, is the service the slug is meant for: its own slugs are free to it. */
export const ValidateSlugRequestSchema = Type.Object({
  serviceId: Type.Optional(Id),
  slug: Type.String({ maxLength: 500 }),
});
export type ValidateSlugRequest = Static<typeof ValidateSlugRequestSchema>;

/** As Wix answers: `slug` when valid, the reasons (`errors`) when not. */
export const ValidateSlugResponseSchema = Type.Object({
  valid: Type.Boolean(),
  slug: Type.Optional(Type.String()),
  errors: Type.Array(StringEnum(InvalidSlugErrors)),
});
export type ValidateSlugResponse = Static<typeof ValidateSlugResponseSchema>;

export const CloneServiceRequestSchema = Type.Object({ sourceServiceId: Id });
export type CloneServiceRequest = Static<typeof CloneServiceRequestSchema>;

/** `errors` lists what could not be copied (Wix: options and variants, the form); nothing, here. */
export const CloneServiceResponseSchema = Type.Object({
  service: ServiceSchema,
  errors: Type.Array(StringEnum(['OPTIONS_AND_VARIANTS', 'FORM'] as const)),
});
export type CloneServiceResponse = Static<typeof CloneServiceResponseSchema>;
