import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../kernel/db/sql.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');

describe.each(testDialects)('stores catalogue on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    visitor = await t.visitorToken();
  });
  afterAll(() => t.close());

  const owner = () => ({ authorization: t.ownerApiKey });
  const create = (product: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/stores/v1/products', headers: owner(), payload: { product } });
  const query = (payload: unknown, authorization = visitor) =>
    t.app.inject({
      method: 'GET',
      url: `/stores-reader/v1/products/query-platformized?.r=${encode(payload)}`,
      headers: { authorization },
    });

  it('creates a product with options, generating one variant per combination', async () => {
    const response = await create({
      name: 'Linen Shirt',
      description: 'Breathable.',
      priceData: { price: '49.90' },
      costAndProfitData: { itemCost: '20' },
      discount: { type: 'PERCENT', value: 10 },
      productOptions: [
        { name: 'Size', choices: [{ description: 'S' }, { description: 'M' }, { description: 'L' }] },
        {
          name: 'Color',
          optionType: 'color',
          choices: [
            { value: '#ffffff', description: 'White' },
            { value: '#1e3a8a', description: 'Navy' },
          ],
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    const { product } = response.json();
    expect(product).toMatchObject({
      name: 'Linen Shirt',
      slug: 'linen-shirt',
      numericId: '1',
      priceData: {
        currency: 'USD',
        price: 49.9,
        discountedPrice: 44.91,
        formatted: { price: '$49.90', discountedPrice: '$44.91' },
      },
      convertedPriceData: { formatted: { discountedPrice: '$44.91' } },
      discount: { type: 'PERCENT', value: 10 },
      costAndProfitData: { itemCost: 20, profit: 24.91, formattedProfit: '$24.91' },
      stock: { trackInventory: false, inStock: true, inventoryStatus: 'IN_STOCK' },
      media: { items: [] },
      collectionIds: [],
    });
    expect(product.productOptions.map((o: { name: string }) => o.name)).toEqual(['Size', 'Color']);
    expect(product.variants).toHaveLength(6);
    expect(product.variants[0].choices).toEqual({ Size: 'S', Color: 'White' });
  });

  it('always sends productOptions, even for a product without options', async () => {
    const { product } = (
      await create({ name: 'Gift Card', priceData: { price: 25 }, productType: 'digital' })
    ).json();
    expect(product.productOptions).toEqual([]);
    expect(product.variants).toEqual([
      expect.objectContaining({ id: '00000000-0000-0000-0000-000000000000', choices: {} }),
    ]);
  });

  it('lets visitors query with .r (and the POST fallback) and reads paging from metadata', async () => {
    await create({ name: 'Canvas Tote', priceData: { price: '18' } });
    const response = await query({
      query: { filter: { name: { $startsWith: 'Canvas' } }, paging: { offset: 0, limit: 50 } },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.products.map((p: { name: string }) => p.name)).toEqual(['Canvas Tote']);
    expect(body.metadata).toEqual({ count: 1, offset: 0, total: 1 });
    expect(body.products[0].costAndProfitData).toBeUndefined();
    const viaPost = await t.app.inject({
      method: 'POST',
      url: '/_api/stores-reader/v1/products/query-platformized',
      headers: { authorization: visitor },
      payload: { query: { sort: [{ fieldName: 'price', order: 'ASC' }], paging: { limit: 2 } } },
    });
    expect(viaPost.json().products.map((p: { name: string }) => p.name)).toEqual([
      'Canvas Tote',
      'Gift Card',
    ]);
  });

  it('matches a name prefix whatever its case, including renamed products and non-ASCII letters', async () => {
    await create({ name: 'Émile Candle', priceData: { price: '9' } });
    const { product } = (await create({ name: 'Wool Scarf', priceData: { price: '30' } })).json();
    const names = async (prefix: string) =>
      (await query({ query: { filter: { name: { $startsWith: prefix } }, sort: [{ fieldName: 'name' }] } }))
        .json()
        .products.map((p: { name: string }) => p.name);
    expect(await names('canvas t')).toEqual(['Canvas Tote']);
    expect(await names('CANVAS')).toEqual(['Canvas Tote']);
    expect(await names('émile')).toEqual(['Émile Candle']);
    expect(await names('%')).toEqual([]);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/stores/v1/products/${product.id}`,
      headers: owner(),
      payload: { product: { name: 'Merino Scarf' } },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await names('wool')).toEqual([]);
    expect(await names('merino')).toEqual(['Merino Scarf']);
  });

  it('finds a product by any word of its name, whatever its case and accents, as it is renamed, hidden and deleted', async () => {
    const { product: cup } = (await create({ name: 'Café Crème Cup', priceData: { price: '12' } })).json();
    await create({ name: 'Ceramic Mug', priceData: { price: '15' } });
    await create({ name: 'Mugwort Tea', priceData: { price: '8' } });
    const found = async (words: string[], authorization = visitor) =>
      (
        await query(
          {
            query: { filter: { nameWords: { $hasAll: words } }, sort: [{ fieldName: 'name' }] },
            includeHiddenProducts: true,
          },
          authorization,
        )
      )
        .json()
        .products.map((p: { name: string }) => p.name);
    // A whole word, anywhere in the name: "mug" is not "Mugwort".
    expect(await found(['mug'])).toEqual(['Ceramic Mug']);
    expect(await found(['cafe'])).toEqual(['Café Crème Cup']);
    expect(await found(['creme', 'cup'])).toEqual(['Café Crème Cup']);
    expect(await found(['creme', 'mug'])).toEqual([]);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/stores/v1/products/${cup.id}`,
      headers: owner(),
      payload: { product: { name: 'Espresso Cup', visible: false } },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await found(['cafe'])).toEqual([]);
    // Hidden: the owner finds it, a visitor does not.
    expect(await found(['espresso'])).toEqual([]);
    expect(await found(['espresso'], t.ownerApiKey)).toEqual(['Espresso Cup']);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/stores/v1/products/${cup.id}`,
      headers: owner(),
    });
    expect(removed.statusCode).toBe(200);
    expect(await found(['espresso'], t.ownerApiKey)).toEqual([]);
    const rows = await t.db.one<{ n: number | string }>(
      sql`SELECT COUNT(*) AS n FROM product_name_words WHERE product_id = ${cup.id}`,
    );
    expect(Number(rows?.n)).toBe(0);
  });

  it('hides invisible products from visitors but not from the owner', async () => {
    const { product } = (
      await create({ name: 'Secret Prototype', visible: false, priceData: { price: 1 } })
    ).json();
    const filter = { query: { filter: { name: 'Secret Prototype' } } };
    expect((await query(filter)).json().products).toEqual([]);
    expect(
      (await query({ ...filter, includeHiddenProducts: true }, t.ownerApiKey)).json().products,
    ).toHaveLength(1);
    const asVisitor = await t.app.inject({
      method: 'GET',
      url: `/stores-reader/v1/products/${product.id}`,
      headers: { authorization: visitor },
    });
    expect(asVisitor.statusCode).toBe(404);
  });

  it('gets a product by id, ignoring the id repeated in the query string', async () => {
    const { product } = (await create({ name: 'Ceramic Mug', priceData: { price: '12.00' } })).json();
    const response = await t.app.inject({
      method: 'GET',
      url: `/stores-reader/v1/products/${product.id}?id=${product.id}`,
      headers: { authorization: visitor },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().product).toMatchObject({
      id: product.id,
      name: 'Ceramic Mug',
      priceRange: { minValue: 12, maxValue: 12 },
    });
  });

  it('updates prices exactly, keeps variants when options are unchanged, and records events', async () => {
    const { product } = (
      await create({
        name: 'Wool Beanie',
        priceData: { price: '10' },
        productOptions: [{ name: 'Color', choices: [{ description: 'Grey' }] }],
      })
    ).json();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/stores/v1/products/${product.id}`,
      headers: owner(),
      payload: { product: { priceData: { price: '10.10' }, discount: { type: 'AMOUNT', value: '0.30' } } },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json().product;
    expect(updated.priceData).toMatchObject({
      price: 10.1,
      discountedPrice: 9.8,
      formatted: { discountedPrice: '$9.80' },
    });
    expect(updated.variants[0].id).toBe(product.variants[0].id);
  });

  it('refuses writes from visitors, bad input with a validation error, and a taken slug', async () => {
    const asVisitor = await t.app.inject({
      method: 'POST',
      url: '/stores/v1/products',
      headers: { authorization: visitor },
      payload: { product: { name: 'x' } },
    });
    expect(asVisitor.statusCode).toBe(403);
    const badPrice = await create({ name: 'Bad', priceData: { price: '1.999' } });
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json().details.validationError.fieldViolations[0].field).toBe('product.priceData.price');
    const noName = await create({ priceData: { price: 1 } });
    expect(noName.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'product.name',
      violatedRule: 'REQUIRED_FIELD',
    });
    await create({ name: 'Unique', slug: 'unique' });
    const taken = await create({ name: 'Other', slug: 'unique' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details.applicationError.code).toBe('SLUG_ALREADY_EXISTS');
    const sameName = (await create({ name: 'Unique' })).json().product;
    expect(sameName.slug).toBe('unique-2');
  });

  it('groups products in collections, found by slug', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/stores/v1/collections',
      headers: owner(),
      payload: { collection: { name: 'Kitchen' } },
    });
    const { collection } = created.json();
    expect(collection).toMatchObject({ name: 'Kitchen', slug: 'kitchen', numberOfProducts: 0 });
    const mug = (await create({ name: 'Espresso Cup', priceData: { price: 9 } })).json().product;
    const added = await t.app.inject({
      method: 'POST',
      url: `/stores/v1/collections/${collection.id}/productIds`,
      headers: owner(),
      payload: { productIds: [mug.id] },
    });
    expect(added.statusCode).toBe(200);
    const bySlug = await t.app.inject({
      method: 'GET',
      url: '/stores/v1/collections/slug/kitchen',
      headers: { authorization: visitor },
    });
    expect(bySlug.json().collection.numberOfProducts).toBe(1);
    const inCollection = await query({ query: { filter: { collectionIds: { $hasSome: [collection.id] } } } });
    expect(inCollection.json().products.map((p: { id: string }) => p.id)).toEqual([mug.id]);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/stores/v1/collections/${collection.id}/productIds`,
      headers: owner(),
      payload: { productIds: [mug.id, 'no-such-product'] },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe.each(testDialects)('variants and labels on %s', (dialect) => {
  let t: TestApp;
  let product: { id: string; variants: { id: string; choices: Record<string, string> }[] };
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    product = (
      await t.app.inject({
        method: 'POST',
        url: '/stores/v1/products',
        headers: { authorization: t.ownerApiKey },
        payload: {
          product: {
            name: 'Hoodie',
            priceData: { price: '60' },
            brand: 'Bazaar',
            ribbon: 'Sale',
            productOptions: [
              { name: 'Size', choices: [{ description: 'S' }, { description: 'M' }] },
              { name: 'Color', choices: [{ description: 'Grey' }, { description: 'Black' }] },
            ],
          },
        },
      })
    ).json().product;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: t.ownerApiKey }, payload });

  it('tells which choices remain and which variant all choices make', async () => {
    const partial = (
      await post(`/stores-reader/v1/products/${product.id}/productOptionsAvailability`, {
        options: { Size: 'M' },
      })
    ).json();
    expect(partial.availableForPurchase).toBe(false);
    expect(partial.selectedVariant).toBeUndefined();
    const full = (
      await post(`/stores-reader/v1/products/${product.id}/productOptionsAvailability`, {
        options: { Size: 'M', Color: 'Black' },
      })
    ).json();
    expect(full.availableForPurchase).toBe(true);
    expect(full.selectedVariant).toMatchObject({
      choices: { Size: 'M', Color: 'Black' },
      price: { price: 60 },
    });
    const wrong = await post(`/stores-reader/v1/products/${product.id}/productOptionsAvailability`, {
      options: { Fabric: 'Wool' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.validationError.fieldViolations[0].field).toBe('options.Fabric');
  });

  it('queries variants by choices and ids', async () => {
    const grey = (
      await post(`/stores-reader/v1/products/${product.id}/variants/query`, { choices: { Color: 'Grey' } })
    ).json();
    expect(grey.totalResults).toBe(2);
    expect(grey.variants.map((v: { choices: Record<string, string> }) => v.choices.Size)).toEqual(['S', 'M']);
    const first = product.variants[0]?.id ?? '';
    const byId = (
      await post(`/stores-reader/v1/products/${product.id}/variants/query`, { variantIds: [first] })
    ).json();
    expect(byId.variants.map((v: { id: string }) => v.id)).toEqual([first]);
  });

  it('removes the brand and the ribbon', async () => {
    expect((await post(`/stores/v1/products/${product.id}/remove-brand`, {})).statusCode).toBe(200);
    expect((await post(`/stores/v1/products/${product.id}/remove-ribbon`, {})).statusCode).toBe(200);
    const read = (
      await t.app.inject({
        method: 'GET',
        url: `/stores-reader/v1/products/${product.id}`,
        headers: { authorization: t.ownerApiKey },
      })
    ).json();
    expect(read.product.brand).toBeUndefined();
    expect(read.product.ribbon).toBeUndefined();
  });
});
