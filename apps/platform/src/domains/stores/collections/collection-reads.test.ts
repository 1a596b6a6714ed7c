import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');

/** Collection reads for storefronts: by id, by slug and by query; hidden ones for the owner only. */
describe.each(testDialects)('collection reads on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  const ids: Record<string, string> = {};
  const call = (authorization: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    visitor = await t.visitorToken();
    for (const [name, visible] of [
      ['Shoes', true],
      ['Bags', true],
      ['Drafts', false],
    ] as const) {
      const created = await call(t.ownerApiKey, 'POST', '/stores/v1/collections', {
        collection: { name, visible },
      });
      ids[name] = created.json().collection.id;
    }
    const product = await call(t.ownerApiKey, 'POST', '/stores/v1/products', {
      product: { name: 'Boot', priceData: { price: '80' } },
    });
    await call(t.ownerApiKey, 'POST', `/stores/v1/collections/${ids.Shoes}/productIds`, {
      productIds: [product.json().product.id],
    });
  });
  afterAll(() => t.close());

  const names = (response: { json(): { collections: { name: string }[] } }) =>
    response.json().collections.map((collection) => collection.name);

  it('queries visible collections for visitors, all of them for the owner, by every path', async () => {
    const sorted = { query: { sort: [{ fieldName: 'name', order: 'ASC' }] } };
    const listed = await call(visitor, 'POST', '/stores-reader/v1/collections/query', sorted);
    expect(listed.statusCode).toBe(200);
    expect(names(listed)).toEqual(['Bags', 'Shoes']);
    expect(listed.json().metadata).toEqual({ count: 2, offset: 0, total: 2 });
    expect(listed.json().collections[1]).toMatchObject({ numberOfProducts: 1, visible: true });

    const official = await call(visitor, 'GET', `/v2/collections/query?.r=${encode(sorted)}`);
    expect(names(official)).toEqual(['Bags', 'Shoes']);
    // A visitor's filter cannot reach hidden ones; the owner's finds them.
    const hidden = { query: { filter: { visible: false } } };
    expect(names(await call(visitor, 'POST', '/stores-reader/v1/collections/query', hidden))).toEqual([]);
    expect(names(await call(t.ownerApiKey, 'POST', '/stores-reader/v1/collections/query', hidden))).toEqual([
      'Drafts',
    ]);
  });

  it('gets one by id or by slug; a hidden one is not found by a visitor', async () => {
    const byId = await call(visitor, 'GET', `/v2/collections/${ids.Shoes}`);
    expect(byId.json().collection).toMatchObject({ name: 'Shoes', slug: 'shoes', numberOfProducts: 1 });
    expect((await call(visitor, 'GET', '/v2/collections/slug/bags')).json().collection.name).toBe('Bags');
    expect((await call(visitor, 'GET', `/stores-reader/v1/collections/${ids.Drafts}`)).statusCode).toBe(404);
    expect((await call(visitor, 'GET', '/stores-reader/v1/collections/slug/drafts')).statusCode).toBe(404);
    expect((await call(t.ownerApiKey, 'GET', `/stores-reader/v1/collections/${ids.Drafts}`)).statusCode).toBe(
      200,
    );
  });

  it('refuses fields it cannot filter on, and bad paging, with a validation error', async () => {
    const unknown = await call(visitor, 'POST', '/stores-reader/v1/collections/query', {
      query: { filter: { colour: 'red' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.validationError.fieldViolations[0].field).toContain('filter');
  });
});
