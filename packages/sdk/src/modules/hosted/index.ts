import type {
  CheckoutResponse,
  CompleteTestChallengeRequest,
  CompleteTestChallengeResponse,
  HostedAuthorizeRequest,
  HostedAuthorizeResponse,
  HostedBookChooseRequest,
  HostedBookChooseResponse,
  HostedBookRequest,
  HostedBookResponse,
  HostedBookTimesRequest,
  HostedCheckoutPayRequest,
  HostedCheckoutUpdateRequest,
  HostedEventCheckoutRequest,
  HostedEventOrderResponse,
  HostedEventQuantitiesRequest,
  HostedLoginRequest,
  HostedLogoutResponse,
  HostedMailboxRequest,
  HostedPasswordResetRequest,
  HostedRecoveryRequest,
  HostedRegisterRequest,
  HostedResendRequest,
  HostedSessionMember,
  HostedSessionRequest,
  HostedVerifyFactorRequest,
  HostedVerifyRequest,
  ListMailResponse,
  OrderResponse,
  QueryAvailabilityResponse,
  RecoverRequest,
  RecoverResponse,
  StateMachineResponse,
  HostedBooking as WireHostedBooking,
  HostedBookPage as WireHostedBookPage,
  HostedCheckout as WireHostedCheckout,
  HostedEventCheckout as WireHostedEventCheckout,
  HostedLoginSession as WireHostedLoginSession,
  HostedPasswordReset as WireHostedPasswordReset,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire, SdkRequest } from '../../wire/index.js';

export type HostedCheckout = FromWire<WireHostedCheckout>;
export type HostedCheckoutUpdate = SdkRequest<HostedCheckoutUpdateRequest>;
export type HostedCheckoutPayment = SdkRequest<HostedCheckoutPayRequest>;
export type HostedBooking = FromWire<WireHostedBooking>;
export type HostedBookingRequest = SdkRequest<HostedBookRequest>;
export type HostedBookPage = FromWire<WireHostedBookPage>;
export type HostedBookTimes = FromWire<QueryAvailabilityResponse>;
export type HostedBookChoice = SdkRequest<HostedBookChooseRequest>;
export type HostedEventCheckout = FromWire<WireHostedEventCheckout>;
export type HostedEventOrderRequest = SdkRequest<HostedEventCheckoutRequest>;
export type HostedLoginSession = FromWire<WireHostedLoginSession>;
export type HostedSignUp = SdkRequest<HostedRegisterRequest>;
export type HostedSignIn = SdkRequest<HostedLoginRequest>;
export type HostedVerification = SdkRequest<HostedVerifyRequest>;
export type HostedCodeResend = SdkRequest<HostedResendRequest>;
export type HostedFactorVerification = SdkRequest<HostedVerifyFactorRequest>;
export type HostedAuthorization = FromWire<HostedAuthorizeResponse>;
export type HostedLogout = FromWire<HostedLogoutResponse>;
export type HostedPasswordReset = FromWire<WireHostedPasswordReset>;
export type MailboxMessages = FromWire<ListMailResponse>;
export type PasswordRecovery = SdkRequest<RecoverRequest>;
/** Where a sign-up or sign-in stands: SUCCESS with a `sessionToken`, or the step that is missing. */
export type SignInState = FromWire<StateMachineResponse>;

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

/**
 * Any hosted page's way to the signed-in member its redirect session was made for (nothing for a
 * visitor), to fill in their details: `NoCredentials()`, the session's token is the credential.
 */
