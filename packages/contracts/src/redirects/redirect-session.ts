import { type Static, Type } from 'typebox';
import { BookingsBookSchema, BookingsCheckoutSchema } from '../bookings/redirect-flavours.js';
import { EventsCheckoutSchema } from '../events/redirect-flavours.js';
import { AuthFlavourSchema, LogoutFlavourSchema } from '../identity/authorization.js';
import { PaidPlansCheckoutSchema } from '../pricing-plans/redirect-flavours.js';

const Url = Type.String({ format: 'uri', maxLength: 2000 });

export const RedirectCallbacksSchema = Type.Object({
  postFlowUrl: Type.Optional(Url),
  thankYouPageUrl: Type.Optional(Url),
  loginUrl: Type.Optional(Url),
  cartPageUrl: Type.Optional(Url),
  bookingsServiceListUrl: Type.Optional(Url),
  planListUrl: Type.Optional(Url),
});

const Flavour = Type.Record(Type.String(), Type.Unknown());

/**
 * `createRedirectSession`: exactly one flavour (what the hosted page does) plus callbacks (where
 * it sends the visitor afterwards). Flavours the platform does not host yet are refused.
 */
export const CreateRedirectSessionRequestSchema = Type.Object({
  ecomCheckout: Type.Optional(Type.Object({ checkoutId: Type.String({ minLength: 1, maxLength: 100 }) })),
  bookingsCheckout: Type.Optional(BookingsCheckoutSchema),
  eventsCheckout: Type.Optional(EventsCheckoutSchema),
  paidPlansCheckout: Type.Optional(PaidPlansCheckoutSchema),
  login: Type.Optional(Flavour),
  logout: Type.Optional(LogoutFlavourSchema),
  auth: Type.Optional(AuthFlavourSchema),
  storesProduct: Type.Optional(Flavour),
  bookingsBook: Type.Optional(BookingsBookSchema),
  ecomOrderPaymentRequest: Type.Optional(Flavour),
  callbacks: Type.Optional(RedirectCallbacksSchema),
  preferences: Type.Optional(Flavour),
  origin: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type CreateRedirectSessionRequest = Static<typeof CreateRedirectSessionRequestSchema>;

export const RedirectSessionSchema = Type.Object({
  id: Type.String(),
  fullUrl: Type.String(),
  urlDetails: Type.Object({
    endpoint: Type.String(),
    searchParams: Type.Record(Type.String(), Type.String()),
  }),
  sessionToken: Type.String(),
  shortUrl: Type.String(),
});
export type RedirectSession = Static<typeof RedirectSessionSchema>;

export const CreateRedirectSessionResponseSchema = Type.Object({ redirectSession: RedirectSessionSchema });
export type CreateRedirectSessionResponse = Static<typeof CreateRedirectSessionResponseSchema>;
