import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { collections, products } from '@wix/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../testing/databases.js';
import { type CompatPlatform, startCompatPlatform } from '../testing/wix-compat.js';

/** The official `@wix/stores` products module, unmodified, against the platform's catalogue. */
describe.each(testDialects)('official @wix/stores against the platform on %s', (dialect) => {
  let t: CompatPlatform;
  beforeAll(async () => {
    t = await startCompatPlatform(dialect);
  });
  afterAll(() => t.close());

  const client = () =>
    createClient({
      modules: { products, collections },
      auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }),
    });

  it('queries products with paging, as the demo storefront does', async () => {
    const first = await client().products.queryProducts().limit(5).find();
    expect(first.items).toHaveLength(5);
    expect(first.totalCount).toBe(12);
    expect(first.hasNext()).toBe(true);
    const product = first.items[0];
    expect(product?._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(product?.convertedPriceData?.formatted?.discountedPrice).toMatch(/^\$\d+\.\d{2}$/);
    expect(Array.isArray(product?.productOptions)).toBe(true);
    expect(product?.media?.mainMedia?.image?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//);
    const third = await (await first.next()).next();
    expect(third.items).toHaveLength(2);
    expect(third.hasNext()).toBe(false);
  });

  it('filters and sorts through the official builder', async () => {
    const result = await client().products.queryProducts().startsWith('name', 'Linen').find();
    expect(result.items.map((p) => p.name)).toEqual(['Linen Shirt']);
    const sorted = await client().products.queryProducts().ascending('price').limit(2).find();
    expect(sorted.items.map((p) => p.name)).toEqual(['Dot-Grid Notebook', 'Ceramic Mug']);
  });

  it('gets a product by id with its options', async () => {
    const { items } = await client().products.queryProducts().eq('name', 'Linen Shirt').find();
    const product = await client().products.getProduct(items[0]?._id ?? '');
    expect(product.product?.productOptions?.map((o) => o.name)).toEqual(['Size', 'Color']);
    expect(product.product?.productOptions?.[0]?.choices?.[0]?.description).toBe('S');
  });

  it('queries and gets store-wide variants', async () => {
    const { variants, metadata } = await client().products.queryStoreVariants({
      filter: { productName: 'Linen Shirt' },
      paging: { limit: 2 },
    });
    expect(variants).toHaveLength(2);
    expect(metadata?.total).toBeGreaterThan(2);
    expect(variants?.[0]?.choices).toHaveProperty('Size');
    const { variant } = await client().products.getStoreVariant(variants?.[0]?._id ?? '');
    expect(variant?.productName).toBe('Linen Shirt');
    expect(variant?.variantName).toBe(variants?.[0]?.variantName);
  });

  it('surfaces a validation error through the official error transform', async () => {
    const error = await client()
      .products.queryProducts()
      .limit(500)
      .find()
      .catch((e: unknown) => e as Error);
    expect((error as Error).message).toContain('INVALID_ARGUMENT');
    // The official transform renames the `query` part of the field to the builder's argument name.
    expect((error as Error).message).toContain('.paging.limit\\" must be <= 100');
  });

  it('lists collections, gets one by id and by slug, as a storefront does', async () => {
    const listed = await client().collections.queryCollections().ascending('name').find();
    expect(listed.items.map((collection) => collection.name)).toEqual(['Apparel', 'Home & Kitchen']);
    expect(listed.totalCount).toBe(2);
    const apparel = listed.items[0];
    expect(apparel?._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(apparel?.numberOfProducts).toBe(7);
    expect(apparel?.media?.mainMedia?.image?.url).toMatch(/\/media\//);

    const byName = await client().collections.queryCollections().eq('name', 'Home & Kitchen').find();
    expect(byName.items.map((collection) => collection.slug)).toEqual(['home-kitchen']);

    const got = await client().collections.getCollection(apparel?._id ?? '');
    expect(got.name).toBe('Apparel');
    expect(got.numberOfProducts).toBe(7);
    const bySlug = await client().collections.getCollectionBySlug('apparel');
    expect(bySlug.collection?._id).toBe(apparel?._id);
  });
});
