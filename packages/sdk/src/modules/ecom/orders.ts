import type { OrderResponse, Order as WireOrder } from '@bazaar/contracts';
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
