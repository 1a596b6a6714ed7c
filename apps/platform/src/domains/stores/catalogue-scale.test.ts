import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');

// Issue 12: the catalogue at the edges of what the contract allows, on both databases.
describe.each(testDialects)('catalogue scale on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  const owner = () => ({ authorization: t.ownerApiKey });
  const create = (product: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/stores/v1/products', headers: owner(), payload: { product } });
  const query = (payload: unknown) =>
    t.app.inject({
      method: 'GET',
      url: `/stores-reader/v1/products/query-platformized?.r=${encode(payload)}`,
      headers: owner(),
    });

  it('keeps a price of 999,999,999.99 (beyond 32-bit minor units): created, read back, sorted', async () => {
    const created = await create({ name: 'Island', priceData: { price: '999999999.99' } });
    expect(created.statusCode).toBe(200);
    const { product } = created.json();
    expect(product.priceData).toMatchObject({ price: 999999999.99, discountedPrice: 999999999.99 });
    expect(product.priceData.formatted.price).toBe('$999,999,999.99');

    const read = await t.app.inject({
      method: 'GET',
      url: `/stores-reader/v1/products/${product.id}`,
      headers: owner(),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().product.price.price).toBe(999999999.99);

    const sorted = await query({
      query: { sort: [{ fieldName: 'price', order: 'DESC' }], paging: { limit: 1 } },
    });
    expect(sorted.statusCode).toBe(200);
    expect(sorted.json().products.map((p: { id: string }) => p.id)).toEqual([product.id]);
    const filtered = await query({ query: { filter: { price: { $gte: 999999999.99 } } } });
    expect(filtered.json().products.map((p: { id: string }) => p.id)).toEqual([product.id]);
  });
});
