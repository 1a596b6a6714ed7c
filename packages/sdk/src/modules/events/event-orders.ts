import type {
  AuthorizedPaymentRequest,
  BulkUpdateOrdersRequest,
  ConfirmOrderRequest,
  EventCheckoutRequest,
  EventCheckoutResponse,
  EventOrderFieldset,
  GetInvoiceRequest,
  GetInvoiceResponse,
  ListOrdersQuery,
  ListOrdersResponse,
  PosCheckoutRequest,
  RefundEventOrderRequest,
  RefundEventOrderResponse,
  SummaryResponse,
  UpdateEventCheckoutRequest,
  UpdateOrderRequest,
  EventOrder as WireEventOrder,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import { type FromWire, fillPath, type SdkRequest } from '../../wire/index.js';

/** Timestamps an order decodes: its own, its tickets' check-ins, a hold's expiry and sale periods. */
const ORDER_DATE_KEYS = ['created', 'updated', 'expires', 'startDate', 'endDate'] as const;
type OrderDateKey = (typeof ORDER_DATE_KEYS)[number];

export type EventOrder = FromWire<WireEventOrder, OrderDateKey>;
export type CheckoutResult = FromWire<EventCheckoutResponse, OrderDateKey>;
export type Invoice = FromWire<GetInvoiceResponse, OrderDateKey>;
type Orders = { orders: EventOrder[] };

const BASE = '/events/v1';

/** A reservation's invoice, with a coupon's discount when `withDiscount.couponCode` applies. */
export const getInvoice = defineMethod(
  ({ http }) =>
    async (
      reservationId: string,
      eventId: string,
      options: Omit<SdkRequest<GetInvoiceRequest>, 'eventId'> = {},
    ): Promise<Invoice> =>
      callRest<GetInvoiceResponse, OrderDateKey>(http, {
        method: 'POST',
        path: fillPath(`${BASE}/checkout/invoices/{reservationId}`, { reservationId }),
        payload: { ...options, eventId },
        dateKeys: ORDER_DATE_KEYS,
      }),
);

/** Turns a pending reservation into an order: FREE, PENDING payment, or OFFLINE_PENDING (`payInPerson`). */
export const checkout = defineMethod(
  ({ http }) =>
    async (
      eventId: string,
      options: Omit<SdkRequest<EventCheckoutRequest>, 'eventId'>,
    ): Promise<CheckoutResult> =>
      callRest<EventCheckoutResponse, OrderDateKey>(http, {
        method: 'POST',
        path: `${BASE}/checkout`,
        payload: { ...options, eventId },
        dateKeys: ORDER_DATE_KEYS,
      }),
);

export const updateCheckout = defineMethod(
  ({ http }) =>
    async (
      orderNumber: string,
      eventId: string,
      options: Omit<SdkRequest<UpdateEventCheckoutRequest>, 'eventId' | 'orderNumber'> = {},
    ): Promise<{ order: EventOrder }> =>
      callRest<{ order: WireEventOrder }, OrderDateKey>(http, {
        method: 'PATCH',
        path: fillPath(`${BASE}/checkout/{orderNumber}`, { orderNumber }),
        payload: { ...options, eventId },
        dateKeys: ORDER_DATE_KEYS,
      }),
);

/** The owner's box-office sale: a PAID order on the OFFLINE_POS channel. */
export const posCheckout = defineMethod(
  ({ http }) =>
    async (eventId: string, options: Omit<PosCheckoutRequest, 'eventId'>): Promise<CheckoutResult> =>
      callRest<EventCheckoutResponse, OrderDateKey>(http, {
        method: 'POST',
        path: `${BASE}/pos-checkout`,
        payload: { ...options, eventId },
        dateKeys: ORDER_DATE_KEYS,
      }),
);

/** The owner's orders, or a buyer's own: filters, tags, facets, offset paging. */
export const listOrders = defineMethod(
  ({ http }) =>
    async (options: ListOrdersQuery = {}): Promise<FromWire<ListOrdersResponse, OrderDateKey>> =>
      callRest<ListOrdersResponse, OrderDateKey>(http, {
        method: 'GET',
        path: `${BASE}/orders`,
        payload: options,
        dateKeys: ORDER_DATE_KEYS,
      }),
);

/** One order (its buyer or the owner); the official client returns the order itself. */
export const getOrder = defineMethod(
  ({ http }) =>
    async (
      identifiers: { eventId: string; orderNumber: string },
      options: { fieldset?: EventOrderFieldset[] } = {},
    ): Promise<EventOrder> =>
      (
        await callRest<{ order: WireEventOrder }, OrderDateKey>(http, {
          method: 'GET',
          path: fillPath(`${BASE}/events/{eventId}/orders/{orderNumber}`, identifiers),
          payload: options,
          dateKeys: ORDER_DATE_KEYS,
        })
      ).order,
);

export const updateOrder = defineMethod(
  ({ http }) =>
    async (
      identifiers: { eventId: string; orderNumber: string },
      options: Omit<UpdateOrderRequest, 'eventId' | 'orderNumber'> = {},
    ): Promise<{ order: EventOrder }> =>
      callRest<{ order: WireEventOrder }, OrderDateKey>(http, {
        method: 'PATCH',
        path: fillPath(`${BASE}/events/{eventId}/orders/{orderNumber}`, identifiers),
        payload: options,
        dateKeys: ORDER_DATE_KEYS,
      }),
);

export const bulkUpdateOrders = defineMethod(
  ({ http }) =>
    async (eventId: string, options: Omit<BulkUpdateOrdersRequest, 'eventId'>): Promise<Orders> =>
      callRest<{ orders: WireEventOrder[] }, OrderDateKey>(http, {
        method: 'PATCH',
        path: fillPath(`${BASE}/events/{eventId}/orders`, { eventId }),
        payload: options,
        dateKeys: ORDER_DATE_KEYS,
      }),
);

/** The owner confirms orders waiting for payment: they become PAID. */
export const confirmOrder = defineMethod(
  ({ http }) =>
    async (eventId: string, options: Omit<ConfirmOrderRequest, 'eventId'>): Promise<Orders> =>
      callRest<{ orders: WireEventOrder[] }, OrderDateKey>(http, {
        method: 'POST',
        path: fillPath(`${BASE}/events/{eventId}/orders/confirm`, { eventId }),
        payload: options,
        dateKeys: ORDER_DATE_KEYS,
      }),
);

/** Delayed capture: an AUTHORIZED order's payment taken (`capture`) or released (`void`). */
const settleAuthorizedPayment = (action: 'capture' | 'void') =>
  defineMethod(
    ({ http }) =>
      async (orderNumber: string, options: AuthorizedPaymentRequest): Promise<void> => {
        await callRest(http, {
          method: 'POST',
          path: fillPath(`${BASE}/events/orders/{orderNumber}/${action}`, { orderNumber }),
          payload: options,
        });
      },
  );

/**
 * An event with `registration.tickets.delayedPaymentCapture` only authorizes cards at checkout:
 * the owner takes the payment and the order becomes PAID. Any order not AUTHORIZED: 428.
 */
export const captureAuthorizedPayment = settleAuthorizedPayment('capture');

/** The owner releases an AUTHORIZED order's payment: it becomes VOIDED and its tickets go back on sale. */
export const voidAuthorizedPayment = settleAuthorizedPayment('void');

/**
 * The owner refunds a card-paid order to the card (`ticketNumbers`, or every ticket not yet
 * refunded): refunded tickets go back on sale and admit no one; with all of them, the order is
 * CANCELED.
 */
export const refundOrder = defineMethod(
  ({ http }) =>
    async (orderNumber: string, options: RefundEventOrderRequest): Promise<RefundEventOrderResponse> =>
      callRest<RefundEventOrderResponse>(http, {
        method: 'POST',
        path: fillPath(`${BASE}/events/orders/{orderNumber}/refund`, { orderNumber }),
        payload: options,
      }),
);

export const getSummary = defineMethod(
  ({ http }) =>
    async (options: { eventId?: string } = {}): Promise<FromWire<SummaryResponse>> =>
      callRest<SummaryResponse>(http, { method: 'GET', path: `${BASE}/orders/summary`, payload: options }),
);

/** The owner checks tickets in at the door, each once. */
export const checkInTickets = defineMethod(
  ({ http }) =>
    async (
      eventId: string,
      options: { ticketNumber: string[] },
    ): Promise<Pick<CheckoutResult['order'], 'tickets'>> =>
      callRest<Pick<WireEventOrder, 'tickets'>, OrderDateKey>(http, {
        method: 'POST',
        path: fillPath(`${BASE}/events/{eventId}/tickets/check-in`, { eventId }),
        payload: options,
        dateKeys: ORDER_DATE_KEYS,
      }),
);
