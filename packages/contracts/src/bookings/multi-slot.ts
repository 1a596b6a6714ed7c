import { type Static, Type } from 'typebox';
import { CursorPagingSchema, CursorsSchema } from '../common/query.js';
import { SlotAvailabilitySchema } from './availability.js';

/** One service of a multi-service booking, in the order it is taken, with the staff it may be given by. */
const ChainStepSchema = Type.Object({
  serviceId: Type.String({ minLength: 1, maxLength: 100 }),
  resourcesFilter: Type.Optional(
    Type.Object({
      resourceIds: Type.Optional(
        Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 100 }),
      ),
    }),
  ),
});

/**
 * `calculateMultiSlotAvailability`: when several appointments can be booked back to back (a cut,
 * then a colour). `from` and `to` are ISO date-times; one without an offset is a wall time in
 * `timeZone` (the business zone when absent). At most 31 days, at most 6 services.
 */
export const MultiSlotAvailabilityRequestSchema = Type.Object({
  from: Type.String({ minLength: 1, maxLength: 30 }),
  to: Type.String({ minLength: 1, maxLength: 30 }),
  timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  bookable: Type.Optional(Type.Boolean()),
  /** Each field given must match the chain's own; the rest are not filtered on. */
  bookingPolicyViolations: Type.Optional(
    Type.Object({
      tooEarlyToBook: Type.Optional(Type.Boolean()),
      tooLateToBook: Type.Optional(Type.Boolean()),
      bookOnlineDisabled: Type.Optional(Type.Boolean()),
    }),
  ),
  /** Only chains at this service location (its id), or of this kind of location. */
  location: Type.Optional(
    Type.Object({
      id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      locationType: Type.Optional(Type.String({ maxLength: 30 })),
    }),
  ),
  slots: Type.Array(ChainStepSchema, { minItems: 1, maxItems: 6 }),
  slotsPerDay: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  cursorPaging: Type.Optional(CursorPagingSchema),
});
export type MultiSlotAvailabilityRequest = Static<typeof MultiSlotAvailabilityRequestSchema>;

/** One service's part of a chain (Wix's `NestedTimeSlot`). */
export const NestedTimeSlotSchema = Type.Object({
  serviceId: Type.String(),
  scheduleId: Type.String(),
  start: Type.String({ description: 'UTC, ISO 8601' }),
  end: Type.String({ description: 'UTC, ISO 8601' }),
  resource: Type.Optional(Type.Object({ id: Type.String(), name: Type.String() })),
});

/**
 * Each entry is one chain: its `slot` runs from the first service's start to the last's end (named
 * by the first service), and `nestedTimeSlots` gives each service's part, in order.
 */
export const MultiSlotAvailabilityResponseSchema = Type.Object({
  slots: Type.Array(
    Type.Intersect([
      SlotAvailabilitySchema,
      Type.Object({ nestedTimeSlots: Type.Array(NestedTimeSlotSchema) }),
    ]),
  ),
  cursorPagingMetadata: Type.Object({
    count: Type.Integer(),
    cursors: CursorsSchema,
    hasNext: Type.Boolean(),
  }),
});
export type MultiSlotAvailabilityResponse = Static<typeof MultiSlotAvailabilityResponseSchema>;
