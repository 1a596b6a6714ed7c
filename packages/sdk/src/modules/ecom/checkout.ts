import type {
  CheckoutResponse,
  CreateCheckoutWithLinesRequest,
  Checkout as WireCheckout,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire } from '../../wire/index.js';

/** A checkout as the SDK returns it: `_id` at every depth, dates as Dates. */
export type Checkout = FromWire<WireCheckout>;

/**
 * `createCheckout({ lineItems, channelType })`: a checkout of these lines alone, apart from the
 * cart (a "Buy now" button); paying it leaves the cart as it was. Send its `_id` as
 * `ecomCheckout.checkoutId` in a redirect session to pay on the hosted checkout.
 *
 * ```ts
 * const { _id } = await client.checkout.createCheckout({
 *   lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity: 1 }],
 *   channelType: 'WEB',
 * });
 * ```
 */
export const createCheckout = defineMethod(
  ({ http }) =>
    async (request: CreateCheckoutWithLinesRequest): Promise<Checkout> =>
      (
        await callRest<CheckoutResponse>(http, {
          method: 'POST',
          path: '/ecom/v1/checkouts',
          payload: request,
        })
      ).checkout,
);
