import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';

describe.each(testDialects)('bulk product changes and collection edits on %s', (dialect) => {
  let t: TestApp;
  let ids: string[];
  const owner = (method: 'POST' | 'PATCH' | 'GET' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: t.ownerApiKey }, ...(payload ? { payload } : {}) });
  const price = async (id: string) =>
    (await owner('GET', `/stores-reader/v1/products/${id}`)).json().product.priceData.price as number;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    ids = [];
    for (const [name, amount] of [
      ['Fork', '4.00'],
      ['Knife', '6.00'],
      ['Spoon', '0.50'],
    ] as const) {
      ids.push(
        (
          await owner('POST', '/stores/v1/products', {
            product: { name, priceData: { price: amount }, weight: 0.05 },
          })
        ).json().product.id,
      );
    }
  });
  afterAll(() => t.close());

  it('sets a price on many products, reporting the ones it could not find', async () => {
    const response = await owner('POST', '/stores/v1/bulk/products/update', {
      ids: [...ids.slice(0, 2), 'no-such-product'],
      set: { price: '5.25' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 1, undetailedFailures: 0 });
    expect(body.results[2].itemMetadata).toMatchObject({
      id: 'no-such-product',
      originalIndex: 2,
      success: false,
      error: { code: 'PRODUCT_NOT_FOUND' },
    });
    expect(await price(ids[0] ?? '')).toBe(5.25);
  });

  it('adjusts prices by amounts and percentages exactly, and refuses to go below zero', async () => {
    await owner('POST', '/stores/v1/bulk/products/update', { ids, set: { price: '10.00' } });
    const raised = (
      await owner('POST', '/stores/v1/bulk/products/adjust-properties', {
        ids: ids.slice(0, 1),
        adjust: { price: { percentage: 12.5 } },
      })
    ).json();
    expect(raised.bulkActionMetadata.totalSuccesses).toBe(1);
    expect(await price(ids[0] ?? '')).toBe(11.25);
    await owner('POST', '/stores/v1/bulk/products/adjust-properties', {
      ids: ids.slice(1, 2),
      adjust: { price: { amount: '-2.35' } },
    });
    expect(await price(ids[1] ?? '')).toBe(7.65);
    const negative = (
      await owner('POST', '/stores/v1/bulk/products/adjust-properties', {
        ids: ids.slice(2),
        adjust: { price: { amount: '-20' } },
      })
    ).json();
    expect(negative.results[0].itemMetadata).toMatchObject({
      success: false,
      error: { code: 'NEGATIVE_AMOUNT' },
    });
    expect(await price(ids[2] ?? '')).toBe(10);
  });

  it('renames and deletes a collection; its products stay', async () => {
    const { collection } = (
      await owner('POST', '/stores/v1/collections', { collection: { name: 'Cutlery' } })
    ).json();
    await owner('POST', `/stores/v1/collections/${collection.id}/productIds`, { productIds: ids });
    const renamed = (
      await owner('PATCH', `/stores/v1/collections/${collection.id}`, {
        collection: { name: 'Flatware', slug: 'flatware' },
      })
    ).json();
    expect(renamed.collection).toMatchObject({ name: 'Flatware', slug: 'flatware', numberOfProducts: 3 });
    expect((await owner('DELETE', `/stores/v1/collections/${collection.id}`)).statusCode).toBe(200);
    expect((await owner('GET', '/stores/v1/collections/slug/flatware')).statusCode).toBe(404);
    const fork = (await owner('GET', `/stores-reader/v1/products/${ids[0]}`)).json().product;
    expect(fork.collectionIds).toEqual([]);
    expect((await owner('DELETE', `/stores/v1/collections/${collection.id}`)).statusCode).toBe(404);
  });
});
