import type {
  BookingActionRequest,
  BookingResponse,
  CreateBookingRequest,
  QueryBookingsResponse,
  RescheduleBookingRequest,
  Booking as WireBooking,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import { type FromWire, fillPath, type SdkRequest } from '../../wire/index.js';

export type Booking = FromWire<WireBooking>;

/** Books a slot as availability gave it (the owner, or a signed-in member); a taken slot is SLOT_NOT_AVAILABLE. */
export const createBooking = defineMethod(
  ({ http }) =>
    async (booking: SdkRequest<CreateBookingRequest>['booking']): Promise<FromWire<BookingResponse>> =>
      callRest<BookingResponse>(http, {
        method: 'POST',
        path: '/bookings/v2/bookings',
        payload: { booking },
      }),
);

export const getBooking = defineMethod(
  ({ http }) =>
    async (bookingId: string): Promise<FromWire<BookingResponse>> =>
      callRest<BookingResponse>(http, {
        method: 'GET',
        path: fillPath('/bookings/v2/bookings/{bookingId}', { bookingId }),
      }),
);

/** Confirms, declines or cancels; the business refunds a paid booking in full unless `flowControlSettings.withRefund` is false. */
const moveOf = (move: 'confirm' | 'decline' | 'cancel') =>
  defineMethod(
    ({ http }) =>
      async (
        bookingId: string,
        options: SdkRequest<BookingActionRequest> = {},
      ): Promise<FromWire<BookingResponse>> =>
        callRest<BookingResponse>(http, {
          method: 'POST',
          path: fillPath(`/bookings/v2/bookings/{bookingId}/${move}`, { bookingId }),
          payload: options,
        }),
  );

export const confirmBooking = moveOf('confirm');
export const declineBooking = moveOf('decline');
export const cancelBooking = moveOf('cancel');

/** The site's bookings (the owner), or the bookings the signed-in member made. */
export const queryBookings = defineMethod(
  ({ http }) =>
    async (query: Record<string, unknown> = {}): Promise<FromWire<QueryBookingsResponse>> =>
      callRest<QueryBookingsResponse>(http, {
        method: 'POST',
        path: '/bookings/v2/bookings/query',
        payload: { query },
      }),
);

/** Moves a booking to another time of its service (customers: within the policy's window). */
export const rescheduleBooking = defineMethod(
  ({ http }) =>
    async (
      bookingId: string,
      slot: SdkRequest<RescheduleBookingRequest>['slot'],
      options: { revision?: string } = {},
    ): Promise<FromWire<BookingResponse>> =>
      callRest<BookingResponse>(http, {
        method: 'POST',
        path: fillPath('/bookings/v2/bookings/{bookingId}/reschedule', { bookingId }),
        payload: { slot, ...options },
      }),
);

/** Changes how many people a class booking brings (the owner); never past the capacity. */
export const updateNumberOfParticipants = defineMethod(
  ({ http }) =>
    async (
      bookingId: string,
      options: { totalParticipants: number; revision?: string },
    ): Promise<FromWire<BookingResponse>> =>
      callRest<BookingResponse>(http, {
        method: 'POST',
        path: fillPath('/bookings/v2/bookings/{bookingId}/update_number_of_participants', { bookingId }),
        payload: options,
      }),
  { elevated: true },
);
