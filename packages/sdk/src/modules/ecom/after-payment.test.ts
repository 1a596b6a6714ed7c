import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key.js';
import { OAuthStrategy } from '../../auth/oauth.js';
import { createClient } from '../../client.js';
import { BazaarError } from '../../errors.js';
import { dialects, type RunningPlatform, startPlatform } from '../../test/platform.js';
import { products } from '../stores/index.js';
import { currentCart, orderFulfillments, orders, orderTransactions, STORES_APP_ID } from './index.js';

/** The owner's calls after payment, through the SDK against the real platform. */
describe.each(dialects)('@bazaar/sdk/ecom after payment against the platform on %s', (dialect) => {
  let platform: RunningPlatform;
  let productId: string;
  const owner = () =>
    createClient({
      modules: { products, orders, orderFulfillments, orderTransactions },
      auth: ApiKeyStrategy({ apiKey: platform.ownerApiKey }),
      host: { apiBaseUrl: platform.baseUrl },
    });
  /** A visitor pays for `quantity` saucers; the order's id and line id, and the buyer's client. */
  const placeOrder = async (quantity: number) => {
    const buyer = createClient({
      modules: { currentCart, orders, orderFulfillments, orderTransactions },
      auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }),
      host: { apiBaseUrl: platform.baseUrl },
    });
    await buyer.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity }],
    });
    const { checkoutId } = await buyer.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
    const paid = await buyer.fetchWithAuth(`${platform.baseUrl}/ecom/v1/checkouts/${checkoutId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'buyer@example.com',
        card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2099, cvc: '123' },
      }),
    });
    const { order } = (await paid.json()) as { order: { id: string; lineItems: { id: string }[] } };
    return { orderId: order.id, lineId: order.lineItems[0]?.id ?? '', buyer };
  };

  beforeAll(async () => {
    platform = await startPlatform(dialect);
    productId = (await owner().products.createProduct({ name: 'Saucer', priceData: { price: '4.00' } }))
      .product._id;
  });
  afterAll(() => platform.close());

  it('ships, and the buyer reads the tracking', async () => {
    const { orderId, lineId, buyer } = await placeOrder(2);
    const { fulfillmentId } = await owner().orderFulfillments.createFulfillment(orderId, {
      lineItems: [{ _id: lineId }],
      trackingInfo: { trackingNumber: 'JD014600006281230704', shippingProvider: 'dhl' },
    });
    const mine = await buyer.orderFulfillments.listFulfillmentsForSingleOrder(orderId);
    expect(mine.orderWithFulfillments.fulfillments[0]).toMatchObject({
      _id: fulfillmentId,
      lineItems: [{ _id: lineId, quantity: 2 }],
      trackingInfo: { trackingNumber: 'JD014600006281230704' },
    });
    expect(mine.orderWithFulfillments.fulfillments[0]?._createdDate).toBeInstanceOf(Date);
    expect((await buyer.orders.getOrder(orderId)).fulfillmentStatus).toBe('FULFILLED');
    const edited = await owner().orderFulfillments.updateFulfillment(
      { orderId, fulfillmentId },
      { fulfillment: { status: 'Fulfilled', completed: true } },
    );
    expect(edited.fulfillments[0]).toMatchObject({ status: 'Fulfilled', completed: true });
    const left = await owner().orderFulfillments.deleteFulfillment({ orderId, fulfillmentId });
    expect(left.orderWithFulfillments.fulfillments).toEqual([]);
    const many = await owner().orderFulfillments.listFulfillmentsForMultipleOrders([orderId]);
    expect(many.ordersWithFulfillments).toEqual([{ orderId, fulfillments: [] }]);
  });

  it('refunds in part, then cancels another order; a buyer cannot refund', async () => {
    const { orderId, lineId, buyer } = await placeOrder(2);
    const status = await owner().orders.getRefundabilityStatus(orderId);
    const paymentId = status.refundabilities[0]?.paymentId ?? '';
    const refund = await owner().orders.triggerRefund(orderId, [{ paymentId }], {
      details: { lineItems: [{ lineItemId: lineId, quantity: 1 }] },
    });
    expect(refund.orderTransactions.refunds[0]?.transactions[0]?.amount.amount).toBe('4.00');
    const { orderTransactions: seen } = await buyer.orderTransactions.listTransactionsForSingleOrder(orderId);
    expect(seen.payments[0]?.regularPaymentDetails.status).toBe('PARTIALLY_REFUNDED');
    const refused = await createClient({
      modules: { orders },
      auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }),
      host: { apiBaseUrl: platform.baseUrl },
    })
      .orders.triggerRefund(orderId, [{ paymentId }])
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BazaarError);
    expect((refused as BazaarError).status).toBe(403);

    const other = await placeOrder(1);
    const { order } = await owner().orders.cancelOrder(other.orderId);
    expect(order).toMatchObject({ status: 'CANCELED', paymentStatus: 'FULLY_REFUNDED' });
  });
});
