import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { ServiceLocationTypes, ServiceSchema, SlugSchema } from './service.js';
import { FilterSchema, Id, ParticipantNotificationSchema } from './service-call-parts.js';

/**
 * The calls on one service's locations, pricing plans and slugs, its cloning, and the locations
 * and categories the services use.
 */

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
