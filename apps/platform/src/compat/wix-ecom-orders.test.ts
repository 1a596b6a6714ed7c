import { STORES_APP_ID } from '@bazaar/contracts';
import { orderFulfillments, orders, orderTransactions } from '@wix/ecom';
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../testing/databases.js';
import { type CompatPlatform, startCompatPlatform } from '../testing/wix-compat.js';

const card = { number: '4242424242424242', expiryMonth: 12, expiryYear: 2034, cvc: '123' };

/**
 * `getRefundabilityStatus` and `triggerRefund` are in the official module at run time, but its
 * public typings leave them out (only its internal build declares them): their shapes, as used.
 */
interface RefundMethods {
  getRefundabilityStatus(orderId: string): Promise<{
    refundabilities?: { paymentId?: string; refundabilityStatus?: string }[];
  }>;
  triggerRefund(
    orderId: string,
    payments: { paymentId: string; amount?: { amount: string } }[],
    options?: {
      details?: { lineItems?: { lineItemId: string; quantity: number }[]; reason?: string };
      sideEffects?: { restockInfo?: { type: 'NO_ITEMS' | 'ALL_ITEMS' | 'SOME_ITEMS' } };
    },
  ): Promise<{
    refundId?: string;
    orderTransactions?: { refunds?: { transactions?: { refundStatus?: string }[] }[] };
  }>;
}

/** An owner's work after payment, done with the official @wix/ecom modules, unmodified. */
describe.each(testDialects)(
  'official @wix/ecom orders after payment against the platform on %s',
  (dialect) => {
    let t: CompatPlatform;
    let owner: ReturnType<typeof ownerClient>;
    const ownerClient = () =>
      createClient({
        modules: { orders, orderFulfillments, orderTransactions },
        auth: ApiKeyStrategy({ apiKey: t.ownerApiKey, siteId: t.siteId }),
      });

    /** A visitor buys `quantity` of the demo's Dot-Grid Notebook; the order. */
    const placeOrder = async (quantity: number) => {
      const visitor = await t.visitorToken();
      const call = (url: string, payload: object) =>
        t.app.inject({
          method: 'POST',
          url,
          payload: payload as Record<string, unknown>,
          headers: { authorization: visitor },
        });
      const { products } = (
        await call('/stores-reader/v1/products/query-platformized', {
          query: { filter: { name: 'Dot-Grid Notebook' } },
        })
      ).json();
      await call('/ecom/v1/carts/current/add-to-cart', {
        lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: products[0].id }, quantity }],
      });
      const { checkoutId } = (
        await call('/ecom/v1/carts/current/create-checkout', { channelType: 'WEB' })
      ).json();
      const paid = await call(`/ecom/v1/checkouts/${checkoutId}/pay`, { email: 'grace@example.com', card });
      if (paid.statusCode !== 200) throw new Error(paid.body);
      return paid.json().order as { id: string; lineItems: { id: string }[] };
    };

    beforeAll(async () => {
      t = await startCompatPlatform(dialect);
      owner = ownerClient();
    });
    afterAll(() => t.close());

    it('fulfills an order in two shipments, edits the tracking, and lists them', async () => {
      const order = await placeOrder(2);
      const lineId = order.lineItems[0]?.id ?? '';
      const created = await owner.orderFulfillments.createFulfillment(order.id, {
        lineItems: [{ _id: lineId, quantity: 1 }],
        trackingInfo: { trackingNumber: '771234567890', shippingProvider: 'fedex' },
      });
      expect(created.fulfillmentId).toBeTruthy();
      expect(created.orderWithFulfillments?.fulfillments?.[0]?.trackingInfo?.trackingLink).toBe(
        'https://www.fedex.com/fedextrack/?trknbr=771234567890',
      );
      expect(created.orderWithFulfillments?.fulfillments?.[0]?._createdDate).toBeInstanceOf(Date);

      const updated = await owner.orderFulfillments.updateFulfillment(
        { orderId: order.id, fulfillmentId: created.fulfillmentId },
        {
          fulfillment: {
            status: 'In_Delivery',
            trackingInfo: { trackingNumber: '771234567891', shippingProvider: 'fedex' },
          },
        },
      );
      expect(updated.fulfillments?.[0]).toMatchObject({
        _id: created.fulfillmentId,
        status: 'In_Delivery',
        trackingInfo: { trackingNumber: '771234567891' },
      });
      await owner.orderFulfillments.createFulfillment(order.id, { lineItems: [{ _id: lineId }] });
      const listed = await owner.orderFulfillments.listFulfillmentsForSingleOrder(order.id);
      expect(
        listed.orderWithFulfillments?.fulfillments?.map(
          (fulfillment) => fulfillment.lineItems?.[0]?.quantity,
        ),
      ).toEqual([1, 1]);
      expect((await owner.orders.getOrder(order.id)).fulfillmentStatus).toBe('FULFILLED');
    });

    it('refunds part of an order, reads its transactions, then cancels another', async () => {
      const order = await placeOrder(3);
      const refunds = owner.orders as unknown as RefundMethods;
      const status = await refunds.getRefundabilityStatus(order.id);
      const paymentId = status.refundabilities?.[0]?.paymentId ?? '';
      expect(status.refundabilities?.[0]?.refundabilityStatus).toBe('REFUNDABLE');

      const refunded = await refunds.triggerRefund(order.id, [{ paymentId }], {
        details: {
          lineItems: [{ lineItemId: order.lineItems[0]?.id ?? '', quantity: 1 }],
          reason: 'Damaged',
        },
        sideEffects: { restockInfo: { type: 'ALL_ITEMS' } },
      });
      expect(refunded.refundId).toBeTruthy();
      expect(refunded.orderTransactions?.refunds?.[0]?.transactions?.[0]?.refundStatus).toBe('SUCCEEDED');

      const { orderTransactions: transactions } =
        await owner.orderTransactions.listTransactionsForSingleOrder(order.id);
      expect(transactions?.payments?.[0]?.regularPaymentDetails?.status).toBe('PARTIALLY_REFUNDED');
      expect(transactions?.refunds).toHaveLength(1);
      expect((await owner.orders.getOrder(order.id)).paymentStatus).toBe('PARTIALLY_REFUNDED');

      const other = await placeOrder(1);
      const { order: canceled } = await owner.orders.cancelOrder(other.id, { restockAllItems: true });
      expect(canceled?.status).toBe('CANCELED');
      expect(canceled?.paymentStatus).toBe('FULLY_REFUNDED');
    });
  },
);
