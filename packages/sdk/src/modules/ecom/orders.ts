import type { OrderResponse, SearchOrdersResponse, Order as WireOrder } from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire } from '../../wire/index.js';

/** An order as the SDK returns it: `_id` at every depth, dates as Dates. */
export type Order = FromWire<WireOrder>;

/**
 * One of the caller's orders (a visitor reads the orders they paid); fails with code
 * NOT_FOUND for anyone else's.
 */
export const getOrder = defineMethod(
  ({ http }) =>
    async (id: string): Promise<Order> =>
      (
        await callRest<OrderResponse>(http, {
          method: 'GET',
          path: `/ecom/v1/orders/${encodeURIComponent(id)}`,
        })
      ).order,
);

/**
 * `searchOrders({ cursorPaging: { limit: 20 } })`: the caller's own orders, newest first (the
 * owner's: the site's); filter by `id`, `number`, `paymentStatus`; page on with `cursors.next`.
 */
export const searchOrders = defineMethod(
  ({ http }) =>
    async (search: Record<string, unknown> = {}): Promise<FromWire<SearchOrdersResponse>> =>
      callRest<SearchOrdersResponse>(http, {
        method: 'POST',
        path: '/ecom/v1/orders/search',
        payload: { search },
      }),
);
