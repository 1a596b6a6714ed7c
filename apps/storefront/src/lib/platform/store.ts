import { searchWordsOf } from '@bazaar/contracts/constants';
import type { BazaarError } from '@bazaar/sdk';
import { checkout, currentCart, orderFulfillments, orders } from '@bazaar/sdk/ecom';
import { collections, type Product, products } from '@bazaar/sdk/stores';
import { type CartView, cartViewOf } from './cart-view';
import type { StorefrontClient } from './client';

/** The store's SDK modules (merged into the storefront's client by `./client.ts`). */
export const modules = { products, collections, currentCart, orders, orderFulfillments, checkout };

/** How many products the store page shows. */
const STORE_PAGE_SIZE = 24;

/** How the buyer narrowed and ordered the catalogue (the store page's address says it). */
export interface CatalogueView {
  /** A collection's slug, or none for every product. */
  collection?: string | undefined;
  sort?: CatalogueSort | undefined;
  /** The start of a product's name, whatever its case (the platform folds both). */
  search?: string | undefined;
}

/** Longer searches are cut: no product name is this long, and the address stays short. */
export const MAX_SEARCH_LENGTH = 80;

/** The search a buyer typed, trimmed, or none when blank. */
export const searchOf = (value: unknown): string | undefined => {
  const text = typeof value === 'string' ? value.trim().slice(0, MAX_SEARCH_LENGTH) : '';
  return text === '' ? undefined : text;
};

export const CATALOGUE_SORTS = {
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
} as const;
export type CatalogueSort = keyof typeof CATALOGUE_SORTS;

export const isCatalogueSort = (value: unknown): value is CatalogueSort =>
  typeof value === 'string' && Object.hasOwn(CATALOGUE_SORTS, value);

/** What the store page starts with: its collections, the catalogue's first page, and the visitor's cart. */
export interface StoreFront {
  collections: { slug: string; name: string }[];
  products: Product[];
  cart: CartView;
}

/** The visitor's cart: a visitor who never added anything has none yet, which is an empty cart. */
export async function currentCartView(client: StorefrontClient): Promise<CartView> {
  const cart = await client.currentCart.getCurrentCart().catch((error: unknown) => {
    if ((error as BazaarError | undefined)?.code === 'OWNED_CART_NOT_FOUND') return null;
    throw error;
  });
  return cartViewOf(cart);
}

/**
 * A buyer's search: names that start with it (case aside: "linen s" finds "Linen Shirt"), or that
 * hold every word of it, in any place, case and accents aside ("mug" finds "Ceramic Mug").
 */
function bySearch(client: StorefrontClient, search: string) {
  const byStart = client.products.queryProducts().startsWith('name', search);
  const words = searchWordsOf(search);
  return words.length === 0
    ? byStart
    : byStart.or(client.products.queryProducts().hasAll('nameWords', words));
}

/**
 * A collection's page in its owner's order: the arranged products (hidden ones are not found),
 * then the others of the catalogue's first page. That page holds at least as many others as the
 * arrangement leaves room for, so the merged page is full whenever the collection is.
 */
async function arrangedFirst(
  client: StorefrontClient,
  collectionId: string,
  catalogueOrder: ReturnType<ReturnType<StorefrontClient['products']['queryProducts']>['find']>,
) {
  const [{ productIds }, rest] = await Promise.all([
    client.collections.getArrangedProducts(collectionId),
    catalogueOrder,
  ]);
  if (productIds.length === 0) return rest;
  const found = await client.products.queryProducts().in('id', productIds).limit(productIds.length).find();
  const byId = new Map(found.items.map((product) => [product._id, product]));
  const arranged = new Set(productIds);
  const items = [
    ...productIds.flatMap((productId) => byId.get(productId) ?? []),
    ...rest.items.filter((product) => !arranged.has(product._id)),
  ].slice(0, STORE_PAGE_SIZE);
  return { ...rest, items };
}

export async function storeFront(client: StorefrontClient, view: CatalogueView = {}): Promise<StoreFront> {
  const listProducts = (collectionId: string | undefined) => {
    let query = client.products.queryProducts().limit(STORE_PAGE_SIZE);
    if (collectionId) query = query.hasSome('collectionIds', [collectionId]);
    if (view.search) query = query.and(bySearch(client, view.search));
    if (view.sort === 'price-asc') query = query.ascending('price');
    if (view.sort === 'price-desc') query = query.descending('price');
    return query.find();
  };
  // A collection the owner arranged, browsed as it is: its arranged products first, in order.
  const listCollection = (collectionId: string | undefined) =>
    collectionId && !view.search && !view.sort
      ? arrangedFirst(client, collectionId, listProducts(collectionId))
      : listProducts(collectionId);
  const collectionsRead = client.collections
    .queryCollections({ sort: [{ fieldName: 'name', order: 'ASC' }] })
    .then((answer) => answer.collections);
  // Only a chosen collection makes the products wait for the collections (its id is needed).
  const productsRead = view.collection
    ? collectionsRead.then((collections) =>
        listCollection(collections.find((candidate) => candidate.slug === view.collection)?._id),
      )
    : listProducts(undefined);
  const [collections, found, cart] = await Promise.all([
    collectionsRead,
    productsRead,
    currentCartView(client),
  ]);
  return {
    collections: collections.map(({ slug, name }) => ({ slug, name })),
    products: found.items,
    cart,
  };
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

/**
 * A product by its slug, with its variants (for the product page), or null when there is none,
 * including for an address the platform refuses as a slug (e.g. one holding a NUL): no product
 * has it, so the buyer gets "not found", not an error page.
 */
export async function productBySlug(client: StorefrontClient, slug: string): Promise<Product | null> {
  try {
    const { items } = await client.products.queryProducts().eq('slug', slug).limit(1).find();
    const found = items[0];
    return found ? (await client.products.getProduct(found._id)).product : null;
  } catch (error) {
    if ((error as BazaarError | undefined)?.kind === 'validation') return null;
    throw error;
  }
}
