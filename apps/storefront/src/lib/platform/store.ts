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

/** The order a buyer just paid on the hosted checkout, as the store's thank-you banner shows it. */
export interface PaidOrder {
  number: string;
  total: string;
}

/**
 * The visitor's order `orderId` (the hosted checkout sends the buyer back with it), or null when
 * there is none or it is not theirs: a stale or edited link shows no banner, not an error.
 */
export async function paidOrder(
  client: StorefrontClient,
  orderId: string | undefined,
): Promise<PaidOrder | null> {
  if (!orderId) return null;
  try {
    const order = await client.orders.getOrder(orderId);
    return { number: order.number, total: order.priceSummary.total.formattedAmount };
  } catch (error) {
    if (
      (error as BazaarError | undefined)?.status === 404 ||
      (error as BazaarError | undefined)?.kind === 'validation'
    )
      return null;
    throw error;
  }
}

/** A product by its slug, with its variants (for the product page), or null when there is none. */
export async function productBySlug(client: StorefrontClient, slug: string): Promise<Product | null> {
  const { items } = await client.products.queryProducts().eq('slug', slug).limit(1).find();
  const found = items[0];
  return found ? (await client.products.getProduct(found._id)).product : null;
}
