import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key.js';
import { OAuthStrategy } from '../../auth/oauth.js';
import { createClient } from '../../client.js';
import { dialects, type RunningPlatform, startPlatform } from '../../test/platform.js';
import { files } from '../media/index.js';
import { collections, products } from './index.js';

describe.each(dialects)('@bazaar/sdk/stores against the platform on %s', (dialect) => {
  let platform: RunningPlatform;
  const visitorClient = () =>
    createClient({
      modules: { products, collections },
      auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }),
      host: { apiBaseUrl: platform.baseUrl },
    });
  const ownerClient = () =>
    createClient({
      modules: { products, collections },
      auth: ApiKeyStrategy({ apiKey: platform.ownerApiKey }),
      host: { apiBaseUrl: platform.baseUrl },
    });

  beforeAll(async () => {
    platform = await startPlatform(dialect);
    const owner = ownerClient();
    const { collection } = await owner.collections.createCollection({ name: 'Mugs' });
    for (const [name, price] of [
      ['Blue Mug', '12'],
      ['Green Mug', '14.50'],
      ['Red Mug', '9.99'],
      ['Tea Towel', '8'],
    ] as const) {
      const { product } = await owner.products.createProduct({ name, priceData: { price } });
      if (name.endsWith('Mug'))
        await owner.collections.addProductsToCollection(collection._id, [product._id]);
    }
  });
  afterAll(() => platform.close());

  it('queries products as a visitor, with filters, sort and offset paging from metadata', async () => {
    const visitor = visitorClient();
    const first = await visitor.products
      .queryProducts()
      .startsWith('name', '')
      .ascending('price')
      .limit(3)
      .find();
    expect(first.items.map((p) => p.name)).toEqual(['Tea Towel', 'Red Mug', 'Blue Mug']);
    expect(first.totalCount).toBe(4);
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    expect(second.items.map((p) => p.name)).toEqual(['Green Mug']);
    expect(second.items[0]?.priceData.formatted.discountedPrice).toBe('$14.50');
    expect(second.items[0]?._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.items[0]?.lastUpdated).toBeInstanceOf(Date);
    expect(second.items[0]?._createdDate).toBeInstanceOf(Date);
  });

  it('finds the products of a collection and the collection by slug', async () => {
    const visitor = visitorClient();
    const { collection } = await visitor.collections.getCollectionBySlug('mugs');
    expect(collection.numberOfProducts).toBe(3);
    const mugs = await visitor.products
      .queryProducts()
      .hasSome('collectionIds', [collection._id])
      .descending('name')
      .find();
    expect(mugs.items.map((p) => p.name)).toEqual(['Red Mug', 'Green Mug', 'Blue Mug']);
    const { collections, metadata } = await visitor.collections.queryCollections({
      filter: { slug: 'mugs' },
    });
    expect(collections.map((found) => found._id)).toEqual([collection._id]);
    expect(metadata.total).toBe(1);
    expect((await visitor.collections.getCollection(collection._id)).collection.name).toBe(collection.name);
  });

  it('gets, updates and deletes a product as the owner', async () => {
    const owner = ownerClient();
    const { product } = await owner.products.createProduct({
      name: 'Espresso Cup',
      priceData: { price: '7' },
      productOptions: [{ name: 'Color', choices: [{ description: 'White' }, { description: 'Black' }] }],
    });
    const { product: read } = await visitorClient().products.getProduct(product._id);
    expect(read.productOptions[0]?.choices.map((c) => c.description)).toEqual(['White', 'Black']);
    const { product: updated } = await owner.products.updateProduct(product._id, {
      priceData: { price: '7.25' },
    });
    expect(updated.priceData.price).toBe(7.25);
    await owner.products.deleteProduct(product._id);
    await expect(owner.products.getProduct(product._id)).rejects.toMatchObject({
      kind: 'application',
      status: 404,
    });
  });

  it('answers option availability and variant queries, and removes a ribbon', async () => {
    const owner = ownerClient();
    const { product } = await owner.products.createProduct({
      name: 'Apron',
      ribbon: 'New',
      priceData: { price: '30' },
      productOptions: [{ name: 'Color', choices: [{ description: 'Rust' }, { description: 'Olive' }] }],
    });
    const availability = await visitorClient().products.getProductOptionsAvailability(product._id, {
      Color: 'Olive',
    });
    expect(availability.availableForPurchase).toBe(true);
    expect(availability.selectedVariant?.choices).toEqual({ Color: 'Olive' });
    const { variants, totalResults } = await visitorClient().products.queryProductVariants(product._id, {
      choices: { Color: 'Rust' },
    });
    expect(totalResults).toBe(1);
    expect(variants[0]?.choices).toEqual({ Color: 'Rust' });
    await owner.products.removeRibbon(product._id);
    expect((await owner.products.getProduct(product._id)).product.ribbon).toBeUndefined();
  });

  it('queries variants across products and gets one by its store-wide id', async () => {
    const visitor = visitorClient();
    const { variants, metadata } = await visitor.products.queryStoreVariants({
      filter: { productName: { $startsWith: 'Blue' } },
    });
    expect(metadata.total).toBe(1);
    expect(variants[0]).toMatchObject({ productName: 'Blue Mug', variantName: '', managedVariant: false });
    const { variant } = await visitor.products.getStoreVariant(variants[0]?._id ?? '');
    expect(variant.productId).toBe(variants[0]?.productId);
    await expect(visitor.products.getStoreVariant('missing')).rejects.toMatchObject({ status: 404 });
  });

  it('uploads an image and shows it in the gallery and for a choice', async () => {
    const owner = createClient({
      modules: { products, files },
      auth: ApiKeyStrategy({ apiKey: platform.ownerApiKey }),
      host: { apiBaseUrl: platform.baseUrl },
    });
    const { product } = await owner.products.createProduct({
      name: 'Beanie',
      priceData: { price: '18' },
      productOptions: [{ name: 'Color', choices: [{ description: 'Ochre' }, { description: 'Teal' }] }],
    });
    const picture = '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40"/>';
    const { file } = await owner.files.uploadImage(
      'teal.svg',
      new TextEncoder().encode(picture),
      'image/svg+xml',
    );
    expect(file).toMatchObject({ width: 60, height: 40, fileName: 'teal.svg' });
    await owner.products.addProductMedia(product._id, [{ mediaId: file._id }]);
    await owner.products.addProductMediaToChoices(product._id, [
      { option: 'Color', choice: 'Teal', mediaIds: [file._id] },
    ]);
    const { product: read } = await visitorClient().products.getProduct(product._id);
    expect(read.media.mainMedia?.image?.url).toBe(file.url);
    expect(read.productOptions[0]?.choices[1]?.media?.mainMedia?._id).toBe(file._id);
    await owner.products.removeProductMediaFromChoices(product._id, [{ option: 'Color', choice: 'Teal' }]);
    await owner.products.removeProductMedia(product._id, [file._id]);
    const { product: emptied } = await visitorClient().products.getProduct(product._id);
    expect(emptied.media.items).toEqual([]);
    await expect(
      owner.files.uploadImage('teal.png', new TextEncoder().encode(picture), 'image/png'),
    ).rejects.toMatchObject({ kind: 'validation', status: 400 });
  });

  it('sets variants and their stock, orders the gallery, and edits and deletes a collection', async () => {
    const owner = createClient({
      modules: { products, collections, files },
      auth: ApiKeyStrategy({ apiKey: platform.ownerApiKey }),
      host: { apiBaseUrl: platform.baseUrl },
    });
    const { product } = await owner.products.createProduct({
      name: 'Socks',
      priceData: { price: '6' },
      productOptions: [{ name: 'Size', choices: [{ description: 'S' }, { description: 'L' }] }],
      manageVariants: true,
    });
    const { variants } = await owner.products.updateVariants(product._id, [
      { choices: { Size: 'L' }, price: '7.50', sku: 'SOCK-L' },
    ]);
    expect(variants).toHaveLength(2);
    const changed = variants.find((one) => one.choices.Size === 'L');
    expect(changed?.variant).toMatchObject({ sku: 'SOCK-L', priceData: { price: 7.5 } });
    const large = changed?._id as string;
    await owner.products.updateInventoryVariants(product._id, {
      trackQuantity: true,
      variants: [{ variantId: large, quantity: 3 }],
    });
    const { variants: read } = await owner.products.queryProductVariants(product._id, {
      choices: { Size: 'L' },
    });
    expect(read[0]?.stock).toMatchObject({ trackQuantity: true, quantity: 3 });
    await owner.products.resetAllVariantData(product._id);
    const { variants: reset } = await owner.products.queryProductVariants(product._id, {
      choices: { Size: 'L' },
    });
    expect(reset[0]?.variant.priceData.price).toBe(6);

    const picture = (width: number) =>
      new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40"/>`);
    const first = (await owner.files.uploadImage('one.svg', picture(10), 'image/svg+xml')).file;
    const second = (await owner.files.uploadImage('two.svg', picture(20), 'image/svg+xml')).file;
    await owner.products.addProductMedia(product._id, [{ mediaId: first._id }, { mediaId: second._id }]);
    await owner.products.reorderProductMedia(product._id, [second._id, first._id]);
    const { product: ordered } = await owner.products.getProduct(product._id);
    expect(ordered.media.items.map((item) => item._id)).toEqual([second._id, first._id]);

    const { collection } = await owner.collections.createCollection({ name: 'Knits' });
    const { collection: renamed } = await owner.collections.updateCollection(collection._id, {
      name: 'Warm knits',
      description: 'For winter',
    });
    expect(renamed).toMatchObject({ name: 'Warm knits', description: 'For winter' });
    await owner.collections.addProductsToCollection(collection._id, [product._id]);
    expect(await owner.collections.setArrangedProducts(collection._id, [product._id])).toEqual({
      productIds: [product._id],
    });
    expect(await visitorClient().collections.getArrangedProducts(collection._id)).toEqual({
      productIds: [product._id],
    });
    await owner.collections.deleteCollection(collection._id);
    await expect(owner.collections.getCollection(collection._id)).rejects.toMatchObject({ status: 404 });
  });

  it('keeps catalogue writes for the owner', () => {
    expect(() => visitorClient().products.createProduct({ name: 'x' })).toThrow(
      /elevated client is required/,
    );
  });
});
