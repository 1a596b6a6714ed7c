import { type Static, Type } from 'typebox';
import {
  type ServiceInput,
  ServiceSchema,
  type UpdateServiceRequest,
  UpdateServiceRequestSchema,
} from './service.js';
import { FilterSchema, Id, ParticipantNotificationSchema } from './service-call-parts.js';

/**
 * The calls on services beyond create, read, update, delete and query (Wix Bookings Services V2):
 * bulk writes, search, count, the locations and categories in use, a service's locations,
 * pricing plans and slugs, and cloning.
 */

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
