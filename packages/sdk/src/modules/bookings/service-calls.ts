import type {
  BulkByFilterResponse,
  BulkServicesResponse,
  CloneServiceResponse,
  CountServicesResponse,
  QueryBookingFormsRequest,
  QueryBookingFormsResponse,
  QueryCategoriesRequest,
  QueryCategoriesResponse,
  QueryLocationsRequest,
  QueryLocationsResponse,
  SearchServicesRequest,
  SearchServicesResponse,
  ServiceInput,
  ServiceResponse,
  SetCustomSlugResponse,
  SetServiceLocationsRequest,
  UpdateServiceRequest,
  ValidateSlugResponse,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import { type FromWire, fillPath, type SdkRequest } from '../../wire/index.js';

/**
 * The `services` calls beyond create, read, update, delete and query, named and shaped as
 * `@wix/bookings` names them; `services.ts` re-exports them, so they are methods of `services`.
 */

type Filter = Record<string, unknown>;
type ServicePatch = SdkRequest<UpdateServiceRequest>['service'];
interface DeleteOptions {
  preserveFutureSessionsWithParticipants?: boolean;
  participantNotification?: { notifyParticipants?: boolean; message?: string };
}

/** Field masks travel as one comma-joined string, as the official clients send them. */
const maskOf = (mask?: string[]) => (mask ? { mask: mask.join(',') } : {});

/**
 * Creates up to 100 services; one that fails does so alone (`results[i].itemMetadata.error`).
 * @example
 * const { results } = await client.services.bulkCreateServices([{ type: 'APPOINTMENT', name: 'Cut' }], { returnEntity: true });
 */
export const bulkCreateServices = defineMethod(
  ({ http }) =>
    async (
      services: SdkRequest<ServiceInput>[],
      options: { returnEntity?: boolean } = {},
    ): Promise<FromWire<BulkServicesResponse>> =>
      callRest<BulkServicesResponse>(http, {
        method: 'POST',
        path: '/bookings/v2/bulk/services/create',
        payload: { services, ...options },
      }),
  { elevated: true },
);

/** Updates up to 100 services, each by its own `mask` (every field sent without one). */
export const bulkUpdateServices = defineMethod(
  ({ http }) =>
    async (options: {
      services: { service: ServicePatch; mask?: string[] }[];
      returnEntity?: boolean;
    }): Promise<FromWire<BulkServicesResponse>> =>
      callRest<BulkServicesResponse>(http, {
        method: 'POST',
        path: '/bookings/v2/bulk/services/update',
        payload: {
          services: options.services.map(({ service, mask }) => ({ service, ...maskOf(mask) })),
          ...(options.returnEntity !== undefined ? { returnEntity: options.returnEntity } : {}),
        },
      }),
  { elevated: true },
);

/** Makes one change to every service `filter` matches (at most 100). */
export const bulkUpdateServicesByFilter = defineMethod(
  ({ http }) =>
    async (
      filter: Filter,
      options: { service: ServicePatch; mask?: string[] },
    ): Promise<FromWire<BulkByFilterResponse>> =>
      callRest<BulkByFilterResponse>(http, {
        method: 'POST',
        path: '/bookings/v2/bulk/services/update-by-filter',
        payload: { filter, service: options.service, ...maskOf(options.mask) },
      }),
  { elevated: true },
);

export const bulkDeleteServices = defineMethod(
  ({ http }) =>
    async (ids: string[], options: DeleteOptions = {}): Promise<FromWire<BulkServicesResponse>> =>
      callRest<BulkServicesResponse>(http, {
        method: 'POST',
        path: '/bookings/v2/bulk/services/delete',
        payload: { ids, ...options },
      }),
  { elevated: true },
);

export const bulkDeleteServicesByFilter = defineMethod(
  ({ http }) =>
    async (filter: Filter, options: DeleteOptions = {}): Promise<FromWire<BulkByFilterResponse>> =>
      callRest<BulkByFilterResponse>(http, {
        method: 'POST',
        path: '/bookings/v2/bulk/services/delete-by-filter',
        payload: { filter, ...options },
      }),
  { elevated: true },
);

/**
 * Free text, filter, sort and aggregations over the services the caller may see, 100 a page;
 * the next page comes from `pagingMetadata.cursors.next`.
 * @example
 * const { services, aggregationData } = await client.services.searchServices({
 *   search: { expression: 'yoga' },
 *   aggregations: [{ fieldPath: 'category.id' }],
 * });
 */
export const searchServices = defineMethod(
  ({ http }) =>
    async (
      search: NonNullable<SdkRequest<SearchServicesRequest>['search']>,
    ): Promise<FromWire<SearchServicesResponse>> =>
      callRest<SearchServicesResponse>(http, {
        method: 'POST',
        path: '/bookings/v2/services/search',
        payload: { search },
      }),
);

/** @example const { count } = await client.services.countServices({ filter: { type: 'CLASS' } }); */
export const countServices = defineMethod(
  ({ http }) =>
    async (options: { filter?: Filter } = {}): Promise<FromWire<CountServicesResponse>> =>
      callRest<CountServicesResponse>(http, {
        method: 'POST',
        path: '/bookings/v2/services/count',
        payload: options,
      }),
);

/** The business locations, and whether the matching services are offered at each kind of place. */
export const queryLocations = defineMethod(
  ({ http }) =>
    async (options: SdkRequest<QueryLocationsRequest> = {}): Promise<FromWire<QueryLocationsResponse>> =>
      callRest<QueryLocationsResponse>(http, {
        method: 'POST',
        path: '/bookings/v2/services/locations/query',
        payload: options,
      }),
);

/** The categories the matching services are listed under. */
export const queryCategories = defineMethod(
  ({ http }) =>
    async (options: SdkRequest<QueryCategoriesRequest> = {}): Promise<FromWire<QueryCategoriesResponse>> =>
      callRest<QueryCategoriesResponse>(http, {
        method: 'POST',
        path: '/bookings/v2/services/categories/query',
        payload: options,
      }),
);

/** Replaces a service's locations; `removedLocationSessionsAction` says what happens to future bookings at removed ones. */
export const setServiceLocations = defineMethod(
  ({ http }) =>
    async (
      serviceId: string,
      options: SdkRequest<SetServiceLocationsRequest> = {},
    ): Promise<FromWire<ServiceResponse>> =>
      callRest<ServiceResponse>(http, {
        method: 'POST',
        path: fillPath('/bookings/v2/services/{serviceId}/locations', { serviceId }),
        payload: options,
      }),
  { elevated: true },
);

export const enablePricingPlansForService = defineMethod(
  ({ http }) =>
    async (serviceId: string, pricingPlanIds: string[]): Promise<FromWire<ServiceResponse>> =>
      callRest<ServiceResponse>(http, {
        method: 'POST',
        path: fillPath('/bookings/v2/services/{serviceId}/pricing-plans/add', { serviceId }),
        payload: { pricingPlanIds },
      }),
  { elevated: true },
);

export const disablePricingPlansForService = defineMethod(
  ({ http }) =>
    async (
      serviceId: string,
      options: { pricingPlanIds?: string[] } = {},
    ): Promise<FromWire<ServiceResponse>> =>
      callRest<ServiceResponse>(http, {
        method: 'POST',
        path: fillPath('/bookings/v2/services/{serviceId}/pricing-plans/remove', { serviceId }),
        payload: options,
      }),
  { elevated: true },
);

/** Sets the service's slug; a taken one is SLUG_ALREADY_EXISTS, the old one stays in `supportedSlugs`. */
export const setCustomSlug = defineMethod(
  ({ http }) =>
    async (serviceId: string, options: { slug: string }): Promise<FromWire<SetCustomSlugResponse>> =>
      callRest<SetCustomSlugResponse>(http, {
        method: 'POST',
        path: fillPath('/bookings/v2/services/{serviceId}/slugs/custom', { serviceId }),
        payload: options,
      }),
  { elevated: true },
);

/** @example const { valid, errors } = await client.services.validateSlug(serviceId, { slug: 'deep-tissue' }); */
export const validateSlug = defineMethod(
  ({ http }) =>
    async (serviceId: string, options: { slug: string }): Promise<FromWire<ValidateSlugResponse>> =>
      callRest<ValidateSlugResponse>(http, {
        method: 'POST',
        path: '/bookings/v2/services/slugs/validate',
        payload: { serviceId, ...options },
      }),
  { elevated: true },
);

/** Copies a service as "<name> (copy)". */
export const cloneService = defineMethod(
  ({ http }) =>
    async (sourceServiceId: string): Promise<FromWire<CloneServiceResponse>> =>
      callRest<CloneServiceResponse>(http, {
        method: 'POST',
        path: '/bookings/v2/services/clone',
        payload: { sourceServiceId },
      }),
  { elevated: true },
);

/** The booking forms, each with (up to five of) the services asking it; the default form when asked for. */
export const queryBookingForms = defineMethod(
  ({ http }) =>
    async (
      query: SdkRequest<QueryBookingFormsRequest>['query'] = {},
      options: { conditionalFields?: 'DEFAULT_BOOKING_FORM'[] } = {},
    ): Promise<FromWire<QueryBookingFormsResponse>> =>
      callRest<QueryBookingFormsResponse>(http, {
        method: 'POST',
        path: '/bookings/v2/services/booking-forms/query',
        payload: { query, ...options },
      }),
);
