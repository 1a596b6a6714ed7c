import type {
  HostedPlanCheckoutRequest,
  HostedPlanOrderResponse,
  HostedPlanPurchaseRequest,
  HostedPlanSignInResponse,
  HostedSessionRequest,
  HostedPlanCheckout as WireHostedPlanCheckout,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire, SdkRequest } from '../../wire/index.js';

export type HostedPlanCheckout = FromWire<WireHostedPlanCheckout>;
export type HostedPlanPurchase = SdkRequest<HostedPlanPurchaseRequest>;
export type HostedPlanOrder = FromWire<HostedPlanOrderResponse>['order'];

const PLAN_CHECKOUT = '/hosted/v1/plan-checkout-session';

/**
 * The calls of the hosted "Order summary" page (a `paidPlansCheckout` session), with the session's
 * token as the credential and, once the visitor has signed in, the sign-in's session token.
 */
export const hostedPlanCheckout = {
  getPlanCheckoutSession: defineMethod(
    ({ http }) =>
      async (request: SdkRequest<HostedPlanCheckoutRequest>): Promise<HostedPlanCheckout> =>
        callRest<WireHostedPlanCheckout>(http, { method: 'POST', path: PLAN_CHECKOUT, payload: request }),
  ),
  /** Where the visitor signs in or up: the hosted login page, which brings them back here signed in. */
  signInLink: defineMethod(
    ({ http }) =>
      async (request: HostedSessionRequest): Promise<FromWire<HostedPlanSignInResponse>> =>
        callRest<HostedPlanSignInResponse>(http, {
          method: 'POST',
          path: `${PLAN_CHECKOUT}/sign-in`,
          payload: request,
        }),
  ),
  purchasePlan: defineMethod(
    ({ http }) =>
      async (request: HostedPlanPurchase): Promise<FromWire<HostedPlanOrderResponse>> =>
        callRest<HostedPlanOrderResponse>(http, {
          method: 'POST',
          path: `${PLAN_CHECKOUT}/purchase`,
          payload: request,
        }),
  ),
};
