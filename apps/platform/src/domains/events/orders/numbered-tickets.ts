import type { Queryable } from '../../../kernel/db/database.js';
import { notFound } from '../../../kernel/errors.js';
import type { OrderRecord, TicketRecord } from './record.js';
import * as repo from './repo.js';

/**
 * An event's tickets by number, each with its order, once each and in the order asked (two
 * statements however many): what every call on named tickets starts from. An unknown number, or
 * one of another event, is refused before anything changes.
 */
export async function numberedTickets(
  db: Queryable,
  siteId: string,
  eventId: string,
  ticketNumbers: readonly string[],
): Promise<{ ticket: TicketRecord; order: OrderRecord }[]> {
  const unique = [...new Set(ticketNumbers)];
  const tickets = await repo.ticketsNumbered(db, siteId, eventId, unique);
  const orders = await repo.ordersNumbered(db, siteId, [
    ...new Set(tickets.map((ticket) => ticket.orderNumber)),
  ]);
  return unique.map((number) => {
    const ticket = tickets.find((candidate) => candidate.ticketNumber === number);
    const order = orders.find((candidate) => candidate.orderNumber === ticket?.orderNumber);
    if (!ticket || !order) throw notFound('Ticket', number);
    return { ticket, order };
  });
}

/** The distinct orders of some numbered tickets, each once. */
export const ordersOf = (named: readonly { order: OrderRecord }[]): OrderRecord[] => [
  ...new Map(named.map(({ order }) => [order.orderNumber, order])).values(),
];
