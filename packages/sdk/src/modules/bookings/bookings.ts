import type {
  BookingResponse,
  CreateBookingRequest,
  QueryBookingsResponse,
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

const moveOf = (move: 'confirm' | 'decline' | 'cancel') =>
  defineMethod(
    ({ http }) =>
      async (bookingId: string, options: { revision?: string } = {}): Promise<FromWire<BookingResponse>> =>
        callRest<BookingResponse>(http, {
          method: 'POST',
          path: fillPath(`/bookings/v2/bookings/{bookingId}/${move}`, { bookingId }),
          payload: options,
        }),
  );

export const confirmBooking = moveOf('confirm');
export const declineBooking = moveOf('decline');
export const cancelBooking = moveOf('cancel');

/** The site's bookings (the owner). */
export const queryBookings = defineMethod(
  ({ http }) =>
    async (query: Record<string, unknown> = {}): Promise<FromWire<QueryBookingsResponse>> =>
      callRest<QueryBookingsResponse>(http, {
        method: 'POST',
        path: '/bookings/v2/bookings/query',
        payload: { query },
      }),
  { elevated: true },
);
