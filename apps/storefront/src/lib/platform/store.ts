import type { BazaarError } from '@bazaar/sdk';
import type { Cart } from '@bazaar/sdk/ecom';
import type { Product } from '@bazaar/sdk/stores';
import type { StorefrontClient } from '../client';

/** How many products the store page shows. */
export const STORE_PAGE_SIZE = 24;

/** What the store page starts with: the catalogue's first page, and the visitor's cart if any. */
export interface StoreFront {
  products: Product[];
  cart: Cart | null;
}

export async function storeFront(client: StorefrontClient): Promise<StoreFront> {
  const [found, cart] = await Promise.all([
    client.products.queryProducts().limit(STORE_PAGE_SIZE).find(),
    client.currentCart.getCurrentCart().catch((error: unknown) => {
      // A visitor who never added anything has no cart yet: that is an empty cart, not an error.
      if ((error as BazaarError | undefined)?.code === 'OWNED_CART_NOT_FOUND') return null;
      throw error;
    }),
  ]);
  return { products: found.items, cart };
}
