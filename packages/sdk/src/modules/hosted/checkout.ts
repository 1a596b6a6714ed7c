import type {
  CheckoutResponse,
  HostedCheckoutPayRequest,
  HostedCheckoutUpdateRequest,
  HostedSessionRequest,
  OrderResponse,
  HostedCheckout as WireHostedCheckout,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire, SdkRequest } from '../../wire/index.js';

export type HostedCheckout = FromWire<WireHostedCheckout>;
export type HostedCheckoutUpdate = SdkRequest<HostedCheckoutUpdateRequest>;
export type HostedCheckoutPayment = SdkRequest<HostedCheckoutPayRequest>;

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
