import { STORES_APP_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { TEST_CARDS } from '../payments/test-provider.js';

const card = (number: string) => ({ number, expiryMonth: 12, expiryYear: 2099, cvc: '123' });

describe.each(testDialects)('checkout and orders on %s', (dialect) => {
  let t: TestApp;

  const newVisitor = async () => await t.visitorToken();
  const as = (authorization: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const createProduct = async (product: object) =>
    (await as(t.ownerApiKey, 'POST', '/stores/v1/products', { product })).json().product as { id: string };
  const stockOf = async (id: string) =>
    (await as(t.ownerApiKey, 'GET', `/stores-reader/v1/products/${id}`)).json().product.stock
      .quantity as number;

  /** A visitor with `quantity` of the product in a checkout. */
  async function checkoutFor(productId: string, quantity = 1) {
    const visitor = await newVisitor();
    await as(visitor, 'POST', '/ecom/v1/carts/current/add-to-cart', {
      lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity }],
    });
    const created = await as(visitor, 'POST', '/ecom/v1/carts/current/create-checkout', {
      channelType: 'WEB',
    });
    return { visitor, checkoutId: created.json().checkoutId as string };
  }

  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('freezes the cart into a checkout, and the test card places a paid order that empties the cart', async () => {
    const lamp = await createProduct({
      name: 'Desk Lamp',
      priceData: { price: '45.50' },
      stock: { trackInventory: true, quantity: 5 },
    });
    const { visitor, checkoutId } = await checkoutFor(lamp.id, 2);
    const checkout = (await as(visitor, 'GET', `/ecom/v1/checkouts/${checkoutId}`)).json().checkout;
    expect(checkout).toMatchObject({
      completed: false,
      priceSummary: { total: { amount: '91.00', formattedAmount: '$91.00' } },
    });
    expect(checkout.lineItems[0].productName.original).toBe('Desk Lamp');

    const paid = await as(visitor, 'POST', `/ecom/v1/checkouts/${checkoutId}/pay`, {
      email: 'buyer@example.com',
      card: card(TEST_CARDS.approved),
    });
    expect(paid.statusCode).toBe(200);
    const { order } = paid.json();
    expect(order).toMatchObject({
      checkoutId,
      paymentStatus: 'PAID',
      fulfillmentStatus: 'NOT_FULFILLED',
      buyerInfo: { email: 'buyer@example.com' },
    });
    expect(Number(order.number)).toBeGreaterThan(10000);
    expect(await stockOf(lamp.id)).toBe(3);
    expect((await as(visitor, 'GET', '/ecom/v1/carts/current')).statusCode).toBe(404);
    expect((await as(visitor, 'GET', `/ecom/v1/orders/${order.id}`)).json().order.id).toBe(order.id);
    expect((await as(t.ownerApiKey, 'GET', `/ecom/v1/orders/${order.id}`)).statusCode).toBe(200);
    expect((await as(await newVisitor(), 'GET', `/ecom/v1/orders/${order.id}`)).statusCode).toBe(404);

    const again = await as(visitor, 'POST', `/ecom/v1/checkouts/${checkoutId}/pay`, {
      email: 'buyer@example.com',
      card: card(TEST_CARDS.approved),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().details.applicationError).toMatchObject({
      code: 'CHECKOUT_ALREADY_COMPLETED',
      data: { orderId: order.id },
    });
  });

  it('makes a "Buy now" checkout of lines apart from the cart, and paying it leaves the cart as it was', async () => {
    const pen = await createProduct({
      name: 'Fountain Pen',
      priceData: { price: '30' },
      stock: { trackInventory: true, quantity: 2 },
    });
    const ink = await createProduct({ name: 'Ink Bottle', priceData: { price: '8' } });
    const visitor = await newVisitor();
    await as(visitor, 'POST', '/ecom/v1/carts/current/add-to-cart', {
      lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: ink.id }, quantity: 3 }],
    });
    const line = (catalogItemId: string, quantity = 1) => ({
      catalogReference: { appId: STORES_APP_ID, catalogItemId },
      quantity,
    });
    const created = await as(visitor, 'POST', '/ecom/v1/checkouts', {
      lineItems: [line(pen.id)],
      channelType: 'WEB',
      checkoutInfo: { buyerInfo: { email: 'pen@example.com' } },
    });
    expect(created.statusCode).toBe(200);
    const { checkout } = created.json();
    expect(checkout).toMatchObject({
      completed: false,
      buyerInfo: { email: 'pen@example.com' },
      priceSummary: { subtotal: { amount: '30.00' } },
    });
    expect(checkout.lineItems.map((item: { quantity: number }) => item.quantity)).toEqual([1]);

    // Refused as a cart's checkout would be, and nothing is kept for the refusals.
    const tooMany = await as(visitor, 'POST', '/ecom/v1/checkouts', { lineItems: [line(pen.id, 3)] });
    expect(tooMany.json().details.applicationError.code).toBe('ITEM_NOT_AVAILABLE');
    const unknown = await as(visitor, 'POST', '/ecom/v1/checkouts', { lineItems: [line('no-such-item')] });
    expect(unknown.statusCode).toBe(400);
    const none = await as(visitor, 'POST', '/ecom/v1/checkouts', { lineItems: [] });
    expect(none.statusCode).toBe(400);
    const badCoupon = await as(visitor, 'POST', '/ecom/v1/checkouts', {
      lineItems: [line(pen.id)],
      couponCode: 'NOPE-NOPE',
    });
    expect(badCoupon.json().details.applicationError.code).toBe('COUPON_DOES_NOT_EXIST');

    const paid = await as(visitor, 'POST', `/ecom/v1/checkouts/${checkout.id}/pay`, {
      email: 'pen@example.com',
      card: card(TEST_CARDS.approved),
      shownTotal: checkout.priceSummary.total.amount,
    });
    expect(paid.statusCode).toBe(200);
    expect(await stockOf(pen.id)).toBe(1);
    const cart = (await as(visitor, 'GET', '/ecom/v1/carts/current')).json().cart;
    expect(cart.lineItems.map((item: { quantity: number }) => item.quantity)).toEqual([3]);
  });

  it('keeps the stock and the checkout open when the card is declined', async () => {
    const vase = await createProduct({
      name: 'Vase',
      priceData: { price: '30' },
      stock: { trackInventory: true, quantity: 2 },
    });
    const { visitor, checkoutId } = await checkoutFor(vase.id);
    for (const [number, reason] of [
      [TEST_CARDS.declined, 'The card was declined'],
      ['4111111111111112', 'The card number is not valid'],
    ] as const) {
      const refused = await as(visitor, 'POST', `/ecom/v1/checkouts/${checkoutId}/pay`, {
        email: 'b@example.com',
        card: card(number),
      });
      expect(refused.statusCode).toBe(402);
      expect(refused.json().details.applicationError.code).toBe('PAYMENT_DECLINED');
      expect(refused.json().details.applicationError.description).toMatch(reason);
    }
    expect(await stockOf(vase.id)).toBe(2);
    const paid = await as(visitor, 'POST', `/ecom/v1/checkouts/${checkoutId}/pay`, {
      email: 'b@example.com',
      card: card(TEST_CARDS.approved),
    });
    expect(paid.statusCode).toBe(200);
  });

  it('asks for a second step with the 3-D Secure card, then pays once the bank confirms it', async () => {
    const rug = await createProduct({
      name: 'Wool Rug',
      priceData: { price: '210' },
      stock: { trackInventory: true, quantity: 1 },
    });
    const { visitor, checkoutId } = await checkoutFor(rug.id);
    const pay = (extra: object = {}) =>
      as(visitor, 'POST', `/ecom/v1/checkouts/${checkoutId}/pay`, {
        email: 'b@example.com',
        card: card(TEST_CARDS.actionRequired),
        ...extra,
      });
    const complete = (challenge: string, outcome: 'APPROVED' | 'FAILED') =>
      t.app.inject({
        method: 'POST',
        url: '/payments/v1/test-challenges/complete',
        payload: { challenge, outcome },
      });

    const first = await pay();
    expect(first.statusCode).toBe(402);
    const { code, data } = first.json().details.applicationError;
    expect(code).toBe('PAYMENT_ACTION_REQUIRED');
    expect(data.challenge).toEqual(expect.any(String));
    // Nothing is held while the buyer is at the bank.
    expect(await stockOf(rug.id)).toBe(1);

    const failed = (await complete(data.challenge, 'FAILED')).json().authentication;
    const refused = await pay({ authentication: failed });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().details.applicationError).toMatchObject({
      code: 'PAYMENT_DECLINED',
      description: 'The payment was not confirmed with your bank',
    });

    expect((await complete('not-a-challenge', 'APPROVED')).json().details.applicationError.code).toBe(
      'INVALID_CHALLENGE',
    );
    // A challenge is not an answer, and an answer only pays the payment it was made for.
    expect((await pay({ authentication: data.challenge })).json().details.applicationError.code).toBe(
      'PAYMENT_DECLINED',
    );
    const approved = (await complete(data.challenge, 'APPROVED')).json().authentication;
    const other = await checkoutFor(rug.id);
    const elsewhere = await as(other.visitor, 'POST', `/ecom/v1/checkouts/${other.checkoutId}/pay`, {
      email: 'c@example.com',
      card: card(TEST_CARDS.actionRequired),
      authentication: approved,
    });
    expect(elsewhere.json().details.applicationError.code).toBe('PAYMENT_DECLINED');

    const paid = await pay({ authentication: approved });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order.paymentStatus).toBe('PAID');
    expect(await stockOf(rug.id)).toBe(0);
  });

  it('refuses checkout creation when the site does not accept payments, and for an empty cart', async () => {
    const pen = await createProduct({ name: 'Pen', priceData: { price: '3' } });
    await t.app.inject({
      method: 'PATCH',
      url: '/sites/v1/site',
      headers: { authorization: t.ownerApiKey },
      payload: { site: { settings: { acceptsPayments: false } } },
    });
    try {
      const visitor = await newVisitor();
      await as(visitor, 'POST', '/ecom/v1/carts/current/add-to-cart', {
        lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: pen.id } }],
      });
      const refused = await as(visitor, 'POST', '/ecom/v1/carts/current/create-checkout', {});
      expect(refused.statusCode).toBe(428);
      expect(refused.json().details.applicationError.code).toBe('SITE_MUST_ACCEPT_PAYMENTS');
    } finally {
      await t.app.inject({
        method: 'PATCH',
        url: '/sites/v1/site',
        headers: { authorization: t.ownerApiKey },
        payload: { site: { settings: { acceptsPayments: true } } },
      });
    }
    const noCart = await as(await newVisitor(), 'POST', '/ecom/v1/carts/current/create-checkout', {});
    expect(noCart.statusCode).toBe(404);
    expect(noCart.json().details.applicationError.code).toBe('OWNED_CART_NOT_FOUND');
  });

  it('never oversells: twelve buyers race for five items, five orders are placed and stock ends at zero', async () => {
    const print = await createProduct({
      name: 'Signed Print',
      priceData: { price: '120' },
      stock: { trackInventory: true, quantity: 5 },
    });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => checkoutFor(print.id)));
    const results = await Promise.all(
      buyers.map(({ visitor, checkoutId }) =>
        as(visitor, 'POST', `/ecom/v1/checkouts/${checkoutId}/pay`, {
          email: 'race@example.com',
          card: card(TEST_CARDS.approved),
        }),
      ),
    );
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    for (const lost of results.filter((response) => response.statusCode === 409)) {
      expect(lost.json().details.applicationError).toMatchObject({
        code: 'INSUFFICIENT_INVENTORY',
        data: { quantityAvailable: 0 },
      });
    }
    expect(await stockOf(print.id)).toBe(0);
    const numbers = results.filter((r) => r.statusCode === 200).map((r) => r.json().order.number);
    expect(new Set(numbers).size).toBe(5);
  });

  it("answers a buyer's order search with their own orders, newest first, and the owner's with all", async () => {
    const mug = await createProduct({ name: 'Search Mug', priceData: { price: '12' } });
    const buy = async (visitor?: string) => {
      const started = visitor
        ? await (async () => {
            await as(visitor, 'POST', '/ecom/v1/carts/current/add-to-cart', {
              lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: mug.id }, quantity: 1 }],
            });
            const created = await as(visitor, 'POST', '/ecom/v1/carts/current/create-checkout', {
              channelType: 'WEB',
            });
            return { visitor, checkoutId: created.json().checkoutId as string };
          })()
        : await checkoutFor(mug.id);
      const paid = await as(started.visitor, 'POST', `/ecom/v1/checkouts/${started.checkoutId}/pay`, {
        email: 'buyer@example.com',
        card: card(TEST_CARDS.approved),
      });
      return { visitor: started.visitor, orderId: paid.json().order.id as string };
    };
    const first = await buy();
    const second = await buy(first.visitor);
    const stranger = await buy();
    const search = (authorization: string, body: object = {}) =>
      as(authorization, 'POST', '/ecom/v1/orders/search', body);
    const own = (await search(first.visitor)).json();
    expect(own.orders.map((order: { id: string }) => order.id)).toEqual([second.orderId, first.orderId]);
    expect(own.metadata).toMatchObject({ count: 2, hasNext: false });
    const paged = (await search(first.visitor, { search: { cursorPaging: { limit: 1 } } })).json();
    expect(paged.orders.map((order: { id: string }) => order.id)).toEqual([second.orderId]);
    expect(paged.metadata.hasNext).toBe(true);
    const next = (
      await search(first.visitor, {
        search: { cursorPaging: { limit: 1, cursor: paged.metadata.cursors.next } },
      })
    ).json();
    expect(next.orders.map((order: { id: string }) => order.id)).toEqual([first.orderId]);
    const all = (await search(t.ownerApiKey, { search: { paging: { limit: 100 } } })).json();
    expect(all.orders.map((order: { id: string }) => order.id)).toEqual(
      expect.arrayContaining([first.orderId, stranger.orderId]),
    );
    expect((await search(first.visitor, { search: { filter: { colour: 'red' } } })).statusCode).toBe(400);
    expect((await search('')).statusCode).toBe(401);
  });
});
