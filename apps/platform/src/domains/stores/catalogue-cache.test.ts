import { STORES_APP_ID } from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { TEST_SECRETS_KEY } from '../../testing/secrets-key.js';
import { TEST_CARDS } from '../payments/test-provider.js';

interface WireProduct {
  id: string;
  name: string;
  visible: boolean;
  priceData: { price: number; formatted: { price: string } };
  stock: { quantity?: number; inStock: boolean };
}

/**
 * Catalogue queries are answered from a cache of finished answers (route `cacheKey`). These
 * tests prove that the cache never shows what the database no longer says: every kind of write
 * shows in the very next answer, also on a second platform instance sharing the database, and
 * the owner's answers never reach a visitor.
 */
describe.each(testDialects)('cached catalogue answers on %s', (dialect) => {
  let t: TestApp;
  /** A second platform on the same database, with a cache of its own (another process, in effect). */
  let other: FastifyInstance;
  let visitor: string;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    other = (
      await buildApp({
        config: loadConfig({ DATABASE_FILE: ':memory:', SECRETS_KEY: TEST_SECRETS_KEY }),
        db: t.db,
        logger: false,
      })
    ).app;
    visitor = await t.visitorToken();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const call = (app: FastifyInstance, authorization: string, method: string, url: string, payload?: object) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: { authorization },
      ...(payload ? { payload } : {}),
    });

  /** The products whose names start with `prefix`, as the storefront asks for them (a `.r` GET). */
  const query = async (app: FastifyInstance, authorization: string, prefix: string, extra: object = {}) => {
    const payload = {
      query: { filter: { name: { $startsWith: prefix } }, sort: [{ fieldName: 'name' }] },
      ...extra,
    };
    const r = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const response = await call(
      app,
      authorization,
      'GET',
      `/stores-reader/v1/products/query-platformized?.r=${r}`,
    );
    expect(response.statusCode).toBe(200);
    return response;
  };
  const products = async (...args: Parameters<typeof query>) =>
    (await query(...args)).json().products as WireProduct[];

  const createProduct = async (product: object) => {
    const response = await call(t.app, t.ownerApiKey, 'POST', '/stores/v1/products', { product });
    expect(response.statusCode).toBe(200);
    return response.json().product as WireProduct & { variants: { id: string }[] };
  };

  it('sends a repeated query the same bytes, as JSON, from either path', async () => {
    await createProduct({ name: 'Same Bytes Mug', priceData: { price: '12.50' } });
    const first = await query(t.app, visitor, 'Same Bytes');
    const second = await query(t.app, visitor, 'Same Bytes');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    const post = await call(t.app, visitor, 'POST', '/stores-reader/v1/products/query-platformized', {
      query: { filter: { name: { $startsWith: 'Same Bytes' } }, sort: [{ fieldName: 'name' }] },
    });
    expect(post.body).toBe(first.body);
    expect(first.json().products[0].priceData.formatted.price).toBe('$12.50');
  });

  it('shows a created, changed and deleted product at once, also on the other instance', async () => {
    const tee = await createProduct({ name: 'Fresh Tee', priceData: { price: '20' } });
    expect((await products(other, visitor, 'Fresh')).map((p) => p.name)).toEqual(['Fresh Tee']);
    expect((await products(t.app, visitor, 'Fresh')).map((p) => p.name)).toEqual(['Fresh Tee']);

    await createProduct({ name: 'Fresh Cap', priceData: { price: '15' } });
    expect((await products(other, visitor, 'Fresh')).map((p) => p.name)).toEqual(['Fresh Cap', 'Fresh Tee']);

    const changed = await call(t.app, t.ownerApiKey, 'PATCH', `/stores/v1/products/${tee.id}`, {
      product: { priceData: { price: '18' } },
    });
    expect(changed.statusCode).toBe(200);
    const [, repriced] = await products(other, visitor, 'Fresh');
    expect(repriced?.priceData.formatted.price).toBe('$18.00');

    expect((await call(t.app, t.ownerApiKey, 'DELETE', `/stores/v1/products/${tee.id}`)).statusCode).toBe(
      200,
    );
    expect((await products(other, visitor, 'Fresh')).map((p) => p.name)).toEqual(['Fresh Cap']);
    expect((await products(t.app, visitor, 'Fresh')).map((p) => p.name)).toEqual(['Fresh Cap']);
  });

  it('shows the stock an order took in the next answer, and keeps it when a card is declined', async () => {
    const lamp = await createProduct({ name: 'Stocked Lamp', priceData: { price: '40' } });
    const inventory = await call(
      t.app,
      t.ownerApiKey,
      'PATCH',
      `/stores/v2/inventoryItems/product/${lamp.id}`,
      {
        inventoryItem: { trackQuantity: true, variants: [{ variantId: lamp.variants[0]?.id, quantity: 3 }] },
      },
    );
    expect(inventory.statusCode).toBe(200);
    expect((await products(other, visitor, 'Stocked'))[0]?.stock.quantity).toBe(3);

    const buyer = await t.visitorToken();
    const added = await call(t.app, buyer, 'POST', '/ecom/v1/carts/current/add-to-cart', {
      lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: lamp.id }, quantity: 2 }],
    });
    expect(added.statusCode).toBe(200);
    const { checkoutId } = (
      await call(t.app, buyer, 'POST', '/ecom/v1/carts/current/create-checkout', { channelType: 'WEB' })
    ).json();
    const pay = (number: string) =>
      call(t.app, buyer, 'POST', `/ecom/v1/checkouts/${checkoutId}/pay`, {
        email: 'buyer@example.com',
        card: { number, expiryMonth: 12, expiryYear: 2099, cvc: '123' },
      });

    expect((await pay(TEST_CARDS.declined)).statusCode).toBe(402);
    expect((await products(other, visitor, 'Stocked'))[0]?.stock.quantity).toBe(3);

    expect((await pay(TEST_CARDS.approved)).statusCode).toBe(200);
    expect((await products(other, visitor, 'Stocked'))[0]?.stock.quantity).toBe(1);
    expect((await products(t.app, visitor, 'Stocked'))[0]?.stock.quantity).toBe(1);
  });

  it("never gives a visitor the owner's answer to the same query, nor the other way round", async () => {
    await createProduct({ name: 'Hidden Vase', priceData: { price: '30' }, visible: false });
    await createProduct({ name: 'Hidden-not Bowl', priceData: { price: '25' } });
    const withHidden = { includeHiddenProducts: true };

    expect((await products(t.app, visitor, 'Hidden', withHidden)).map((p) => p.name)).toEqual([
      'Hidden-not Bowl',
    ]);
    expect((await products(t.app, t.ownerApiKey, 'Hidden', withHidden)).map((p) => p.name)).toEqual([
      'Hidden Vase',
      'Hidden-not Bowl',
    ]);
    expect((await products(t.app, visitor, 'Hidden', withHidden)).map((p) => p.name)).toEqual([
      'Hidden-not Bowl',
    ]);
  });

  it('formats prices in a newly chosen site currency at once', async () => {
    await createProduct({ name: 'Currency Clock', priceData: { price: '99' } });
    expect((await products(other, visitor, 'Currency'))[0]?.priceData.formatted.price).toBe('$99.00');
    const euro = await call(t.app, t.ownerApiKey, 'PATCH', '/sites/v1/site', {
      site: { settings: { currency: 'EUR' } },
    });
    expect(euro.statusCode).toBe(200);
    expect((await products(other, visitor, 'Currency'))[0]?.priceData.formatted.price).toBe('€99.00');
    await call(t.app, t.ownerApiKey, 'PATCH', '/sites/v1/site', { site: { settings: { currency: 'USD' } } });
    expect((await products(other, visitor, 'Currency'))[0]?.priceData.formatted.price).toBe('$99.00');
  });
});
