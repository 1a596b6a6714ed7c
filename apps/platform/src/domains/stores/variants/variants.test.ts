import { STORES_APP_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';

describe.each(testDialects)('variant data and inventory on %s', (dialect) => {
  let t: TestApp;
  let product: { id: string; variants: { id: string; choices: Record<string, string> }[] };
  const owner = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: t.ownerApiKey }, ...(payload ? { payload } : {}) });
  const read = async () => (await owner('GET', `/stores-reader/v1/products/${product.id}`)).json().product;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    product = (
      await owner('POST', '/stores/v1/products', {
        product: {
          name: 'Sneaker',
          priceData: { price: '80' },
          productOptions: [
            { name: 'Size', choices: [{ description: '41' }, { description: '42' }, { description: '43' }] },
          ],
        },
      })
    ).json().product;
  });
  afterAll(() => t.close());

  it('prices variants on their own, which moves the price range', async () => {
    const response = await owner('PATCH', `/stores/v1/products/${product.id}/variants`, {
      variants: [{ choices: { Size: '43' }, price: '95.50', sku: 'SNK-43' }],
    });
    expect(response.statusCode).toBe(200);
    const big = response
      .json()
      .variants.find((v: { choices: Record<string, string> }) => v.choices.Size === '43');
    expect(big.variant).toMatchObject({
      priceData: { price: 95.5, formatted: { price: '$95.50' } },
      sku: 'SNK-43',
    });
    expect((await read()).priceRange).toEqual({ minValue: 80, maxValue: 95.5 });
    const unknown = await owner('PATCH', `/stores/v1/products/${product.id}/variants`, {
      variants: [{ choices: { Size: '50' }, price: '1' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.validationError.fieldViolations[0].field).toBe('variants[0]');
  });

  it('tracks stock per variant: partly out of stock, and an empty variant cannot be added to a cart', async () => {
    const [small, medium, large] = product.variants;
    const response = await owner('PATCH', `/stores/v2/inventoryItems/product/${product.id}`, {
      inventoryItem: {
        trackQuantity: true,
        variants: [
          { variantId: small?.id, quantity: 0 },
          { variantId: medium?.id, quantity: 2 },
          { variantId: large?.id, quantity: 1 },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const updated = await read();
    expect(updated.stock).toMatchObject({
      trackInventory: true,
      quantity: 3,
      inventoryStatus: 'PARTIALLY_OUT_OF_STOCK',
    });
    expect(updated.productOptions[0].choices.map((c: { inStock: boolean }) => c.inStock)).toEqual([
      false,
      true,
      true,
    ]);

    const visitor = await t.visitorToken();
    const add = (size: string, quantity: number) =>
      t.app.inject({
        method: 'POST',
        url: '/ecom/v1/carts/current/add-to-cart',
        headers: { authorization: visitor },
        payload: {
          lineItems: [
            {
              catalogReference: {
                appId: STORES_APP_ID,
                catalogItemId: product.id,
                options: { options: { Size: size } },
              },
              quantity,
            },
          ],
        },
      });
    expect((await add('41', 1)).statusCode).toBe(409);
    expect((await add('42', 3)).json().details.applicationError.data.quantityAvailable).toBe(2);
    expect((await add('42', 2)).statusCode).toBe(200);
  });

  it('refuses options that would make more than 300 variants, and keeps the product as it was', async () => {
    const choices = (prefix: string) =>
      Array.from({ length: 30 }, (_, i) => ({ description: `${prefix}${i}` }));
    const huge = await owner('PATCH', `/stores/v1/products/${product.id}`, {
      product: {
        productOptions: ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => ({ name, choices: choices(name) })),
      },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().details.applicationError).toMatchObject({ code: 'TOO_MANY_VARIANTS' });
    expect((await read()).productOptions.map((option: { name: string }) => option.name)).toEqual(['Size']);
  });

  it('resets variant data to the product defaults', async () => {
    expect(
      (await owner('POST', `/stores/v1/products/${product.id}/variants/resetToDefault`, {})).statusCode,
    ).toBe(200);
    expect((await read()).priceRange).toEqual({ minValue: 80, maxValue: 80 });
  });
});

describe.each(testDialects)('deleting options on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('leaves one default variant and no options', async () => {
    const headers = { authorization: t.ownerApiKey };
    const { product } = (
      await t.app.inject({
        method: 'POST',
        url: '/stores/v1/products',
        headers,
        payload: {
          product: {
            name: 'Scarf',
            productOptions: [{ name: 'Color', choices: [{ description: 'Red' }, { description: 'Blue' }] }],
          },
        },
      })
    ).json();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/stores/v1/products/${product.id}/options`, headers }))
        .statusCode,
    ).toBe(200);
    const read = (
      await t.app.inject({ method: 'GET', url: `/stores-reader/v1/products/${product.id}`, headers })
    ).json().product;
    expect(read.productOptions).toEqual([]);
    expect(read.variants).toEqual([
      expect.objectContaining({ id: '00000000-0000-0000-0000-000000000000', choices: {} }),
    ]);
  });
});
