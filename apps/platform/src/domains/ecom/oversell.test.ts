import { STORES_APP_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../kernel/db/sql.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { TEST_CARDS } from '../payments/test-provider.js';

const BUYERS = 50;
const STOCK = 5;

/**
 * The race, through the public API: every buyer has the last items in a checkout, and all
 * pay at once. Stock is taken under a row lock when the order is placed, so exactly STOCK win.
 */
describe.each(testDialects)('fifty buyers for five of one variant on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  const call = (authorization: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

  it(`places exactly ${STOCK} paid orders, leaves the variant at 0 and tells the others it sold out`, async () => {
    const product = (
      await call(t.ownerApiKey, 'POST', '/stores/v1/products', {
        product: {
          name: 'Limited Hoodie',
          priceData: { price: '65' },
          productOptions: [{ name: 'Size', choices: [{ description: 'M' }, { description: 'L' }] }],
        },
      })
    ).json().product;
    const medium = product.variants.find((v: { choices: { Size: string } }) => v.choices.Size === 'M');
    const large = product.variants.find((v: { choices: { Size: string } }) => v.choices.Size === 'L');
    await call(t.ownerApiKey, 'PATCH', `/stores/v2/inventoryItems/product/${product.id}`, {
      inventoryItem: {
        trackQuantity: true,
        variants: [
          { variantId: medium.id, quantity: STOCK },
          { variantId: large.id, quantity: 20 },
        ],
      },
    });

    const checkouts = await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        const visitor = await t.visitorToken();
        const added = await call(visitor, 'POST', '/ecom/v1/carts/current/add-to-cart', {
          lineItems: [
            {
              catalogReference: {
                appId: STORES_APP_ID,
                catalogItemId: product.id,
                options: { variantId: medium.id },
              },
              quantity: 1,
            },
          ],
        });
        expect(added.statusCode).toBe(200);
        const checkout = await call(visitor, 'POST', '/ecom/v1/carts/current/create-checkout', {
          channelType: 'WEB',
        });
        return { visitor, checkoutId: checkout.json().checkoutId as string };
      }),
    );

    const results = await Promise.all(
      checkouts.map(({ visitor, checkoutId }) =>
        call(visitor, 'POST', `/ecom/v1/checkouts/${checkoutId}/pay`, {
          email: 'race@example.com',
          card: { number: TEST_CARDS.approved, expiryMonth: 12, expiryYear: 2099, cvc: '123' },
        }),
      ),
    );

    const paid = results.filter((response) => response.statusCode === 200);
    const refused = results.filter((response) => response.statusCode !== 200);
    expect(paid).toHaveLength(STOCK);
    expect(paid.every((response) => response.json().order.paymentStatus === 'PAID')).toBe(true);
    expect(new Set(paid.map((response) => response.json().order.number)).size).toBe(STOCK);
    expect(refused).toHaveLength(BUYERS - STOCK);
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(response.json().details.applicationError).toMatchObject({
        code: 'INSUFFICIENT_INVENTORY',
        data: { quantityAvailable: 0 },
      });
    }

    const variants = (
      await call(t.ownerApiKey, 'POST', `/stores-reader/v1/products/${product.id}/variants/query`, {})
    ).json().variants;
    const stockOf = (id: string) => variants.find((v: { id: string }) => v.id === id).stock;
    expect(stockOf(medium.id)).toMatchObject({ quantity: 0, inStock: false });
    expect(stockOf(large.id)).toMatchObject({ quantity: 20 });
    // Exactly the winners were charged: one order row per paid answer, none for the others.
    const orders = await t.db.all<{ id: string }>(sql`SELECT id FROM orders WHERE site_id = ${t.siteId}`);
    expect(orders).toHaveLength(STOCK);
  });
});
