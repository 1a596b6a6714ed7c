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
  status: string;
}

const PAYMENT: Record<string, string> = {
  PAID: 'Paid',
  NOT_PAID: 'Not paid',
  PENDING: 'Payment pending',
  PARTIALLY_PAID: 'Partly paid',
  FULLY_REFUNDED: 'Refunded',
  PARTIALLY_REFUNDED: 'Partly refunded',
};

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The signed-in member's store orders, newest first. */
export async function myOrders(client: StorefrontClient): Promise<MyOrderView[]> {
  const { orders } = await client.orders.searchOrders({ cursorPaging: { limit: MY_ORDERS_PAGE_SIZE } });
  return orders.map((order) => {
    const count = order.lineItems.reduce((sum, line) => sum + line.quantity, 0);
    const names = order.lineItems.map((line) => line.productName.original).join(', ');
    return {
      id: order._id,
      number: order.number,
      date: LONG_DATE.format(new Date(order._createdDate)),
      items: `${count} item${count === 1 ? '' : 's'}: ${names}`,
      total: order.priceSummary.total.formattedAmount,
      status: PAYMENT[order.paymentStatus] ?? order.paymentStatus,
    };
  });
}