export const hostedMember = {
  getSessionMember: defineMethod(
    ({ http }) =>
      async (request: HostedSessionRequest): Promise<HostedSessionMember> =>
        callRest<HostedSessionMember>(http, {
          method: 'POST',
          path: '/hosted/v1/session-member',
          payload: request,
        }),
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

const BOOK = '/hosted/v1/book-session';

/**
 * The calls of the hosted "Book Online" page (a `bookingsBook` session), with the session's token
 * as the credential (`NoCredentials()`): the services it offers, their bookable times, and the
 * Booking Details link of the time chosen.
 */
export const hostedBookOnline = {
  getBookSession: defineMethod(
    ({ http }) =>
      async (request: HostedSessionRequest): Promise<HostedBookPage> =>
        callRest<WireHostedBookPage>(http, { method: 'POST', path: BOOK, payload: request }),
  ),
  /** Bookable times only, as `queryAvailability` answers them (at most 31 days at once). */
  getBookSessionTimes: defineMethod(
    ({ http }) =>
      async (request: HostedBookTimesRequest): Promise<HostedBookTimes> =>
        callRest<QueryAvailabilityResponse>(http, {
          method: 'POST',
          path: `${BOOK}/times`,
          payload: request,
        }),
  ),
  chooseBookSessionTime: defineMethod(
    ({ http }) =>
      async (request: HostedBookChoice): Promise<FromWire<HostedBookChooseResponse>> =>
        callRest<HostedBookChooseResponse>(http, {
          method: 'POST',
          path: `${BOOK}/choose`,
          payload: request,
        }),
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

const EVENT_CHECKOUT = '/hosted/v1/event-checkout-session';

/**
 * The calls of the hosted "Add your details" page (an `eventsCheckout` session), with the
 * session's token as the credential (`NoCredentials()`): the event and the held tickets, and
 * placing the order (paid tickets with a test card; a second-step card fails with code
 * PAYMENT_ACTION_REQUIRED, a hold that ran out with RESERVATION_EXPIRED).
 */
export const hostedEventCheckout = {
  getEventCheckoutSession: defineMethod(
    ({ http }) =>
      async (request: HostedSessionRequest): Promise<HostedEventCheckout> =>
        callRest<WireHostedEventCheckout>(http, { method: 'POST', path: EVENT_CHECKOUT, payload: request }),
  ),
  /** Changes how many of each held ticket the buyer wants; the page's data as it is then. */
  changeTicketQuantities: defineMethod(
    ({ http }) =>
      async (request: SdkRequest<HostedEventQuantitiesRequest>): Promise<HostedEventCheckout> =>
        callRest<WireHostedEventCheckout>(http, {
          method: 'POST',
          path: `${EVENT_CHECKOUT}/quantities`,
          payload: request,
        }),
  ),
  placeEventOrder: defineMethod(
    ({ http }) =>
      async (request: HostedEventOrderRequest): Promise<FromWire<HostedEventOrderResponse>> =>
        callRest<HostedEventOrderResponse>(http, {
          method: 'POST',
          path: `${EVENT_CHECKOUT}/checkout`,
          payload: request,
        }),
  ),
};

const LOGIN = '/hosted/v1/login-session';

const signInCall = <Request extends Record<string, unknown>>(path: string) =>
  defineMethod(
    ({ http }) =>
      async (request: Request): Promise<SignInState> =>
        callRest<StateMachineResponse>(http, { method: 'POST', path: `${LOGIN}/${path}`, payload: request }),
  );

/**
 * The calls of the hosted login page (an `auth` session), with the session's token as the
 * credential (`NoCredentials()`): what the page shows, the sign-up, sign-in and mailed-code steps
 * (answered as the identity API answers them), and the authorization that gives the app its code.
 *
 * ```ts
 * const signedIn = await client.hostedLogin.login({ session, loginId: { email }, password });
 * if (signedIn.state === 'SUCCESS') {
 *   const { redirectUrl } = await client.hostedLogin.authorize({ session, sessionToken: signedIn.sessionToken });
 * }
 * ```
 */
export const hostedLogin = {
  getLoginSession: defineMethod(
    ({ http }) =>
      async (request: HostedSessionRequest): Promise<HostedLoginSession> =>
        callRest<WireHostedLoginSession>(http, { method: 'POST', path: LOGIN, payload: request }),
  ),
  /** A taken email fails with code -19995, a short password as a validation error on `password`. */
  register: signInCall<HostedSignUp>('register'),
  /** A wrong email or password fails with code -19976 (one answer for both), too many with TOO_MANY_ATTEMPTS. */
  login: signInCall<HostedSignIn>('login'),
  /** The mailed code with the `stateToken` of REQUIRE_EMAIL_VERIFICATION; a wrong one fails with INVALID_VERIFICATION_CODE. */
  verify: signInCall<HostedVerification>('verify'),
  /**
   * The second factor of REQUIRE_MFA: `totpData.code` (an authenticator's code, or a recovery
   * code) or `emailData.code`; `rememberThisDevice` answers with `additionalData.deviceToken`,
   * to send as `clientMetaData.deviceToken` with later sign-ins.
   */
  verifyFactor: signInCall<HostedFactorVerification>('verify-factor'),
  /** Mails a new code; the earlier one stops working. */
  resendCode: signInCall<HostedCodeResend>('resend'),
  /** "Forgot password?": mails a reset link that returns to this sign-in; the same answer for any email. */
  sendRecoveryEmail: defineMethod(({ http }) => async (request: HostedRecoveryRequest): Promise<void> => {
    await callRest(http, { method: 'POST', path: `${LOGIN}/recover`, payload: request });
  }),
  /**
   * The app's code for the member of `sessionToken` (or, with `prompt: none`, the app's own):
   * a `redirectUrl` to send the browser to, or, for `web_message`, the `message` to post to
   * each of `targetOrigins`.
   */
  authorize: defineMethod(
    ({ http }) =>
      async (request: HostedAuthorizeRequest): Promise<HostedAuthorization> =>
        callRest<HostedAuthorizeResponse>(http, {
          method: 'POST',
          path: `${LOGIN}/authorize`,
          payload: request,
        }),
  ),
};

/**
 * The call of the hosted logout page (a `logout` session): ends the member session the link was
 * made with and answers where the browser goes next. Sent again, it ends nothing more.
 */
export const hostedLogout = {
  endLogoutSession: defineMethod(
    ({ http }) =>
      async (request: HostedSessionRequest): Promise<HostedLogout> =>
        callRest<HostedLogoutResponse>(http, {
          method: 'POST',
          path: '/hosted/v1/logout-session',
          payload: request,
        }),
  ),
};

/**
 * The calls of the hosted reset page, opened from a mailed link: its token is the credential.
 * A used or expired link fails with RECOVERY_LINK_INVALID.
 */
export const hostedPasswordReset = {
  getPasswordReset: defineMethod(
    ({ http }) =>
      async (request: HostedPasswordResetRequest): Promise<HostedPasswordReset> =>
        callRest<WireHostedPasswordReset>(http, {
          method: 'POST',
          path: '/hosted/v1/password-reset',
          payload: request,
        }),
  ),
  /** Sets the new password (every session of the member ends); a short one fails on `password`. */
  recover: defineMethod(
    ({ http }) =>
      async (request: PasswordRecovery): Promise<FromWire<RecoverResponse>> =>
        callRest<RecoverResponse>(http, {
          method: 'POST',
          path: '/iam/recovery/v1/recover',
          payload: request,
        }),
  ),
};

/**
 * The call of the hosted mailbox page (development mail, no SMTP server set): the key of a link
 * the owner made (`POST /mail/v1/mailbox-links`) is the credential; an expired one fails with
 * MAILBOX_LINK_INVALID.
 */
export const hostedMailbox = {
  readMailbox: defineMethod(
    ({ http }) =>
      async (request: HostedMailboxRequest): Promise<MailboxMessages> =>
        callRest<ListMailResponse>(http, { method: 'POST', path: '/hosted/v1/mailbox', payload: request }),
  ),
};
export {
  type HostedPlanCheckout,
  type HostedPlanOrder,
  type HostedPlanPurchase,
  hostedPlanCheckout,
} from './plan-checkout.js';
export { totalChangedOf } from './total-changed.js';
