import { STORES_APP_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineModule } from '../../domain-module.js';
import { adjustCounter } from '../../kernel/db/counters.js';
import type { Queryable } from '../../kernel/db/database.js';
import { sql } from '../../kernel/db/sql.js';
import { ApplicationError } from '../../kernel/errors.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { TEST_CARDS } from '../payments/test-provider.js';
import type { CatalogProvider } from './catalog.js';
import type { EcomModuleService } from './module.js';

const SEATS_APP_ID = 'test-seats-app';
const card = (number: string) => ({ number, expiryMonth: 12, expiryYear: 2099, cvc: '123' });

/**
 * A second app selling through the same cart and checkout, known to ecom only as a provider:
 * seats of a table it keeps itself, counted down by a conditional update.
 */
function seatsProvider(db: Queryable): CatalogProvider {
  return {
    appId: SEATS_APP_ID,
    async resolve(_siteId, selections, on) {
      return Promise.all(
        selections.map(async (selection) => {
          const row = await (on ?? db).one<{
            id: string;
            name: string;
            price_minor: number;
            seats_left: number;
          }>(
            sql`SELECT id, name, price_minor, seats_left FROM test_seats WHERE id = ${selection.catalogItemId}`,
          );
          if (!row) return undefined;
          return {
            catalogItemId: row.id,
            variantId: '',
            name: row.name,
            itemType: 'SERVICE' as const,
            shippable: false,
            priceMinor: row.price_minor,
            fullPriceMinor: row.price_minor,
            choices: {},
            relativePath: `/tickets/${row.id}`,
            quantityAvailable: row.seats_left,
            inStock: row.seats_left > 0,
          };
        }),
      );
    },
    async reserve(tx, _siteId, _currency, lines) {
      for (const line of lines) {
        const left = await adjustCounter(tx, {
          table: 'test_seats',
          column: 'seats_left',
          where: sql`id = ${line.catalogItemId}`,
          delta: -line.quantity,
        });
        if (left === undefined)
          throw new ApplicationError({
            status: 409,
            code: 'INSUFFICIENT_INVENTORY',
            description: 'No seats left',
          });
      }
    },
  };
}

/**
 * The seats app as a vertical plugs in: its own table, its provider registered with ecom, and
 * nothing shared edited (it is only listed after the platform's modules).
 */
const seatsModule = defineModule({
  name: 'seats',
  migrations: [
    {
      id: 'seats/0001-seats',
      statements: () => [
        'CREATE TABLE test_seats (id TEXT PRIMARY KEY, name TEXT NOT NULL, price_minor INTEGER NOT NULL, seats_left INTEGER NOT NULL)',
      ],
    },
  ],
  needs: ['ecom'],
  create: ({ ecom }: { ecom: Pick<EcomModuleService, 'registerCatalogProvider'> }, { db }) => {
    ecom.registerCatalogProvider(seatsProvider(db));
  },
});

describe.each(testDialects)('a cart of two apps on %s', (dialect) => {
  let t: TestApp;
  let productId: string;
  const as = (authorization: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const stockOf = async () =>
    (await as(t.ownerApiKey, 'GET', `/stores-reader/v1/products/${productId}`)).json().product.stock.quantity;
  const seatsLeft = async () =>
    (await t.db.one<{ seats_left: number }>(sql`SELECT seats_left FROM test_seats WHERE id = 'gala'`))
      ?.seats_left;

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { extraModules: [seatsModule] });
    await t.db.run(sql`INSERT INTO test_seats VALUES ('gala', 'Gala dinner', 2500, 10)`);
    productId = (
      await as(t.ownerApiKey, 'POST', '/stores/v1/products', {
        product: { name: 'Scarf', priceData: { price: '30' }, stock: { trackInventory: true, quantity: 5 } },
      })
    ).json().product.id;
  });
  afterAll(() => t.close());

  it('holds a product and a seat in one cart, checks both out in one order, and reserves both', async () => {
    const visitor = await t.visitorToken();
    const added = await as(visitor, 'POST', '/ecom/v1/carts/current/add-to-cart', {
      lineItems: [
        { catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity: 2 },
        { catalogReference: { appId: SEATS_APP_ID, catalogItemId: 'gala' }, quantity: 3 },
      ],
    });
    expect(added.statusCode).toBe(200);
    const lines = added.json().cart.lineItems;
    expect(lines.map((line: { itemType: { preset: string } }) => line.itemType.preset)).toEqual([
      'PHYSICAL',
      'SERVICE',
    ]);
    expect(lines[1]).toMatchObject({
      productName: { original: 'Gala dinner' },
      physicalProperties: { shippable: false },
      url: { relativePath: '/tickets/gala' },
    });
    expect(added.json().cart.subtotal.amount).toBe('135.00');

    const checkoutId = (await as(visitor, 'POST', '/ecom/v1/carts/current/create-checkout', {})).json()
      .checkoutId;
    const declined = await as(visitor, 'POST', `/ecom/v1/checkouts/${checkoutId}/pay`, {
      email: 'buyer@example.com',
      card: card(TEST_CARDS.declined),
    });
    expect(declined.statusCode).toBeGreaterThanOrEqual(400);
    // The failed payment released both reservations.
    expect(await stockOf()).toBe(5);
    expect(await seatsLeft()).toBe(10);

    const paid = await as(visitor, 'POST', `/ecom/v1/checkouts/${checkoutId}/pay`, {
      email: 'buyer@example.com',
      card: card(TEST_CARDS.approved),
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order.lineItems).toHaveLength(2);
    expect(paid.json().order.priceSummary.total.amount).toBe('135.00');
    expect(await stockOf()).toBe(3);
    expect(await seatsLeft()).toBe(7);
  });

  it('refuses the whole order when one app cannot reserve, and the other keeps its stock', async () => {
    await t.db.run(sql`UPDATE test_seats SET seats_left = 1 WHERE id = 'gala'`);
    const visitor = await t.visitorToken();
    await as(visitor, 'POST', '/ecom/v1/carts/current/add-to-cart', {
      lineItems: [
        { catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity: 1 },
        { catalogReference: { appId: SEATS_APP_ID, catalogItemId: 'gala' }, quantity: 1 },
      ],
    });
    const checkoutId = (await as(visitor, 'POST', '/ecom/v1/carts/current/create-checkout', {})).json()
      .checkoutId;
    await t.db.run(sql`UPDATE test_seats SET seats_left = 0 WHERE id = 'gala'`);
    const refused = await as(visitor, 'POST', `/ecom/v1/checkouts/${checkoutId}/pay`, {
      email: 'buyer@example.com',
      card: card(TEST_CARDS.approved),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.applicationError.code).toBe('INSUFFICIENT_INVENTORY');
    expect(await stockOf()).toBe(3);
  });
});
