import type {
  CheckoutResponse,
  CompleteTestChallengeRequest,
  CompleteTestChallengeResponse,
  HostedBookRequest,
  HostedBookResponse,
  HostedCheckoutPayRequest,
  HostedCheckoutUpdateRequest,
  HostedSessionRequest,
  OrderResponse,
  HostedBooking as WireHostedBooking,
  HostedCheckout as WireHostedCheckout,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire, SdkRequest } from '../../wire/index.js';

export type HostedCheckout = FromWire<WireHostedCheckout>;
export type HostedCheckoutUpdate = SdkRequest<HostedCheckoutUpdateRequest>;
export type HostedCheckoutPayment = SdkRequest<HostedCheckoutPayRequest>;
export type HostedBooking = FromWire<WireHostedBooking>;
export type HostedBookingRequest = SdkRequest<HostedBookRequest>;

const BASE = '/hosted/v1/checkout-session';

/**
 * `@bazaar/sdk/hosted`: the calls of the platform's hosted checkout page. The redirect session's
 * token is the credential (use the `NoCredentials()` strategy); it reaches only the checkout the
 * session was made for.
 *
 * ```ts
 * const client = createClient({ modules: { hostedCheckout }, auth: NoCredentials(), host });
 * const { checkout } = await client.hostedCheckout.getCheckoutSession({ session });
 * ```
 */
export const hostedCheckout = {
  getCheckoutSession: defineMethod(
    ({ http }) =>
      async (request: HostedSessionRequest): Promise<HostedCheckout> =>
        callRest<WireHostedCheckout>(http, { method: 'POST', path: BASE, payload: request }),
  ),
  /** Contact, address, shipping option or coupon; the checkout comes back priced again. */
  updateCheckoutSession: defineMethod(
    ({ http }) =>
      async (request: HostedCheckoutUpdate): Promise<FromWire<CheckoutResponse>> =>
        callRest<CheckoutResponse>(http, { method: 'POST', path: `${BASE}/update`, payload: request }),
  ),
  removeCheckoutSessionCoupon: defineMethod(
    ({ http }) =>
      async (request: HostedSessionRequest): Promise<FromWire<CheckoutResponse>> =>
        callRest<CheckoutResponse>(http, { method: 'POST', path: `${BASE}/remove-coupon`, payload: request }),
  ),
  /** Pays with the test provider; a second-step card fails with code PAYMENT_ACTION_REQUIRED. */
  payCheckoutSession: defineMethod(
    ({ http }) =>
      async (request: HostedCheckoutPayment): Promise<FromWire<OrderResponse>> =>
        callRest<OrderResponse>(http, { method: 'POST', path: `${BASE}/pay`, payload: request }),
  ),
};

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

/** The test bank's page: answers the second step (3-D Secure) of a test card payment. */
export const testPayments = {
  completeTestChallenge: defineMethod(
    ({ http }) =>
      async (request: CompleteTestChallengeRequest): Promise<FromWire<CompleteTestChallengeResponse>> =>
        callRest<CompleteTestChallengeResponse>(http, {
          method: 'POST',
          path: '/payments/v1/test-challenges/complete',
          payload: request,
        }),
  ),
};
