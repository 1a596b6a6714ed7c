import type {
  AddToCartRequest,
  CartResponse,
  CreateCheckoutRequest,
  CreateCheckoutResponse,
  EstimateTotalsRequest,
  EstimateTotalsResponse,
  RemoveLineItemsRequest,
  UpdateCartRequest,
  UpdateLineItemsQuantityRequest,
  Cart as WireCart,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire, SdkRequest } from '../../wire/index.js';

/** The visitor's cart as the SDK returns it: `_id` at every depth, `_createdDate` a Date. */
export type Cart = FromWire<WireCart>;

const BASE = '/ecom/v1/carts/current';

/** The visitor's cart; fails with code OWNED_CART_NOT_FOUND when there is none yet. */
export const getCurrentCart = defineMethod(
  ({ http }) =>
    async (): Promise<Cart> =>
      (await callRest<CartResponse>(http, { method: 'GET', path: BASE })).cart,
);

export const addToCurrentCart = defineMethod(
  ({ http }) =>
    async (options: SdkRequest<AddToCartRequest>): Promise<FromWire<CartResponse>> =>
      callRest<CartResponse>(http, { method: 'POST', path: `${BASE}/add-to-cart`, payload: options }),
);

/** `[{ _id: lineItemId, quantity }]`; a quantity of 0 removes the line. */
export const updateCurrentCartLineItemQuantity = defineMethod(
  ({ http }) =>
    async (
      lineItems: SdkRequest<UpdateLineItemsQuantityRequest>['lineItems'],
    ): Promise<FromWire<CartResponse>> =>
      callRest<CartResponse>(http, {
        method: 'POST',
        path: `${BASE}/update-line-items-quantity`,
        payload: { lineItems },
      }),
);

export const removeLineItemsFromCurrentCart = defineMethod(
  ({ http }) =>
    async (lineItemIds: RemoveLineItemsRequest['lineItemIds']): Promise<FromWire<CartResponse>> =>
      callRest<CartResponse>(http, {
        method: 'POST',
        path: `${BASE}/remove-line-items`,
        payload: { lineItemIds },
      }),
);

export const deleteCurrentCart = defineMethod(({ http }) => async (): Promise<void> => {
  await callRest(http, { method: 'DELETE', path: BASE });
});

/** Freezes the cart into a checkout; fails with SITE_MUST_ACCEPT_PAYMENTS when the site cannot take payments. */
export const createCheckoutFromCurrentCart = defineMethod(
  ({ http }) =>
    async (options: SdkRequest<CreateCheckoutRequest> = {}): Promise<FromWire<CreateCheckoutResponse>> =>
      callRest<CreateCheckoutResponse>(http, {
        method: 'POST',
        path: `${BASE}/create-checkout`,
        payload: options,
      }),
);

/** Applies a coupon code (`couponCode`) or sets the buyer's note (`cartInfo.buyerNote`). */
export const updateCurrentCart = defineMethod(
  ({ http }) =>
    async (options: SdkRequest<UpdateCartRequest>): Promise<Cart> =>
      (await callRest<CartResponse>(http, { method: 'PATCH', path: BASE, payload: options })).cart,
);

export const removeCouponFromCurrentCart = defineMethod(
  ({ http }) =>
    async (): Promise<FromWire<CartResponse>> =>
      callRest<CartResponse>(http, { method: 'POST', path: `${BASE}/remove-coupon` }),
);

/** Totals with shipping (the chosen option, or the cheapest) and tax. */
export const estimateCurrentCartTotals = defineMethod(
  ({ http }) =>
    async (options: SdkRequest<EstimateTotalsRequest> = {}): Promise<FromWire<EstimateTotalsResponse>> =>
      callRest<EstimateTotalsResponse>(http, {
        method: 'POST',
        path: `${BASE}/estimate-totals`,
        payload: options,
      }),
);
