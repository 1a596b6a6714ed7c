import { carrierName } from '@bazaar/contracts';
import type { StorefrontClient } from './client';

/** Store orders the account page lists: the member's newest. */
const MY_ORDERS_PAGE_SIZE = 20;

/** A member's store order as the account page shows it. */
export interface MyOrderView {
  id: string;
  number: string;
  /** "November 25, 2026". */
  date: string;
  /** "2 items: Canvas Tote, Enamel Mug". */
  items: string;
  total: string;
  /** "Paid", "Partly refunded", "Canceled · Refunded"… */
  status: string;
  /** "Shipped", "Partly shipped", or none before anything ships. */
  shipping?: string;
  /** Each shipment's carrier and number, with its tracking page when there is one. */
  tracking: { label: string; url?: string }[];
}

const PAYMENT: Record<string, string> = {
  PAID: 'Paid',
  NOT_PAID: 'Not paid',
  PENDING: 'Payment pending',
  PARTIALLY_PAID: 'Partly paid',
  FULLY_REFUNDED: 'Refunded',
  PARTIALLY_REFUNDED: 'Partly refunded',
};

const SHIPPING: Record<string, string | undefined> = {
  FULFILLED: 'Shipped',
  PARTIALLY_FULFILLED: 'Partly shipped',
};

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The tracking of an order's shipments, read only for an order something of which shipped. */
async function trackingOf(client: StorefrontClient, orderId: string): Promise<MyOrderView['tracking']> {
  const { orderWithFulfillments } = await client.orderFulfillments.listFulfillmentsForSingleOrder(orderId);
  return orderWithFulfillments.fulfillments.flatMap(({ trackingInfo }) =>
    trackingInfo?.trackingNumber
      ? [
          {
            label: [
              trackingInfo.shippingProvider && carrierName(trackingInfo.shippingProvider),
              trackingInfo.trackingNumber,
            ]
              .filter(Boolean)
              .join(' '),
            ...(trackingInfo.trackingLink ? { url: trackingInfo.trackingLink } : {}),
          },
        ]
      : [],
  );
}

/** The signed-in member's store orders, newest first, with what shipped and what was refunded. */
export async function myOrders(client: StorefrontClient): Promise<MyOrderView[]> {
  const { orders } = await client.orders.searchOrders({ cursorPaging: { limit: MY_ORDERS_PAGE_SIZE } });
  return Promise.all(
    orders.map(async (order) => {
      const count = order.lineItems.reduce((sum, line) => sum + line.quantity, 0);
      const names = order.lineItems.map((line) => line.productName.original).join(', ');
      const payment = PAYMENT[order.paymentStatus] ?? order.paymentStatus;
      const shipping = SHIPPING[order.fulfillmentStatus];
      return {
        id: order._id,
        number: order.number,
        date: LONG_DATE.format(new Date(order._createdDate)),
        items: `${count} item${count === 1 ? '' : 's'}: ${names}`,
        total: order.priceSummary.total.formattedAmount,
        status: order.status === 'CANCELED' ? `Canceled · ${payment}` : payment,
        ...(shipping ? { shipping } : {}),
        tracking: shipping ? await trackingOf(client, order._id) : [],
      };
    }),
  );
}
