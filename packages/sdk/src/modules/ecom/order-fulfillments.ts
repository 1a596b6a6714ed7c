import type {
  CreateFulfillmentRequest,
  FulfillmentInput,
  OrderWithFulfillments as WireOrderWithFulfillments,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire, SdkRequest } from '../../wire/index.js';

/** An order's fulfillments as the SDK returns them: `_id`, `_createdDate` a Date. */
export type OrderWithFulfillments = FromWire<WireOrderWithFulfillments>;

const base = '/ecom/v1/fulfillments';
const order = (orderId: string) => encodeURIComponent(orderId);

/** `listFulfillmentsForSingleOrder(orderId)`: the order's shipments (its buyer, or the site owner). */
export const listFulfillmentsForSingleOrder = defineMethod(
  ({ http }) =>
    async (orderId: string): Promise<{ orderWithFulfillments: OrderWithFulfillments }> =>
      callRest<{ orderWithFulfillments: WireOrderWithFulfillments }>(http, {
        method: 'GET',
        path: `${base}/orders/${order(orderId)}`,
      }),
);

/** `listFulfillmentsForMultipleOrders(orderIds)` (the site owner). */
export const listFulfillmentsForMultipleOrders = defineMethod(
  ({ http }) =>
    async (orderIds: string[]): Promise<{ ordersWithFulfillments: OrderWithFulfillments[] }> =>
      callRest<{ ordersWithFulfillments: WireOrderWithFulfillments[] }>(http, {
        method: 'POST',
        path: `${base}/list-by-ids`,
        payload: { orderIds },
      }),
);

/**
 * `createFulfillment(orderId, { lineItems: [{ _id, quantity }], trackingInfo })` (the site owner):
 * a shipment of some or all of the order's lines; a line without a quantity ships all that is left.
 */
export const createFulfillment = defineMethod(
  ({ http }) =>
    async (
      orderId: string,
      fulfillment: SdkRequest<CreateFulfillmentRequest>['fulfillment'],
    ): Promise<{ orderWithFulfillments: OrderWithFulfillments; fulfillmentId: string }> =>
      callRest<{ orderWithFulfillments: WireOrderWithFulfillments; fulfillmentId: string }>(http, {
        method: 'POST',
        path: `${base}/orders/${order(orderId)}/create-fulfillment`,
        payload: { fulfillment },
      }),
);

/** `updateFulfillment({ orderId, fulfillmentId }, { fulfillment })` (the site owner): the order's fulfillments after it. */
export const updateFulfillment = defineMethod(
  ({ http }) =>
    async (
      identifiers: { orderId: string; fulfillmentId: string },
      options: { fulfillment?: SdkRequest<FulfillmentInput> } = {},
    ): Promise<OrderWithFulfillments> =>
      (
        await callRest<{ orderWithFulfillments: WireOrderWithFulfillments }>(http, {
          method: 'PATCH',
          path: `${base}/${encodeURIComponent(identifiers.fulfillmentId)}/orders/${order(identifiers.orderId)}`,
          payload: { fulfillment: options.fulfillment ?? {} },
        })
      ).orderWithFulfillments,
);

/** `deleteFulfillment({ orderId, fulfillmentId })` (the site owner): its lines count as unfulfilled again. */
export const deleteFulfillment = defineMethod(
  ({ http }) =>
    async (identifiers: {
      orderId: string;
      fulfillmentId: string;
    }): Promise<{ orderWithFulfillments: OrderWithFulfillments }> =>
      callRest<{ orderWithFulfillments: WireOrderWithFulfillments }>(http, {
        method: 'DELETE',
        path: `${base}/${encodeURIComponent(identifiers.fulfillmentId)}/orders/${order(identifiers.orderId)}`,
      }),
);
