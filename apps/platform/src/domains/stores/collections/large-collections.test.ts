import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';

const SIZE = 130;

/** A collection has no size limit: its count and its deletion reach past one page of products. */
describe.each(testDialects)('a collection of more than a page of products on %s', (dialect) => {
  let t: TestApp;
  let collection: { id: string; slug: string };
  const ids: string[] = [];
  const owner = (method: 'POST' | 'PATCH' | 'GET' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: t.ownerApiKey }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    collection = (
      await owner('POST', '/stores/v1/collections', { collection: { name: 'Everything' } })
    ).json().collection;
    for (let i = 0; i < SIZE; i++) {
      ids.push(
        (
          await owner('POST', '/stores/v1/products', {
            product: { name: `Item ${i}`, priceData: { price: '1' } },
          })
        ).json().product.id,
      );
    }
    for (let start = 0; start < SIZE; start += 100) {
      const added = await owner('POST', `/stores/v1/collections/${collection.id}/productIds`, {
        productIds: ids.slice(start, start + 100),
      });
      expect(added.statusCode).toBe(200);
    }
  }, 60_000);
  afterAll(() => t.close());

  it('counts every product, not the first hundred', async () => {
    const bySlug = await owner('GET', `/stores-reader/v1/collections/slug/${collection.slug}`);
    expect(bySlug.json().collection.numberOfProducts).toBe(SIZE);
    const renamed = await owner('PATCH', `/stores/v1/collections/${collection.id}`, {
      collection: { name: 'All' },
    });
    expect(renamed.json().collection.numberOfProducts).toBe(SIZE);
  });

  it('takes itself off every product when deleted', async () => {
    expect((await owner('DELETE', `/stores/v1/collections/${collection.id}`)).statusCode).toBe(200);
    const last = (await owner('GET', `/stores-reader/v1/products/${ids[SIZE - 1]}`)).json().product;
    expect(last.collectionIds).toEqual([]);
    const still = await owner('POST', '/stores-reader/v1/products/query-platformized', {
      query: { filter: { collectionIds: { $hasSome: [collection.id] } } },
      includeHiddenProducts: true,
    });
    expect(still.json().metadata.total).toBe(0);
  });
});
