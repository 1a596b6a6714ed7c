import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { buyStoreProduct } from '../../../testing/store-purchase.js';

/** A store order's life after payment, through the HTTP API: shipped, canceled, refunded. */
describe.each(testDialects)('a store order after payment on %s', (dialect) => {
  let t: TestApp;
  let productId: string;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    authorization?: string,
  ) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      headers: { authorization: authorization ?? t.ownerApiKey },
    });
  const ok = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    who?: string,
  ) => {
    const response = await call(method, url, payload, who);
    if (response.statusCode !== 200)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  /** The product's stock now. */
  const stock = async () =>
    (await ok('GET', `/stores-reader/v1/products/${productId}`)).product.stock.quantity as number;
  /** A visitor buys `quantity` mugs; the order and the visitor's token. */
  const placeOrder = async (quantity: number) => {
    const visitor = await t.visitorToken();
    const order = await buyStoreProduct(t.app, visitor, productId, quantity);
    return { order, visitor, lineId: order.lineItems[0]?.id as string };
  };
  const refunds = async (orderId: string) => {
    const response = await call('GET', `/payments/v1/test-provider/calls?reference=order:${orderId}`);
    return (response.json().calls as { kind: string; status: string; amount: string }[]).filter(
      (entry) => entry.kind === 'REFUND' && entry.status === 'DONE',
    );
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const { product } = await ok('POST', '/stores/v1/products', {
      product: { name: 'Mug', priceData: { price: '10' } },
    });
    productId = product.id;
    await ok('PATCH', `/stores/v2/inventoryItems/product/${productId}`, {
      inventoryItem: { trackQuantity: true, variants: [{ variantId: product.variants[0].id, quantity: 50 }] },
    });
  });
  afterAll(() => t.close());

  it('ships an order in parts: its status follows the quantities, and the buyer sees the tracking', async () => {
    const { order, visitor, lineId } = await placeOrder(3);
    expect(order).toMatchObject({ status: 'APPROVED', fulfillmentStatus: 'NOT_FULFILLED' });
    const base = `/ecom/v1/fulfillments/orders/${order.id}`;

    const first = await ok('POST', `${base}/create-fulfillment`, {
      fulfillment: {
        lineItems: [{ id: lineId, quantity: 1 }],
        trackingInfo: { trackingNumber: '1Z999AA10123456784', shippingProvider: 'ups' },
      },
    });
    expect(first.orderWithFulfillments.fulfillments[0].trackingInfo).toEqual({
      trackingNumber: '1Z999AA10123456784',
      shippingProvider: 'ups',
      trackingLink: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    expect((await ok('GET', `/ecom/v1/orders/${order.id}`)).order.fulfillmentStatus).toBe(
      'PARTIALLY_FULFILLED',
    );

    // The same tracking number twice is refused; more than is left of the line too.
    const again = await call('POST', `${base}/create-fulfillment`, {
      fulfillment: {
        lineItems: [{ id: lineId, quantity: 1 }],
        trackingInfo: { trackingNumber: '1Z999AA10123456784' },
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().details.applicationError.code).toBe('TRACKING_NUMBER_ALREADY_EXISTS');
    const tooMany = await call('POST', `${base}/create-fulfillment`, {
      fulfillment: { lineItems: [{ id: lineId, quantity: 3 }] },
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().details.applicationError.description).toBe('Only 2 of Mug are left to fulfill');

    // No quantity: the rest of the line. Then nothing is left.
    const rest = await ok('POST', `${base}/create-fulfillment`, {
      fulfillment: {
        lineItems: [{ id: lineId }],
        trackingInfo: {
          trackingNumber: 'LX123',
          shippingProvider: 'Local courier',
          trackingLink: 'https://courier.example/LX123',
        },
      },
    });
    expect(rest.orderWithFulfillments.fulfillments[1].lineItems).toEqual([{ id: lineId, quantity: 2 }]);
    const shipped = (await ok('GET', `/ecom/v1/orders/${order.id}`)).order;
    expect(shipped.fulfillmentStatus).toBe('FULFILLED');
    expect(shipped.activities.map((activity: { type: string }) => activity.type)).toEqual([
      'ORDER_PLACED',
      'ORDER_PAID',
      'TRACKING_NUMBER_ADDED',
      'TRACKING_NUMBER_ADDED',
      'ORDER_FULFILLED',
    ]);

    // The buyer reads their order's tracking; another visitor does not find it; only the owner ships.
    const mine = await ok('GET', base, undefined, visitor);
    expect(mine.orderWithFulfillments.fulfillments).toHaveLength(2);
    expect((await call('GET', base, undefined, await t.visitorToken())).statusCode).toBe(404);
    expect(
      (
        await call(
          'POST',
          `${base}/create-fulfillment`,
          { fulfillment: { lineItems: [{ id: lineId }] } },
          visitor,
        )
      ).statusCode,
    ).toBe(403);

    // A changed number gets its carrier's link; a deleted fulfillment's units are unfulfilled again.
    const firstId = first.fulfillmentId as string;
    const edited = await ok('PATCH', `/ecom/v1/fulfillments/${firstId}/orders/${order.id}`, {
      fulfillment: { trackingInfo: { trackingNumber: '9400111899223197428490', shippingProvider: 'usps' } },
    });
    expect(edited.orderWithFulfillments.fulfillments[0].trackingInfo.trackingLink).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490',
    );
    await ok('DELETE', `/ecom/v1/fulfillments/${firstId}/orders/${order.id}`);
    expect((await ok('GET', `/ecom/v1/orders/${order.id}`)).order.fulfillmentStatus).toBe(
      'PARTIALLY_FULFILLED',
    );
    const many = await ok('POST', '/ecom/v1/fulfillments/list-by-ids', {
      orderIds: [order.id, 'no-such-order'],
    });
    expect(
      many.ordersWithFulfillments.map((entry: { fulfillments: unknown[] }) => entry.fulfillments.length),
    ).toEqual([1, 0]);
  });

  it('refuses fulfillments that name no line, and says which field is wrong', async () => {
    const { order } = await placeOrder(1);
    const response = await call('POST', `/ecom/v1/fulfillments/orders/${order.id}/create-fulfillment`, {
      fulfillment: { lineItems: [{ id: 'not-a-line' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.validationError.fieldViolations[0].field).toBe('fulfillment.lineItems');
    const empty = await call('POST', `/ecom/v1/fulfillments/orders/${order.id}/create-fulfillment`, {
      fulfillment: { lineItems: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(
      (
        await call('POST', '/ecom/v1/fulfillments/orders/nope/create-fulfillment', {
          fulfillment: { lineItems: [{ id: 'x' }] },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('cancels an unfulfilled order once: refunded in full, its stock back, then nothing ships', async () => {
    const before = await stock();
    const { order, lineId } = await placeOrder(2);
    expect(await stock()).toBe(before - 2);
    const { order: canceled } = await ok('POST', `/ecom/v1/orders/${order.id}/cancel`, {});
    expect(canceled).toMatchObject({ status: 'CANCELED', paymentStatus: 'FULLY_REFUNDED' });
    expect(await stock()).toBe(before);
    expect((await refunds(order.id)).map((entry) => entry.amount)).toEqual(['20.00']);

    const twice = await call('POST', `/ecom/v1/orders/${order.id}/cancel`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().details.applicationError.code).toBe('ORDER_ALREADY_CANCELED');
    expect(await stock()).toBe(before);
    const ship = await call('POST', `/ecom/v1/fulfillments/orders/${order.id}/create-fulfillment`, {
      fulfillment: { lineItems: [{ id: lineId }] },
    });
    expect(ship.json().details.applicationError.code).toBe('ORDER_CANCELED');

    // A shipped order is not canceled: its unshipped part is refunded instead.
    const shipped = await placeOrder(1);
    await ok('POST', `/ecom/v1/fulfillments/orders/${shipped.order.id}/create-fulfillment`, {
      fulfillment: { lineItems: [{ id: shipped.lineId }] },
    });
    const refused = await call('POST', `/ecom/v1/orders/${shipped.order.id}/cancel`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.applicationError.code).toBe('ORDER_FULFILLED');

    // The owner may keep the stock where it is (a damaged return): the money still goes back.
    const kept = await placeOrder(1);
    const stockAfterSale = await stock();
    const { order: keptCanceled } = await ok('POST', `/ecom/v1/orders/${kept.order.id}/cancel`, {
      restockAllItems: false,
    });
    expect(keptCanceled.paymentStatus).toBe('FULLY_REFUNDED');
    expect(await stock()).toBe(stockAfterSale);
  });

  it('refunds by line, restocking when asked, never more than was paid, and says what is left', async () => {
    const before = await stock();
    const { order, visitor, lineId } = await placeOrder(3);
    const refund = (payload: object) =>
      call('POST', `/ecom/v1/payments-collector/orders/${order.id}/trigger-refund`, payload);
    const { orderTransactions } = await ok('GET', `/ecom/v1/payments/orders/${order.id}`, undefined, visitor);
    const paymentId = orderTransactions.payments[0].id as string;
    expect(orderTransactions.payments[0]).toMatchObject({
      amount: { amount: '30.00', formattedAmount: '$30.00' },
      regularPaymentDetails: { status: 'APPROVED', paymentMethod: 'CreditCard' },
    });
    expect(
      (await ok('GET', `/ecom/v1/payments-collector/orders/${order.id}/refundability`)).refundabilities,
    ).toEqual([{ paymentId, refundabilityStatus: 'REFUNDABLE' }]);

    // One mug back, at its price, and into stock.
    const first = await refund({
      payments: [{ paymentId }],
      details: { lineItems: [{ lineItemId: lineId, quantity: 1 }], reason: 'Chipped' },
      sideEffects: { restockInfo: { type: 'ALL_ITEMS' } },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().orderTransactions.refunds[0]).toMatchObject({
      details: { lineItems: [{ lineItemId: lineId, quantity: 1 }], reason: 'Chipped' },
      transactions: [{ paymentId, amount: { amount: '10.00' }, refundStatus: 'SUCCEEDED' }],
    });
    expect(await stock()).toBe(before - 2);
    expect((await ok('GET', `/ecom/v1/orders/${order.id}`)).order.paymentStatus).toBe('PARTIALLY_REFUNDED');

    // More than is left is refused, and changes nothing.
    const tooMuch = await refund({ payments: [{ paymentId, amount: { amount: '25' } }] });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().details.applicationError.description).toBe(
      'Only $20.00 is left to refund of this payment',
    );
    const tooMany = await refund({
      payments: [{ paymentId }],
      details: { lineItems: [{ lineItemId: lineId, quantity: 3 }] },
    });
    expect(tooMany.json().details.applicationError.description).toBe('Only 2 of Mug can still be refunded');
    const nothing = await refund({ payments: [{ paymentId }] });
    expect(nothing.statusCode).toBe(400);
    expect((await refunds(order.id)).map((entry) => entry.amount)).toEqual(['10.00']);

    // The rest, as an amount: refunded in full, and the payment says so.
    const rest = await refund({
      payments: [{ paymentId, amount: { amount: '20.00' } }],
      details: { reason: 'Never arrived' },
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().orderTransactions.payments[0].regularPaymentDetails.status).toBe('REFUNDED');
    expect((await ok('GET', `/ecom/v1/orders/${order.id}`)).order.paymentStatus).toBe('FULLY_REFUNDED');
    expect(
      (await ok('GET', `/ecom/v1/payments-collector/orders/${order.id}/refundability`)).refundabilities,
    ).toEqual([
      { paymentId, refundabilityStatus: 'NOT_REFUNDABLE', nonRefundableReason: 'ALREADY_REFUNDED' },
    ]);
    expect((await refunds(order.id)).map((entry) => entry.amount).sort()).toEqual(['10.00', '20.00']);
    // Only the owner refunds.
    const asBuyer = await call(
      'POST',
      `/ecom/v1/payments-collector/orders/${order.id}/trigger-refund`,
      { payments: [{ paymentId }] },
      visitor,
    );
    expect(asBuyer.statusCode).toBe(403);
  });

  it("finds orders by the filters a shop needs: statuses, buyer's email, number, dates", async () => {
    const shipped = await placeOrder(1);
    await ok('POST', `/ecom/v1/fulfillments/orders/${shipped.order.id}/create-fulfillment`, {
      fulfillment: { lineItems: [{ id: shipped.lineId }] },
    });
    const canceled = await placeOrder(1);
    await ok('POST', `/ecom/v1/orders/${canceled.order.id}/cancel`, {});
    const search = async (filter: object) =>
      (
        (await ok('POST', '/ecom/v1/orders/search', { search: { filter, cursorPaging: { limit: 100 } } }))
          .orders as {
          id: string;
        }[]
      ).map((order) => order.id);

    expect(await search({ fulfillmentStatus: 'FULFILLED' })).toContain(shipped.order.id);
    expect(await search({ fulfillmentStatus: 'FULFILLED' })).not.toContain(canceled.order.id);
    // Earlier tests here canceled orders of their own.
    expect(await search({ status: 'CANCELED' })).toContain(canceled.order.id);
    expect(await search({ status: 'CANCELED' })).not.toContain(shipped.order.id);
    expect(await search({ paymentStatus: 'PAID', status: 'CANCELED' })).toEqual([]);
    expect(await search({ paymentStatus: 'FULLY_REFUNDED', status: 'CANCELED' })).toContain(
      canceled.order.id,
    );
    expect(await search({ number: Number(shipped.order.number) })).toEqual([shipped.order.id]);
    expect((await search({ 'buyerInfo.email': 'ada@example.com' })).length).toBeGreaterThanOrEqual(2);
    expect(await search({ 'buyerInfo.email': 'nobody@example.com' })).toEqual([]);
    const since = shipped.order.createdDate as string;
    expect(await search({ createdDate: { $gte: since } })).toEqual([canceled.order.id, shipped.order.id]);
    expect(await search({ createdDate: { $lt: '2000-01-01T00:00:00.000Z' } })).toEqual([]);
    const unknown = await call('POST', '/ecom/v1/orders/search', { search: { filter: { secret: 'x' } } });
    expect(unknown.statusCode).toBe(400);
  });
});
