import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';

/** A collection's own order: the products it shows first, set by the owner, read by anyone. */
describe.each(testDialects)('arranged collection products on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  let collectionId: string;
  let hiddenCollectionId: string;
  const products: Record<string, string> = {};
  const call = (authorization: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const arrange = (productIds: string[], id = collectionId) =>
    call(t.ownerApiKey, 'PUT', `/stores/v1/collections/${id}/arranged-products`, { productIds });
  const arranged = (as: string, id = collectionId) =>
    call(as, 'GET', `/stores-reader/v1/collections/${id}/arranged-products`);

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    visitor = await t.visitorToken();
    collectionId = (
      await call(t.ownerApiKey, 'POST', '/stores/v1/collections', { collection: { name: 'Teas' } })
    ).json().collection.id;
    hiddenCollectionId = (
      await call(t.ownerApiKey, 'POST', '/stores/v1/collections', {
        collection: { name: 'Soon', visible: false },
      })
    ).json().collection.id;
    for (const name of ['Sencha', 'Oolong', 'Rooibos', 'Outsider']) {
      products[name] = (
        await call(t.ownerApiKey, 'POST', '/stores/v1/products', {
          product: { name, priceData: { price: '6' } },
        })
      ).json().product.id;
    }
    await call(t.ownerApiKey, 'POST', `/stores/v1/collections/${collectionId}/productIds`, {
      productIds: [products.Sencha, products.Oolong, products.Rooibos],
    });
  });
  afterAll(() => t.close());

  it('is empty until the owner arranges it, then answers the order given, to visitors too', async () => {
    expect((await arranged(visitor)).json()).toEqual({ productIds: [] });
    const order = [products.Rooibos, products.Sencha] as string[];
    const set = await arrange(order);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ productIds: order });
    expect((await arranged(visitor)).json()).toEqual({ productIds: order });
    expect((await arranged(t.ownerApiKey)).json()).toEqual({ productIds: order });
  });

  it('refuses products outside the collection, repeats and more than 100, and changes nothing', async () => {
    const outside = await arrange([products.Oolong as string, products.Outsider as string]);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'productIds[1]',
    });
    expect((await arrange([products.Oolong as string, products.Oolong as string])).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, index) => `p${index}`);
    expect((await arrange(tooMany)).statusCode).toBe(400);
    expect((await arranged(visitor)).json().productIds).toEqual([products.Rooibos, products.Sencha]);
    expect((await arrange([products.Sencha as string], 'no-such-collection')).statusCode).toBe(404);
    const asVisitor = await call(visitor, 'PUT', `/stores/v1/collections/${collectionId}/arranged-products`, {
      productIds: [],
    });
    expect(asVisitor.statusCode).toBe(403);
  });

  it('drops a product that leaves the collection, and is emptied by an empty list', async () => {
    await call(t.ownerApiKey, 'POST', `/stores/v1/collections/${collectionId}/productIds/delete`, {
      productIds: [products.Rooibos],
    });
    expect((await arranged(visitor)).json()).toEqual({ productIds: [products.Sencha] });
    expect((await arrange([])).json()).toEqual({ productIds: [] });
    expect((await arranged(visitor)).json()).toEqual({ productIds: [] });
  });

  it("keeps a hidden collection's order from visitors", async () => {
    expect((await arranged(visitor, hiddenCollectionId)).statusCode).toBe(404);
    expect((await arranged(t.ownerApiKey, hiddenCollectionId)).json()).toEqual({ productIds: [] });
  });
});
