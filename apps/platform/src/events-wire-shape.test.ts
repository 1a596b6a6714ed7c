import { STORES_APP_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DomainEvent, pendingEvents } from './kernel/events.js';
import { buildTestApp, type TestApp } from './testing/app.js';
import { testDialects } from './testing/databases.js';

/**
 * Domain events carry their entity exactly as the public API answers with it (webhooks will send
 * them as they are): a product as the owner reads it, a cart as its visitor reads it.
 */
describe.each(testDialects)('domain events in wire shape on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  const call = (authorization: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const lastEvent = async (entityFqdn: string): Promise<DomainEvent | undefined> =>
    (await pendingEvents(t.db, 10_000)).filter((event) => event.entityFqdn === entityFqdn).at(-1);

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    visitor = await t.visitorToken();
  });
  afterAll(() => t.close());

  it('a product event holds the product the owner reads, after every kind of change', async () => {
    const created = await call(t.ownerApiKey, 'POST', '/stores/v1/products', {
      product: {
        name: 'Event Lamp',
        priceData: { price: '40' },
        costAndProfitData: { itemCost: '15' },
        productOptions: [{ name: 'Colour', choices: [{ description: 'Red' }, { description: 'Blue' }] }],
      },
    });
    const id = created.json().product.id as string;
    const read = async () =>
      (
        await call(t.ownerApiKey, 'GET', `/stores-reader/v1/products/${id}?includeMerchantSpecificData=true`)
      ).json().product;
    expect((await lastEvent('wix.stores.catalog.v1.product'))?.entity).toEqual(await read());

    const patched = await call(t.ownerApiKey, 'PATCH', `/stores/v1/products/${id}`, {
      product: { ribbon: 'New' },
    });
    expect(patched.statusCode).toBe(200);
    expect((await lastEvent('wix.stores.catalog.v1.product'))?.entity).toEqual(await read());

    // A change through another subject (variants) records the same shape.
    const variants = await call(t.ownerApiKey, 'PATCH', `/stores/v1/products/${id}/variants`, {
      variants: [{ choices: { Colour: 'Red' }, price: '45' }],
    });
    expect(variants.statusCode).toBe(200);
    expect((await lastEvent('wix.stores.catalog.v1.product'))?.entity).toMatchObject({ ribbon: 'New' });
    expect((await lastEvent('wix.stores.catalog.v1.product'))?.entity).toEqual(await read());
  });

  it('a cart event holds the cart its visitor reads, coupon and prices included', async () => {
    const product = (
      await call(t.ownerApiKey, 'POST', '/stores/v1/products', {
        product: { name: 'Event Mug', priceData: { price: '12.50' } },
      })
    ).json().product;
    const added = await call(visitor, 'POST', '/ecom/v1/carts/current/add-to-cart', {
      lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: product.id }, quantity: 2 }],
    });
    expect(added.statusCode).toBe(200);
    const event = await lastEvent('wix.ecom.v1.cart');
    expect(event?.entity).toEqual(added.json().cart);
    expect(event?.entity).toEqual((await call(visitor, 'GET', '/ecom/v1/carts/current')).json().cart);
  });
});
