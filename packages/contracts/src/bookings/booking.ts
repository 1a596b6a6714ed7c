import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { PagingMetadataSchema, QuerySchema } from '../common/query.js';
import { FormAnswerInputSchema, FormAnswerSchema } from './booking-form.js';

export const BookingStatuses = [
  'CREATED',
  'CONFIRMED',
  'CANCELED',
  'PENDING',
  'DECLINED',
  'WAITING_LIST',
] as const;
export type BookingStatus = (typeof BookingStatuses)[number];
export const BookingPaymentStatuses = [
  'UNDEFINED',
  'NOT_PAID',
  'PAID',
  'PARTIALLY_PAID',
  'REFUNDED',
  'EXEMPT',
] as const;
export const SelectedPaymentOptions = [
  'UNDEFINED',
  'OFFLINE',
  'ONLINE',
  'MEMBERSHIP',
  'MEMBERSHIP_OFFLINE',
] as const;

/** The slot a booking takes, as availability gave it (UTC instants). */
export const BookedSlotSchema = Type.Object({
  serviceId: Type.String({ minLength: 1, maxLength: 100 }),
  scheduleId: Type.Optional(Type.String({ maxLength: 100 })),
  startDate: Type.String({ format: 'date-time' }),
  endDate: Type.String({ format: 'date-time' }),
  timezone: Type.Optional(Type.String({ maxLength: 64 })),
  resource: Type.Optional(
    Type.Object({
      id: Type.String({ minLength: 1, maxLength: 100 }),
      name: Type.Optional(Type.String({ maxLength: 200 })),
    }),
  ),
  location: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

/**
 * A course booked as a whole (Wix: `bookedEntity.schedule`): its schedule, as the service names it
 * (`service.schedule.id`). The booking runs from the course's first session to its last.
 */
export const BookedScheduleSchema = Type.Object({
  scheduleId: Type.String({ minLength: 1, maxLength: 100 }),
  serviceId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  timezone: Type.Optional(Type.String({ maxLength: 64 })),
});

export const ContactDetailsSchema = Type.Object({
  firstName: Type.String({ minLength: 1, maxLength: 100 }),
  lastName: Type.Optional(Type.String({ maxLength: 100 })),
  email: Type.String({ format: 'email', maxLength: 320 }),
  phone: Type.Optional(Type.String({ maxLength: 50 })),
});

/** A booking (Wix Bookings v2): the slot booked, who booked it, its state and its payment. */
export const BookingSchema = Type.Object({
  id: Type.String(),
  bookedEntity: Type.Object({
    title: Type.String(),
    /** The session booked: an appointment or a class session. */
    slot: Type.Optional(
      Type.Object({
        serviceId: Type.String(),
        scheduleId: Type.String(),
        startDate: Type.String(),
        endDate: Type.String(),
        timezone: Type.String(),
        resource: Type.Optional(Type.Object({ id: Type.String(), name: Type.String() })),
      }),
    ),
    /** The course booked, as a whole (instead of `slot`). */
    schedule: Type.Optional(
      Type.Object({
        serviceId: Type.String(),
        scheduleId: Type.String(),
        timezone: Type.String(),
        firstSessionStart: Type.String(),
        lastSessionEnd: Type.String(),
      }),
    ),
    /** The service location it takes place at (`locationType` as the service names it). */
    location: Type.Optional(
      Type.Object({
        id: Type.String(),
        locationType: Type.String(),
        formattedAddress: Type.Optional(Type.String()),
      }),
    ),
  }),
  contactDetails: ContactDetailsSchema,
  /** The booker's answers to the service's booking form, with each question's label then. */
  additionalFields: Type.Optional(Type.Array(FormAnswerSchema)),
  status: StringEnum(BookingStatuses),
  paymentStatus: StringEnum(BookingPaymentStatuses),
  selectedPaymentOption: StringEnum(SelectedPaymentOptions),
  numberOfParticipants: Type.Integer(),
  /** The same number, by Wix's newer name. */
  totalParticipants: Type.Integer(),
  startDate: Type.String({ format: 'date-time' }),
  endDate: Type.String({ format: 'date-time' }),
  createdBy: Type.Object({
    memberId: Type.Optional(Type.String()),
    anonymousVisitorId: Type.Optional(Type.String()),
    appId: Type.Optional(Type.String()),
  }),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
  revision: Type.String({ description: 'int64 as a string' }),
});
export type Booking = Static<typeof BookingSchema>;

export const CreateBookingRequestSchema = Type.Object({
  booking: Type.Object({
    /** A `slot` (appointment, class session) or a `schedule` (a course): exactly one. */
    bookedEntity: Type.Object({
      slot: Type.Optional(BookedSlotSchema),
      schedule: Type.Optional(BookedScheduleSchema),
    }),
    contactDetails: ContactDetailsSchema,
    /** Answers to the service's booking form (`queryBookingForms`, `bookingForms/{id}`). */
    additionalFields: Type.Optional(Type.Array(FormAnswerInputSchema, { maxItems: 20 })),
    numberOfParticipants: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    selectedPaymentOption: Type.Optional(StringEnum(['OFFLINE', 'ONLINE', 'MEMBERSHIP'] as const)),
  }),
});
export type CreateBookingRequest = Static<typeof CreateBookingRequestSchema>;

export const BookingResponseSchema = Type.Object({ booking: BookingSchema });
export type BookingResponse = Static<typeof BookingResponseSchema>;

export const BookingIdParamsSchema = Type.Object({
  bookingId: Type.String({ minLength: 1, maxLength: 100 }),
});

/** `revision` is the one the caller read (optional); a stale one is refused. */
export const BookingActionRequestSchema = Type.Object({
  revision: Type.Optional(Type.String({ pattern: '^\\d{1,15}$' })),
  /**
   * The business canceling or declining a booking paid online refunds it in full unless
   * `withRefund` is false (a customer's own cancellation keeps the policy's cancellation fee).
   */
  flowControlSettings: Type.Optional(Type.Object({ withRefund: Type.Optional(Type.Boolean()) })),
});
export type BookingActionRequest = Static<typeof BookingActionRequestSchema>;

/** Filter by `id`, `status`, `bookedEntity.slot.serviceId`, `startDate`; sort by `startDate` or `createdDate`. */
export const QueryBookingsRequestSchema = Type.Object({ query: Type.Optional(QuerySchema) });
export const QueryBookingsResponseSchema = Type.Object({
  bookings: Type.Array(BookingSchema),
  pagingMetadata: PagingMetadataSchema,
});
export type QueryBookingsResponse = Static<typeof QueryBookingsResponseSchema>;

/** Moves a booking to another slot of the same service (Wix: rescheduleBooking). */
export const RescheduleBookingRequestSchema = Type.Object({
  slot: Type.Object({
    serviceId: Type.Optional(Type.String({ maxLength: 100 })),
    scheduleId: Type.Optional(Type.String({ maxLength: 100 })),
    startDate: Type.String({ format: 'date-time' }),
    endDate: Type.String({ format: 'date-time' }),
    timezone: Type.Optional(Type.String({ maxLength: 64 })),
    resource: Type.Optional(Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) })),
    location: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  }),
  revision: Type.Optional(Type.String({ pattern: '^\\d{1,15}$' })),
  participantNotification: Type.Optional(
    Type.Object({
      notifyParticipants: Type.Optional(Type.Boolean()),
      message: Type.Optional(Type.String({ maxLength: 2000 })),
    }),
  ),
});
export type RescheduleBookingRequest = Static<typeof RescheduleBookingRequestSchema>;

/** Changes how many people a class booking brings (Wix: updateNumberOfParticipants; `totalParticipants`). */
export const UpdateNumberOfParticipantsRequestSchema = Type.Object({
  totalParticipants: Type.Integer({ minimum: 1, maximum: 100 }),
  revision: Type.Optional(Type.String({ pattern: '^\\d{1,15}$' })),
});
export type UpdateNumberOfParticipantsRequest = Static<typeof UpdateNumberOfParticipantsRequestSchema>;
