/**
 * `@bazaar/sdk/ecom`: the visitor's current cart, as `@wix/ecom` names it.
 *
 * ```ts
 * import { currentCart } from '@bazaar/sdk/ecom';
 * const client = createClient({ modules: { currentCart }, auth: OAuthStrategy({ clientId }) });
 * await client.currentCart.addToCurrentCart({ lineItems: [{ catalogReference, quantity: 1 }] });
 * ```
 */
export type { Cart } from './current-cart.js';
export * as currentCart from './current-cart.js';

/** The app id of store products in `catalogReference.appId`. */
export const STORES_APP_ID = '1380b703-ce81-ff05-f115-39571d94dfcd';
