import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';

/**
 * Collection queries are kept under the catalogue's revision: the same query twice is one read,
 * and every change a collection answer shows (a collection made, renamed, hidden or deleted, a
 * product added or removed) is in the next answer.
 */
describe.each(testDialects)('kept collection answers on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  const owner = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: t.ownerApiKey }, ...(payload ? { payload } : {}) });
  const listed = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/stores-reader/v1/collections/query',
      headers: { authorization: visitor },
      payload: { query: { sort: [{ fieldName: 'name' }] } },
    });
    expect(response.statusCode).toBe(200);
    return response
      .json()
      .collections.map((c: { name: string; numberOfProducts: number }) => `${c.name} ${c.numberOfProducts}`);
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    visitor = await t.visitorToken();
  });
  afterAll(() => t.close());

  it('shows every change in the next answer', async () => {
    const before = await listed();
    const made = (await owner('POST', '/stores/v1/collections', { collection: { name: 'Aprons' } })).json()
      .collection;
    expect(await listed()).toEqual(['Aprons 0', ...before].sort());
    const product = (
      await owner('POST', '/stores/v1/products', {
        product: { name: 'Linen Apron', priceData: { price: '20' } },
      })
    ).json().product;
    await owner('POST', `/stores/v1/collections/${made.id}/productIds`, { productIds: [product.id] });
    expect(await listed()).toContain('Aprons 1');
    await owner('PATCH', `/stores/v1/collections/${made.id}`, { collection: { name: 'Aprons and Cloths' } });
    expect(await listed()).toContain('Aprons and Cloths 1');
    await owner('POST', `/stores/v1/collections/${made.id}/productIds/delete`, { productIds: [product.id] });
    expect(await listed()).toContain('Aprons and Cloths 0');
    await owner('PATCH', `/stores/v1/collections/${made.id}`, { collection: { visible: false } });
    expect(await listed()).toEqual(before);
    await owner('DELETE', `/stores/v1/collections/${made.id}`);
    expect(await listed()).toEqual(before);
  });
});
