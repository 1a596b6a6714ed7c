import type { EventTicket as WireTicket } from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire } from '../../wire/index.js';

export type Ticket = FromWire<WireTicket, 'created'>;
type Tickets = { tickets: Ticket[] };

const PATH = '/events/v1/tickets/check-in';
const DATE_KEYS = ['created'] as const;

/** Checks tickets in at the door, each once (the owner, or staff who check guests in). */
export const checkInTickets = defineMethod(
  ({ http }) =>
    async (options: { eventId: string; ticketNumber: string[] }): Promise<Tickets> =>
      callRest<{ tickets: WireTicket[] }, 'created'>(http, {
        method: 'POST',
        path: PATH,
        payload: options,
        dateKeys: DATE_KEYS,
      }),
);

/** Undoes check-ins made by mistake. */
export const deleteTicketCheckIns = defineMethod(
  ({ http }) =>
    async (options: { eventId: string; ticketNumber: string[] }): Promise<Tickets> =>
      callRest<{ tickets: WireTicket[] }, 'created'>(http, {
        method: 'DELETE',
        path: PATH,
        payload: options,
        dateKeys: DATE_KEYS,
      }),
);
