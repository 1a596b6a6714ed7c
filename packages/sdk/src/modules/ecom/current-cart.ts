import type {
  AddToCartRequest,
  MultiCurrencyPrice,
  UpdateCartRequest,
  Cart as WireCart,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';

export type Cart = Omit<WireCart, 'id' | 'createdDate' | 'updatedDate' | 'lineItems'> & {
  _id: string;
  _createdDate: Date;
  _updatedDate: Date;
  lineItems: (Omit<WireCart['lineItems'][number], 'id'> & { _id: string })[];
};

const BASE = '/ecom/v1/carts/current';

/** The visitor's cart; fails with code OWNED_CART_NOT_FOUND when there is none yet. */
export const getCurrentCart = defineMethod(
  ({ http }) =>
    async (): Promise<Cart> =>
      (await callRest<{ cart: Cart }>(http, { method: 'GET', path: BASE })).cart,
);

export const addToCurrentCart = defineMethod(
  ({ http }) =>
    async (options: AddToCartRequest): Promise<{ cart: Cart }> =>
      callRest(http, { method: 'POST', path: `${BASE}/add-to-cart`, payload: options }),
);

/** `[{ _id: lineItemId, quantity }]`; a quantity of 0 removes the line. */
export const updateCurrentCartLineItemQuantity = defineMethod(
  ({ http }) =>
    async (lineItems: { _id: string; quantity: number }[]): Promise<{ cart: Cart }> =>
      callRest(http, { method: 'POST', path: `${BASE}/update-line-items-quantity`, payload: { lineItems } }),
);

export const removeLineItemsFromCurrentCart = defineMethod(
  ({ http }) =>
    async (lineItemIds: string[]): Promise<{ cart: Cart }> =>
      callRest(http, { method: 'POST', path: `${BASE}/remove-line-items`, payload: { lineItemIds } }),
);

export const deleteCurrentCart = defineMethod(({ http }) => async (): Promise<void> => {
  await callRest(http, { method: 'DELETE', path: BASE });
});

/** Freezes the cart into a checkout; fails with SITE_MUST_ACCEPT_PAYMENTS when the site cannot take payments. */
export const createCheckoutFromCurrentCart = defineMethod(
  ({ http }) =>
    async (
      options: { channelType?: string; email?: string; selectedShippingOption?: { code: string } } = {},
    ): Promise<{ checkoutId: string }> =>
      callRest(http, { method: 'POST', path: `${BASE}/create-checkout`, payload: options }),
);

/** Applies a coupon code (`couponCode`) or sets the buyer's note (`cartInfo.buyerNote`). */
export const updateCurrentCart = defineMethod(
  ({ http }) =>
    async (options: UpdateCartRequest): Promise<Cart> =>
      (await callRest<{ cart: Cart }>(http, { method: 'PATCH', path: BASE, payload: options })).cart,
);

export const removeCouponFromCurrentCart = defineMethod(
  ({ http }) =>
    async (): Promise<{ cart: Cart }> =>
      callRest(http, { method: 'POST', path: `${BASE}/remove-coupon` }),
);

export interface PriceSummary {
  subtotal: MultiCurrencyPrice;
  discount: MultiCurrencyPrice;
  shipping: MultiCurrencyPrice;
  tax: MultiCurrencyPrice;
  total: MultiCurrencyPrice;
}

/** Totals with shipping (the chosen option, or the cheapest) and tax. */
export const estimateCurrentCartTotals = defineMethod(
  ({ http }) =>
    async (
      options: { selectedShippingOption?: { code: string } } = {},
    ): Promise<{ cart: Cart; priceSummary: PriceSummary; shippingInfo: Record<string, unknown> }> =>
      callRest(http, { method: 'POST', path: `${BASE}/estimate-totals`, payload: options }),
);
