import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');

// Catalogue answers take unchanged products' wire shape from memory (presented-products.ts):
// the answer must be the one presenting them afresh gives, byte for byte, and follow every write.
describe.each(testDialects)('catalogue answers from presented products on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  let distinct = 0;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    visitor = await t.visitorToken();
    const owner = { authorization: t.ownerApiKey };
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: owner, payload });
    await post('/stores/v1/products', {
      product: {
        name: 'Presented Shirt',
        priceData: { price: '49.90' },
        costAndProfitData: { itemCost: '20' },
        discount: { type: 'PERCENT', value: 10 },
        manageVariants: true,
        productOptions: [{ name: 'Size', choices: [{ description: 'S' }, { description: 'M' }] }],
      },
    });
    await post('/stores/v1/products', {
      product: {
        name: 'Presented Mug',
        priceData: { price: '12' },
        stock: { trackInventory: true, quantity: 3 },
      },
    });
  });
  afterAll(() => t.close());

  /** The query with a filter never sent before, so the route's answer cache cannot serve it. */
  const query = (body: Record<string, unknown>, authorization = visitor) => {
    distinct += 1;
    const payload = { ...body, query: { filter: { numericId: { $ne: -distinct } }, paging: { limit: 100 } } };
    return t.app.inject({
      method: 'GET',
      url: `/stores-reader/v1/products/query-platformized?.r=${encode(payload)}`,
      headers: { authorization },
    });
  };

  it('answers the same bytes the first time (presented) and the next (from memory)', async () => {
    for (const [body, as] of [
      [{}, visitor],
      [{ includeVariants: true }, visitor],
      [{ includeVariants: true, includeMerchantSpecificData: true }, t.ownerApiKey],
      [{ includeMerchantSpecificData: true }, t.ownerApiKey],
    ] as const) {
      const first = await query(body, as);
      const again = await query(body, as);
      expect(first.statusCode).toBe(200);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });

  it('shows each product exactly as reading it alone presents it', async () => {
    const listed = (
      await query({ includeVariants: true, includeMerchantSpecificData: true }, t.ownerApiKey)
    ).json().products as { id: string }[];
    expect(listed).toHaveLength(2);
    for (const product of listed) {
      const alone = await t.app.inject({
        method: 'GET',
        url: `/stores-reader/v1/products/${product.id}?includeMerchantSpecificData=true`,
        headers: { authorization: t.ownerApiKey },
      });
      expect(product).toEqual(alone.json().product);
    }
    // Without the merchant's data and variants, for a visitor, nothing of them leaks from memory.
    const plain = (await query({})).json().products as Record<string, unknown>[];
    for (const product of plain) {
      expect(product).not.toHaveProperty('variants');
      expect(product).not.toHaveProperty('costAndProfitData');
    }
  });

  it('follows a write to a product at once', async () => {
    const before = (await query({})).json().products as {
      id: string;
      name: string;
      price: { price: number };
    }[];
    const mug = before.find((product) => product.name === 'Presented Mug');
    expect(mug?.price.price).toBe(12);
    await t.app.inject({
      method: 'PATCH',
      url: `/stores/v1/products/${mug?.id}`,
      headers: { authorization: t.ownerApiKey },
      payload: { product: { priceData: { price: '13.25' } } },
    });
    const after = (await query({})).json().products as {
      id: string;
      price: { price: number; formatted: object };
    }[];
    expect(after.find((product) => product.id === mug?.id)?.price).toMatchObject({
      price: 13.25,
      formatted: { price: '$13.25' },
    });
  });

  it('reads a page by cursor the same way (ids and revisions first, then the missing documents)', async () => {
    const payload = { query: { sort: [{ fieldName: 'name', order: 'ASC' }], cursorPaging: { limit: 1 } } };
    const response = await t.app.inject({
      method: 'GET',
      url: `/stores-reader/v1/products/query-platformized?.r=${encode(payload)}`,
      headers: { authorization: visitor },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().products.map((product: { name: string }) => product.name)).toEqual([
      'Presented Mug',
    ]);
  });
});
