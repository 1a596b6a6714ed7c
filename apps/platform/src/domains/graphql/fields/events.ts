import {
  AvailableTicketsResponseSchema,
  CreateReservationRequestSchema,
  QueryAvailableTicketsRequestSchema,
  QueryEventsRequestSchema,
  QueryEventsResponseSchema,
  ReservationSchema,
} from '@bazaar/contracts';
import type { GatewayField } from './gateway-field.js';

/** Published events, the tickets a buyer may choose, and holding tickets for a checkout. */
export const eventsFields: GatewayField[] = [
  {
    name: 'eventsEventsV3Events',
    on: ['query'],
    description: 'Events (visitors see published ones)',
    argument: { name: 'queryInput', schema: QueryEventsRequestSchema },
    call: (input) => ({ method: 'POST', url: '/events/v3/events/query', body: input }),
    answer: QueryEventsResponseSchema,
    list: 'events',
  },
  {
    name: 'eventsCheckoutV1AvailableTickets',
    on: ['query'],
    description: 'The ticket definitions a buyer may choose, by event',
    argument: { name: 'queryInput', schema: QueryAvailableTicketsRequestSchema },
    call: (input) => ({ method: 'POST', url: '/events/v1/checkout/available-tickets/query', body: input }),
    answer: AvailableTicketsResponseSchema,
    list: 'definitions',
  },
  {
    name: 'eventsCheckoutV1CreateReservation',
    on: ['mutation'],
    description: 'Holds tickets of an event for a checkout, for a limited time',
    argument: { name: 'input', schema: CreateReservationRequestSchema },
    call: (input) => ({ method: 'POST', url: '/events/v1/checkout/reservations', body: input }),
    answer: ReservationSchema,
  },
];
