import type { OrderTransactions as WireOrderTransactions } from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire } from '../../wire/index.js';

/** An order's payments and the refunds made of them, as the SDK returns them. */
export type OrderTransactions = FromWire<WireOrderTransactions>;

/** `listTransactionsForSingleOrder(orderId)`: the order's payments and refunds (its buyer, or the site owner). */
export const listTransactionsForSingleOrder = defineMethod(
  ({ http }) =>
    async (orderId: string): Promise<{ orderTransactions: OrderTransactions }> =>
      callRest<{ orderTransactions: WireOrderTransactions }>(http, {
        method: 'GET',
        path: `/ecom/v1/payments/orders/${encodeURIComponent(orderId)}`,
      }),
);
