import { type Static, Type } from 'typebox';
import { SortingSchema } from '../common/query.js';

/**
 * `queryAvailability` (reference §2.2). The filter takes `serviceId` (one id or a list),
 * `startDate` and `endDate` (ISO instants, at most 31 days apart), and optionally `resource.id`
 * (a staff member), `bookable` and `openSpots` (at least that many).
 */
export const QueryAvailabilityRequestSchema = Type.Object({
  query: Type.Object({
    filter: Type.Record(Type.String(), Type.Unknown()),
    sort: Type.Optional(Type.Array(SortingSchema, { maxItems: 3 })),
  }),
  timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  slotsPerDay: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});
export type QueryAvailabilityRequest = Static<typeof QueryAvailabilityRequestSchema>;

export const BookingPolicyViolationsSchema = Type.Object({
  tooEarlyToBook: Type.Boolean(),
  tooLateToBook: Type.Boolean(),
  bookOnlineDisabled: Type.Boolean(),
});

/** One bookable time of a service: its slot (UTC instants), spots and whether it can be booked now. */
export const SlotAvailabilitySchema = Type.Object({
  slot: Type.Object({
    sessionId: Type.Optional(Type.String()),
    serviceId: Type.String(),
    scheduleId: Type.String(),
    startDate: Type.String({ description: 'UTC, ISO 8601' }),
    endDate: Type.String({ description: 'UTC, ISO 8601' }),
    timezone: Type.String(),
    resource: Type.Optional(Type.Object({ id: Type.String(), name: Type.String() })),
    location: Type.Object({
      id: Type.Optional(Type.String()),
      formattedAddress: Type.Optional(Type.String()),
      locationType: Type.String(),
    }),
  }),
  bookable: Type.Boolean(),
  totalSpots: Type.Integer(),
  openSpots: Type.Integer(),
  waitingList: Type.Optional(Type.Object({ totalSpots: Type.Integer(), openSpots: Type.Integer() })),
  bookingPolicyViolations: Type.Object({
    tooEarlyToBook: Type.Boolean(),
    tooLateToBook: Type.Boolean(),
    bookOnlineDisabled: Type.Boolean(),
  }),
  locked: Type.Boolean(),
  isFromV2: Type.Boolean(),
});
export type SlotAvailability = Static<typeof SlotAvailabilitySchema>;

export const QueryAvailabilityResponseSchema = Type.Object({
  availabilityEntries: Type.Array(SlotAvailabilitySchema),
});
export type QueryAvailabilityResponse = Static<typeof QueryAvailabilityResponseSchema>;

/** `getScheduleAvailability`: a course's spots as a whole, and whether it can be booked now. */
export const ScheduleIdParamsSchema = Type.Object({
  scheduleId: Type.String({ minLength: 1, maxLength: 100 }),
});

export const GetScheduleAvailabilityResponseSchema = Type.Object({
  availability: Type.Object({
    totalSpots: Type.Integer(),
    openSpots: Type.Integer(),
    waitingList: Type.Optional(Type.Object({ totalSpots: Type.Integer(), openSpots: Type.Integer() })),
    bookingPolicyViolations: BookingPolicyViolationsSchema,
  }),
  bookingPolicySettings: Type.Object({ maxParticipantsPerBooking: Type.Integer() }),
});
export type GetScheduleAvailabilityResponse = Static<typeof GetScheduleAvailabilityResponseSchema>;
