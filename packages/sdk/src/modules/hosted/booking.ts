import type {
  HostedBookRequest,
  HostedBookResponse,
  HostedSessionRequest,
  HostedBooking as WireHostedBooking,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire, SdkRequest } from '../../wire/index.js';

export type HostedBooking = FromWire<WireHostedBooking>;
export type HostedBookingRequest = SdkRequest<HostedBookRequest>;

const BOOKING = '/hosted/v1/booking-session';

/**
 * The calls of the hosted "Booking Details" page, with the redirect session's token as the
 * credential (`NoCredentials()`): the service and time of the session, and booking it.
 */
export const hostedBooking = {
  getBookingSession: defineMethod(
    ({ http }) =>
      async (request: HostedSessionRequest): Promise<HostedBooking> =>
        callRest<WireHostedBooking>(http, { method: 'POST', path: BOOKING, payload: request }),
  ),
  /**
   * Books the session's slot, paying in person or online with a test card; a slot taken meanwhile
   * fails with code SLOT_NOT_AVAILABLE, a second-step card with PAYMENT_ACTION_REQUIRED. Sent again,
   * it answers the booking already made.
   */
  bookSession: defineMethod(
    ({ http }) =>
      async (request: HostedBookingRequest): Promise<FromWire<HostedBookResponse>> =>
        callRest<HostedBookResponse>(http, { method: 'POST', path: `${BOOKING}/book`, payload: request }),
  ),
};
