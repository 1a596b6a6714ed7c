import {
  CancelOrderRequestSchema,
  CancelOrderResponseSchema,
  CreateFulfillmentRequestSchema,
  CreateFulfillmentResponseSchema,
  EcomOrderIdParamsSchema,
  FulfillmentParamsSchema,
  GetRefundabilityStatusResponseSchema,
  ListFulfillmentsForMultipleOrdersRequestSchema,
  ListFulfillmentsForMultipleOrdersResponseSchema,
  ListTransactionsForSingleOrderResponseSchema,
  OrderIdParamsSchema,
  OrderResponseSchema,
  OrderWithFulfillmentsResponseSchema,
  SearchOrdersRequestSchema,
  SearchOrdersResponseSchema,
  TriggerRefundRequestSchema,
  TriggerRefundResponseSchema,
  UpdateFulfillmentRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { route } from '../../../kernel/http/route.js';
import type { OrderFulfillments } from './fulfillments.js';
import type { OrderReads } from './order-reads.js';
import type { OrderRefunds } from './refunds.js';

const tags = ['eCommerce'];
const OrderIdSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

/**
 * After payment, at Wix's paths: the owner fulfills (ships), cancels and refunds an order; its
 * buyer may read its fulfillments (tracking) and transactions, as they read the order.
 */
export function orderRoutes(reads: OrderReads, fulfillments: OrderFulfillments, refunds: OrderRefunds) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/ecom/v1/orders/search',
      access: 'visitor',
      summary: "Search orders: the owner's all, a buyer's own (newest first, cursor paged)",
      tags,
      body: SearchOrdersRequestSchema,
      response: SearchOrdersResponseSchema,
      handler: ({ identity, body }) => reads.searchOrders(identity, body.search),
    });
    route(app, {
      method: 'GET',
      path: '/ecom/v1/orders/:id',
      access: 'visitor',
      summary: 'Get an order (its buyer, or the site owner)',
      tags,
      params: OrderIdSchema,
      response: OrderResponseSchema,
      handler: async ({ identity, params }) => ({ order: await reads.getOrder(identity, params.id) }),
    });
    route(app, {
      method: 'GET',
      path: '/ecom/v1/fulfillments/orders/:orderId',
      access: 'visitor',
      summary: "An order's fulfillments (its buyer, or the site owner)",
      tags,
      params: OrderIdParamsSchema,
      response: OrderWithFulfillmentsResponseSchema,
      handler: async ({ identity, params }) => ({
        orderWithFulfillments: await fulfillments.listForOrder(identity, params.orderId),
      }),
    });
    route(app, {
      method: 'POST',
      path: '/ecom/v1/fulfillments/list-by-ids',
      access: 'owner',
      summary: 'The fulfillments of several orders',
      tags,
      body: ListFulfillmentsForMultipleOrdersRequestSchema,
      response: ListFulfillmentsForMultipleOrdersResponseSchema,
      handler: async ({ identity, body }) => ({
        ordersWithFulfillments: await fulfillments.listForOrders(identity.siteId, body.orderIds),
      }),
    });
    route(app, {
      method: 'POST',
      path: '/ecom/v1/fulfillments/orders/:orderId/create-fulfillment',
      access: 'owner',
      summary: 'Record a shipment of some or all of an order’s lines, with its tracking',
      tags,
      params: OrderIdParamsSchema,
      body: CreateFulfillmentRequestSchema,
      response: CreateFulfillmentResponseSchema,
      handler: ({ identity, params, body }) =>
        fulfillments.create(identity.siteId, params.orderId, body.fulfillment),
    });
    route(app, {
      method: 'PATCH',
      path: '/ecom/v1/fulfillments/:fulfillmentId/orders/:orderId',
      access: 'owner',
      summary: 'Change a fulfillment (its tracking, lines or status)',
      tags,
      params: FulfillmentParamsSchema,
      body: UpdateFulfillmentRequestSchema,
      response: OrderWithFulfillmentsResponseSchema,
      handler: async ({ identity, params, body }) => ({
        orderWithFulfillments: await fulfillments.update(
          identity.siteId,
          params.orderId,
          params.fulfillmentId,
          body.fulfillment,
        ),
      }),
    });
    route(app, {
      method: 'DELETE',
      path: '/ecom/v1/fulfillments/:fulfillmentId/orders/:orderId',
      access: 'owner',
      summary: 'Delete a fulfillment: its lines count as not fulfilled again',
      tags,
      params: FulfillmentParamsSchema,
      response: OrderWithFulfillmentsResponseSchema,
      handler: async ({ identity, params }) => ({
        orderWithFulfillments: await fulfillments.delete(
          identity.siteId,
          params.orderId,
          params.fulfillmentId,
        ),
      }),
    });

    route(app, {
      method: 'POST',
      path: '/ecom/v1/orders/:id/cancel',
      access: 'owner',
      summary: 'Cancel an unfulfilled order: its payment refunded, its stock back',
      tags,
      params: OrderIdSchema,
      body: CancelOrderRequestSchema,
      response: CancelOrderResponseSchema,
      handler: async ({ identity, params, body }) => ({
        order: await refunds.cancel(identity.siteId, params.id, body),
      }),
    });
    route(app, {
      method: 'GET',
      path: '/ecom/v1/payments-collector/orders/:ecomOrderId/refundability',
      access: 'owner',
      summary: "Whether each of an order's payments can still be refunded",
      tags,
      params: EcomOrderIdParamsSchema,
      response: GetRefundabilityStatusResponseSchema,
      handler: ({ identity, params }) => refunds.refundability(identity, params.ecomOrderId),
    });
    route(app, {
      method: 'POST',
      path: '/ecom/v1/payments-collector/orders/:ecomOrderId/trigger-refund',
      access: 'owner',
      summary: 'Refund an order in full or in part (lines, shipping), optionally restocking',
      tags,
      params: EcomOrderIdParamsSchema,
      body: TriggerRefundRequestSchema,
      response: TriggerRefundResponseSchema,
      handler: ({ identity, params, body }) =>
        refunds.triggerRefund(identity.siteId, params.ecomOrderId, body),
    });
    route(app, {
      method: 'GET',
      path: '/ecom/v1/payments/orders/:orderId',
      access: 'visitor',
      summary: "An order's payments and refunds (its buyer, or the site owner)",
      tags,
      params: OrderIdParamsSchema,
      response: ListTransactionsForSingleOrderResponseSchema,
      handler: async ({ identity, params }) => ({
        orderTransactions: await refunds.listTransactions(identity, params.orderId),
      }),
    });
  };
}
