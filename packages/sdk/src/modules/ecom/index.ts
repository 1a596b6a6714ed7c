/**
 * `@bazaar/sdk/ecom`: the visitor's current cart, checkouts of lines apart from it ("Buy now")
 * and orders, and after payment the owner's fulfillments, cancellations and refunds, as `@wix/ecom`
 * names them.
 *
 * ```ts
 * import { currentCart } from '@bazaar/sdk/ecom';
 * const client = createClient({ modules: { currentCart }, auth: OAuthStrategy({ clientId }) });
 * await client.currentCart.addToCurrentCart({ lineItems: [{ catalogReference, quantity: 1 }] });
 * ```
 */
export { BOOKINGS_APP_ID, STORES_APP_ID } from '@bazaar/contracts/constants';
export type { Checkout } from './checkout.js';
export * as checkout from './checkout.js';
export type { CommerceSettings } from './commerce-settings.js';
export * as commerceSettings from './commerce-settings.js';
export type { Coupon } from './coupons.js';
export * as coupons from './coupons.js';
export type { Cart } from './current-cart.js';
export * as currentCart from './current-cart.js';
export type { OrderWithFulfillments } from './order-fulfillments.js';
export * as orderFulfillments from './order-fulfillments.js';
export type { OrderTransactions } from './order-transactions.js';
export * as orderTransactions from './order-transactions.js';
export type { Order } from './orders.js';
export * as orders from './orders.js';
