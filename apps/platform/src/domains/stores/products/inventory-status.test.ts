import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';

/** Products found by their stock (`stock.inventoryStatus`), as the owner's list filters them. */
describe.each(testDialects)('products by stock on %s', (dialect) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, headers: { authorization: t.ownerApiKey }, payload });
  const withStatus = async (status: string, as = t.ownerApiKey) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/stores-reader/v1/products/query-platformized',
      headers: { authorization: as },
      payload: {
        query: { filter: { 'stock.inventoryStatus': status }, sort: [{ fieldName: 'name', order: 'ASC' }] },
        includeHiddenProducts: as === t.ownerApiKey,
      },
    });
    expect(response.statusCode).toBe(200);
    return response.json().products.map((product: { name: string }) => product.name);
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const make = async (name: string, product: object) => {
      ids[name] = (
        await call('POST', '/stores/v1/products', {
          product: { name, priceData: { price: '5' }, ...product },
        })
      ).json().product.id;
    };
    await make('Anchor', { stock: { trackInventory: true, quantity: 0 } });
    await make('Buoy', { stock: { trackInventory: true, quantity: 3 } });
    await make('Compass', { stock: { trackInventory: false, inStock: false } });
    await make('Dinghy', {
      productOptions: [{ name: 'Size', choices: [{ description: 'S' }, { description: 'L' }] }],
      manageVariants: true,
    });
    const { variants } = (
      await t.app.inject({
        method: 'POST',
        url: `/stores-reader/v1/products/${ids.Dinghy}/variants/query`,
        headers: { authorization: t.ownerApiKey },
        payload: {},
      })
    ).json();
    await call('PATCH', `/stores/v2/inventoryItems/product/${ids.Dinghy}`, {
      inventoryItem: {
        trackQuantity: true,
        variants: variants.map((variant: { id: string; choices: { Size: string } }) => ({
          variantId: variant.id,
          quantity: variant.choices.Size === 'S' ? 0 : 2,
        })),
      },
    });
  });
  afterAll(() => t.close());

  it('filters on what each product answers as its stock, its variants counted', async () => {
    expect(await withStatus('OUT_OF_STOCK')).toEqual(['Anchor', 'Compass']);
    expect(await withStatus('PARTIALLY_OUT_OF_STOCK')).toEqual(['Dinghy']);
    expect(await withStatus('IN_STOCK')).toEqual(['Buoy']);
    expect(await withStatus('IN_STOCK', await t.visitorToken())).toEqual(['Buoy']);
  });

  it('follows every change of stock', async () => {
    await call('PATCH', `/stores/v1/products/${ids.Anchor}`, {
      product: { stock: { trackInventory: true, quantity: 4 } },
    });
    await call('PATCH', `/stores/v1/products/${ids.Buoy}`, {
      product: { stock: { trackInventory: true, quantity: 0 } },
    });
    expect(await withStatus('OUT_OF_STOCK')).toEqual(['Buoy', 'Compass']);
    expect(await withStatus('IN_STOCK')).toEqual(['Anchor']);
  });
});
