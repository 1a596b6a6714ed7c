import {
  AuthorizedPaymentParamsSchema,
  AuthorizedPaymentRequestSchema,
  BulkUpdateOrdersRequestSchema,
  CheckInRequestSchema,
  CheckInTicketsRequestSchema,
  CheckoutOptionsResponseSchema,
  ConfirmOrderRequestSchema,
  EmptyResponseSchema,
  EventCheckoutRequestSchema,
  EventCheckoutResponseSchema,
  EventIdParamSchema,
  EventOrderResponseSchema,
  EventOrdersResponseSchema,
  GetInvoiceRequestSchema,
  GetInvoiceResponseSchema,
  GetOrderQuerySchema,
  GetOrderResponseSchema,
  ListOrdersQuerySchema,
  ListOrdersResponseSchema,
  OrderNumberParamsSchema,
  PosCheckoutRequestSchema,
  RefundEventOrderRequestSchema,
  RefundEventOrderResponseSchema,
  ReservationIdParamsSchema,
  SummaryQuerySchema,
  SummaryResponseSchema,
  TicketsResponseSchema,
  UpdateEventCheckoutRequestSchema,
  UpdateOrderRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { route } from '../../../kernel/http/route.js';
import { assertNamesItsEvent, assertWorksAt, ticketsFor } from '../staff/staff-caller.js';
import type { OrdersService } from './service.js';

const tags = ['Events'];
const OrderNumberOnlySchema = Type.Object({ orderNumber: OrderNumberParamsSchema.properties.orderNumber });

/** Event checkout and orders (reference §1.9), and checking tickets in at the door. */
export function orderRoutes(orders: OrdersService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      path: '/events/v1/checkout/options',
      access: 'visitor',
      summary: 'What the checkout takes: online payments, coupons',
      tags,
      response: CheckoutOptionsResponseSchema,
      handler: ({ identity }) => orders.checkoutOptions(identity.siteId),
    });
    route(app, {
      method: 'POST',
      path: '/events/v1/checkout/invoices/:reservationId',
      access: 'visitor',
      summary: "A reservation's invoice, with a coupon's discount when the code applies",
      tags,
      params: ReservationIdParamsSchema,
      body: GetInvoiceRequestSchema,
      response: GetInvoiceResponseSchema,
      handler: ({ identity, params, body }) => orders.getInvoice(identity, params.reservationId, body),
    });
    route(app, {
      method: 'POST',
      path: '/events/v1/checkout',
      access: 'visitor',
      summary:
        'Turn a pending reservation into an order: FREE, PENDING payment, or OFFLINE_PENDING (payInPerson)',
      tags,
      body: EventCheckoutRequestSchema,
      response: EventCheckoutResponseSchema,
      handler: ({ identity, body }) => orders.checkout(identity, body),
    });
    route(app, {
      method: 'PATCH',
      path: '/events/v1/checkout/:orderNumber',
      access: 'visitor',
      summary: "Correct an order's buyer and guests (its buyer or the owner)",
      tags,
      params: OrderNumberOnlySchema,
      body: UpdateEventCheckoutRequestSchema,
      response: EventOrderResponseSchema,
      handler: ({ identity, params, body }) =>
        orders.updateCheckout(identity, body.eventId, params.orderNumber, body),
    });
    route(app, {
      method: 'POST',
      path: '/events/v1/pos-checkout',
      access: 'owner',
      summary: 'A box-office sale: the reservation becomes a PAID order on the OFFLINE_POS channel',
      tags,
      body: PosCheckoutRequestSchema,
      response: EventCheckoutResponseSchema,
      handler: ({ identity, body }) => orders.posCheckout(identity, body),
    });
    route(app, {
      method: 'GET',
      path: '/events/v1/orders',
      access: 'visitor',
      summary: "Orders with filters, tags and facets: the owner's all, a buyer's own",
      tags,
      querystring: ListOrdersQuerySchema,
      response: ListOrdersResponseSchema,
      handler: ({ identity, query }) => orders.listOrders(identity, query),
    });
    route(app, {
      method: 'GET',
      path: '/events/v1/orders/summary',
      access: 'staff',
      staffPermission: 'READ_ANALYTICS',
      summary: 'Sales per currency: orders, tickets, total paid and revenue after fees',
      tags,
      querystring: SummaryQuerySchema,
      response: SummaryResponseSchema,
      handler: ({ identity, query }) => {
        assertNamesItsEvent(identity, query.eventId);
        return orders.getSummary(identity.siteId, query.eventId);
      },
    });
    route(app, {
      method: 'GET',
      path: '/events/v1/events/:eventId/orders/:orderNumber',
      access: 'visitor',
      summary: 'One order with its tickets (its buyer or the owner) and calendar links',
      tags,
      params: OrderNumberParamsSchema,
      querystring: GetOrderQuerySchema,
      response: GetOrderResponseSchema,
      handler: ({ identity, params, query }) =>
        orders.getOrder(identity, params.eventId, params.orderNumber, query.fieldset),
    });
    route(app, {
      method: 'PATCH',
      path: '/events/v1/events/:eventId/orders/:orderNumber',
      access: 'owner',
      summary: 'Archive an order or change its form',
      tags,
      params: OrderNumberParamsSchema,
      body: UpdateOrderRequestSchema,
      response: EventOrderResponseSchema,
      handler: ({ identity, params, body }) =>
        orders.updateOrder(identity.siteId, params.eventId, params.orderNumber, body),
    });
    route(app, {
      method: 'PATCH',
      path: '/events/v1/events/:eventId/orders',
      access: 'owner',
      summary: 'Archive or unarchive several orders',
      tags,
      params: EventIdParamSchema,
      body: BulkUpdateOrdersRequestSchema,
      response: EventOrdersResponseSchema,
      handler: ({ identity, params, body }) => orders.bulkUpdateOrders(identity.siteId, params.eventId, body),
    });
    route(app, {
      method: 'POST',
      path: '/events/v1/events/:eventId/orders/confirm',
      access: 'owner',
      summary: 'Confirm orders waiting for payment (PENDING, OFFLINE_PENDING): they become PAID',
      tags,
      params: EventIdParamSchema,
      body: ConfirmOrderRequestSchema,
      response: EventOrdersResponseSchema,
      handler: ({ identity, params, body }) =>
        orders.confirmOrder(identity.siteId, params.eventId, body.orderNumber),
    });
    for (const [action, settle, summary] of [
      [
        'capture',
        orders.captureAuthorizedPayment,
        'Take the authorized payment of an order (delayed capture): it becomes PAID',
      ],
      [
        'void',
        orders.voidAuthorizedPayment,
        'Release the authorized payment of an order: it becomes VOIDED and its tickets go back on sale',
      ],
    ] as const)
      route(app, {
        method: 'POST',
        path: `/events/v1/events/orders/:orderNumber/${action}`,
        access: 'owner',
        summary,
        tags,
        params: AuthorizedPaymentParamsSchema,
        body: AuthorizedPaymentRequestSchema,
        response: EmptyResponseSchema,
        handler: ({ identity, params, body }) => settle(identity.siteId, body.eventId, params.orderNumber),
      });
    route(app, {
      method: 'POST',
      path: '/events/v1/events/orders/:orderNumber/refund',
      access: 'owner',
      summary: 'Refund a card-paid order to the card, all of it or some tickets: they go back on sale',
      tags,
      params: AuthorizedPaymentParamsSchema,
      body: RefundEventOrderRequestSchema,
      response: RefundEventOrderResponseSchema,
      handler: ({ identity, params, body }) => orders.refundOrder(identity.siteId, params.orderNumber, body),
    });
    route(app, {
      method: 'POST',
      path: '/events/v1/events/:eventId/tickets/check-in',
      access: 'staff',
      staffPermission: 'CHECK_IN_GUESTS',
      summary: 'Check tickets in at the door, each once',
      tags,
      params: EventIdParamSchema,
      body: CheckInRequestSchema,
      response: TicketsResponseSchema,
      handler: async ({ identity, params, body }) => {
        assertWorksAt(identity, [params.eventId]);
        return ticketsFor(
          identity,
          await orders.checkInTickets(identity.siteId, params.eventId, body.ticketNumber),
        );
      },
    });
    route(app, {
      method: 'POST',
      path: '/events/v1/tickets/check-in',
      access: 'staff',
      staffPermission: 'CHECK_IN_GUESTS',
      summary:
        'Check tickets in at the door, each once (the event named in the body, as the official tickets module sends it)',
      tags,
      body: CheckInTicketsRequestSchema,
      response: TicketsResponseSchema,
      handler: async ({ identity, body }) => {
        assertWorksAt(identity, [body.eventId]);
        return ticketsFor(
          identity,
          await orders.checkInTickets(identity.siteId, body.eventId, body.ticketNumber),
        );
      },
    });
  };
}
