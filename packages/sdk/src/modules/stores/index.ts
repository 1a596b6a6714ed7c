/**
 * `@bazaar/sdk/stores`: the store catalogue, as `@wix/stores` names it.
 *
 * ```ts
 * import { products } from '@bazaar/sdk/stores';
 * const client = createClient({ modules: { products }, auth: OAuthStrategy({ clientId }) });
 * const { items } = await client.products.queryProducts().limit(10).find();
 * ```
 */

export type { Collection } from './collections.js';
export * as collections from './collections.js';
export type { Product } from './products.js';
export * as products from './products.js';
export type { StoreVariant } from './store-variants.js';
