import type {
  CancelOrderRequest,
  CancelOrderResponse,
  GetRefundabilityStatusResponse,
  OrderResponse,
  SearchOrdersResponse,
  TriggerRefundRequest,
  TriggerRefundResponse,
  Order as WireOrder,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire, SdkRequest } from '../../wire/index.js';

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

/**
 * `cancelOrder(id, { restockAllItems })` (the site owner): cancels an order nothing of which is
 * fulfilled; what is left of its payment is refunded and its stock goes back.
 */
export const cancelOrder = defineMethod(
  ({ http }) =>
    async (
      id: string,
      options: SdkRequest<CancelOrderRequest> = {},
    ): Promise<FromWire<CancelOrderResponse>> =>
      callRest<CancelOrderResponse>(http, {
        method: 'POST',
        path: `/ecom/v1/orders/${encodeURIComponent(id)}/cancel`,
        payload: options,
      }),
);

/** `getRefundabilityStatus(orderId)` (the site owner): whether each payment can still be refunded. */
export const getRefundabilityStatus = defineMethod(
  ({ http }) =>
    async (orderId: string): Promise<FromWire<GetRefundabilityStatusResponse>> =>
      callRest<GetRefundabilityStatusResponse>(http, {
        method: 'GET',
        path: `/ecom/v1/payments-collector/orders/${encodeURIComponent(orderId)}/refundability`,
      }),
);

/**
 * `triggerRefund(orderId, [{ paymentId }], { details: { lineItems }, sideEffects })` (the site
 * owner): gives money back, in full or in part; a payment without an amount refunds the value of
 * `details` (its lines and shipping). Never more than is left of a payment.
 */
export const triggerRefund = defineMethod(
  ({ http }) =>
    async (
      orderId: string,
      payments: SdkRequest<TriggerRefundRequest>['payments'],
      options: Omit<SdkRequest<TriggerRefundRequest>, 'payments'> = {},
    ): Promise<FromWire<TriggerRefundResponse>> =>
      callRest<TriggerRefundResponse>(http, {
        method: 'POST',
        path: `/ecom/v1/payments-collector/orders/${encodeURIComponent(orderId)}/trigger-refund`,
        payload: { payments, ...options },
      }),
);
