import type {
  AvailableTicketsResponse,
  CreateReservationRequest,
  QueryAvailableTicketsRequest,
  Reservation as WireReservation,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import { type FromWire, fillPath } from '../../wire/index.js';

/** Timestamps the checkout decodes: a reservation's `expires` and a ticket's sale period. */
const CHECKOUT_DATE_KEYS = ['expires', 'startDate', 'endDate'] as const;
type CheckoutDateKey = (typeof CHECKOUT_DATE_KEYS)[number];

export type AvailableTickets = FromWire<AvailableTicketsResponse, CheckoutDateKey>;
export type TicketDefinition = AvailableTickets['definitions'][number];
export type Reservation = FromWire<WireReservation, CheckoutDateKey>;

const BASE = '/events/v1/checkout';

/** The tickets a buyer may choose: `queryAvailableTickets({ filter: { eventId }, limit: 10 })`. */
export const queryAvailableTickets = defineMethod(
  ({ http }) =>
    async (options: QueryAvailableTicketsRequest = {}): Promise<AvailableTickets> =>
      callRest<AvailableTicketsResponse, CheckoutDateKey>(http, {
        method: 'POST',
        path: `${BASE}/available-tickets/query`,
        payload: options,
        dateKeys: CHECKOUT_DATE_KEYS,
      }),
);

export const listAvailableTickets = defineMethod(
  ({ http }) =>
    async (
      options: { eventId?: string[]; offset?: number; limit?: number; sort?: string } = {},
    ): Promise<AvailableTickets> =>
      callRest<AvailableTicketsResponse, CheckoutDateKey>(http, {
        method: 'GET',
        path: `${BASE}/available-tickets`,
        payload: options,
        dateKeys: CHECKOUT_DATE_KEYS,
      }),
);

/** Holds tickets for 20 minutes; `eventId` travels in the body, as the official module sends it. */
export const createReservation = defineMethod(
  ({ http }) =>
    async (eventId: string, options: Omit<CreateReservationRequest, 'eventId'>): Promise<Reservation> =>
      callRest<WireReservation, CheckoutDateKey>(http, {
        method: 'POST',
        path: `${BASE}/reservations`,
        payload: { ...options, eventId },
        dateKeys: CHECKOUT_DATE_KEYS,
      }),
);

/** Gives held tickets back (the buyer who holds them, or the owner). */
export const cancelReservation = defineMethod(
  ({ http }) =>
    async (_id: string, eventId: string): Promise<void> => {
      await callRest(http, {
        method: 'DELETE',
        path: fillPath(`${BASE}/reservations/{id}`, { id: _id }),
        payload: { eventId },
      });
    },
);
export * from './event-orders.js';
