import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { PagingMetadataSchema, QuerySchema } from '../common/query.js';
import { BookingSchema } from './booking.js';

/** Whether anyone of a booking came to its session (Wix Bookings Attendance API). */
export const AttendanceStatuses = ['NOT_SET', 'ATTENDED', 'NOT_ATTENDED'] as const;
export type AttendanceStatus = (typeof AttendanceStatuses)[number];

/**
 * The attendance of a booking's session: an appointment or a class session has one. A booking
 * marked NOT_ATTENDED is a no-show: what it was paid stays paid.
 */
export const AttendanceSchema = Type.Object({
  id: Type.String(),
  bookingId: Type.String(),
  status: StringEnum(AttendanceStatuses),
  /** How many of the booking's participants came: 0 for a no-show. */
  numberOfAttendees: Type.Integer(),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
});
export type Attendance = Static<typeof AttendanceSchema>;

export const SetAttendanceRequestSchema = Type.Object({
  attendance: Type.Object({
    bookingId: Type.String({ minLength: 1, maxLength: 100 }),
    status: StringEnum(AttendanceStatuses),
    /** At least 1 and at most the booking's participants when ATTENDED (1 when left out); none when NOT_ATTENDED. */
    numberOfAttendees: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000 })),
    /** The session, as Wix names it; a booking of one session needs none. */
    sessionId: Type.Optional(Type.Union([Type.String({ maxLength: 250 }), Type.Null()])),
    eventId: Type.Optional(Type.Union([Type.String({ maxLength: 250 }), Type.Null()])),
  }),
  participantNotification: Type.Optional(
    Type.Object({
      notifyParticipants: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
      message: Type.Optional(Type.Union([Type.String({ maxLength: 5_000 }), Type.Null()])),
    }),
  ),
});
export type SetAttendanceRequest = Static<typeof SetAttendanceRequestSchema>;

export const AttendanceResponseSchema = Type.Object({ attendance: AttendanceSchema });
export type AttendanceResponse = Static<typeof AttendanceResponseSchema>;

export const AttendanceIdParamsSchema = Type.Object({
  attendanceId: Type.String({ minLength: 1, maxLength: 100 }),
});

/** The owner's query of attendances: by `bookingId`, `status` or `updatedDate`, cursor paging. */
export const QueryAttendanceRequestSchema = Type.Object({ query: Type.Optional(QuerySchema) });
export type QueryAttendanceRequest = Static<typeof QueryAttendanceRequestSchema>;
export const QueryAttendanceResponseSchema = Type.Object({
  attendances: Type.Array(AttendanceSchema),
  pagingMetadata: PagingMetadataSchema,
});
export type QueryAttendanceResponse = Static<typeof QueryAttendanceResponseSchema>;

/**
 * Bookings with what goes with them (Wix Bookings Reader: queryExtendedBookings): the actions the
 * caller may take on each, and its attendance, when asked for.
 */
export const QueryExtendedBookingsRequestSchema = Type.Object({
  query: Type.Optional(QuerySchema),
  withBookingAllowedActions: Type.Optional(Type.Boolean()),
  withBookingAttendanceInfo: Type.Optional(Type.Boolean()),
});
export type QueryExtendedBookingsRequest = Static<typeof QueryExtendedBookingsRequestSchema>;

export const ExtendedBookingSchema = Type.Object({
  booking: BookingSchema,
  /** What the caller may do now: a customer within the booking's policy, the business always. */
  allowedActions: Type.Optional(Type.Object({ cancel: Type.Boolean(), reschedule: Type.Boolean() })),
  attendance: Type.Optional(
    Type.Object({
      id: Type.String(),
      status: StringEnum(AttendanceStatuses),
      numberOfAttendees: Type.Integer(),
    }),
  ),
});
export const QueryExtendedBookingsResponseSchema = Type.Object({
  extendedBookings: Type.Array(ExtendedBookingSchema),
  pagingMetadata: PagingMetadataSchema,
});
export type QueryExtendedBookingsResponse = Static<typeof QueryExtendedBookingsResponseSchema>;
