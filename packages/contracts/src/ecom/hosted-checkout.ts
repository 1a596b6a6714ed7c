import { type Static, Type } from 'typebox';
import { RedirectCallbacksSchema } from '../redirects/redirect-session.js';
import {
  CheckoutSchema,
  OrderSchema,
  PayCheckoutRequestSchema,
  UpdateCheckoutRequestSchema,
} from './checkout.js';

/**
 * The hosted checkout page's API (`/hosted/v1/checkout-session…`). It has no access token: the
 * redirect session's token, from the link the storefront sent the buyer to, is the credential,
 * and it reaches only the checkout that session was made for. Changes and payment answer
 * `CheckoutResponseSchema` and `OrderResponseSchema`, as the visitor's own calls do.
 */
export const HostedSessionTokenSchema = Type.String({ minLength: 10, maxLength: 200 });

export const HostedSessionRequestSchema = Type.Object({ session: HostedSessionTokenSchema });
export type HostedSessionRequest = Static<typeof HostedSessionRequestSchema>;

/** What the page shows: the checkout, where to send the buyer afterwards, and whose shop it is. */
export const HostedCheckoutSchema = Type.Object({
  checkout: CheckoutSchema,
  callbacks: RedirectCallbacksSchema,
  siteName: Type.String(),
  /** Once the checkout is paid: its order, so the thank-you page lasts (a reload shows it again). */
  order: Type.Optional(OrderSchema),
});
export type HostedCheckout = Static<typeof HostedCheckoutSchema>;

export const HostedCheckoutUpdateRequestSchema = Type.Intersect([
  HostedSessionRequestSchema,
  UpdateCheckoutRequestSchema,
]);
export type HostedCheckoutUpdateRequest = Static<typeof HostedCheckoutUpdateRequestSchema>;

export const HostedCheckoutPayRequestSchema = Type.Intersect([
  HostedSessionRequestSchema,
  PayCheckoutRequestSchema,
]);
export type HostedCheckoutPayRequest = Static<typeof HostedCheckoutPayRequestSchema>;
