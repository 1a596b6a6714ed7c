import type { EventTicket, ListTicketsQuery, ListTicketsResponse } from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Database, Transaction } from '../../../kernel/db/database.js';
import { notFound } from '../../../kernel/errors.js';
import { listOf } from '../../../kernel/http/query-lists.js';
import { presentTicket } from './presenter.js';
import type { OrderRecord } from './record.js';
import * as repo from './repo.js';
import * as ticketList from './ticket-list-repo.js';

const DEFAULT_PAGE = 100;

/**
 * The owner's side of issued tickets (Wix's tickets v1): the door list of one or more events,
 * one ticket, and undoing a check-in made by mistake. Checking in is `check-in.ts`.
 */
export function createTicketManagement(deps: {
  db: Database;
  clock: Clock;
  announce(tx: Transaction, order: OrderRecord, action: 'updated'): Promise<void>;
}) {
  const { db, announce } = deps;
  return {
    async listTickets(siteId: string, query: ListTicketsQuery): Promise<ListTicketsResponse> {
      const offset = query.offset ?? 0;
      const limit = query.limit ?? DEFAULT_PAGE;
      const [sortBy = 'created', direction = 'desc'] = (query.sort ?? 'created:desc').split(':');
      const { tickets, total } = await ticketList.listTickets(
        db,
        siteId,
        {
          eventIds: listOf(query.eventId) ?? [],
          orderNumbers: listOf(query.orderNumber),
          ticketNumbers: listOf(query.ticketNumber),
          memberIds: listOf(query.memberId),
          orderStatuses: listOf(query.orderStatus),
          states: listOf(query.state),
          ...(query.searchPhrase ? { searchPhrase: query.searchPhrase } : {}),
        },
        {
          offset,
          limit,
          sort: sortBy === 'orderNumber' || sortBy === 'ticketNumber' ? sortBy : 'created',
          descending: direction.toLowerCase() === 'desc',
        },
      );
      return {
        total,
        offset,
        limit,
        tickets: tickets.map(({ order, ticket }) => presentTicket(order, ticket)),
      };
    },

    async getTicket(siteId: string, eventId: string, ticketNumber: string): Promise<{ ticket: EventTicket }> {
      const [ticket] = await repo.ticketsNumbered(db, siteId, eventId, [ticketNumber]);
      const [order] = ticket ? await repo.ordersNumbered(db, siteId, [ticket.orderNumber]) : [];
      if (!ticket || !order) throw notFound('Ticket', ticketNumber);
      return { ticket: presentTicket(order, ticket) };
    },

    /** Archives tickets apart from their orders, or brings them back, all or none. */
    archiveTickets(
      siteId: string,
      eventId: string,
      ticketNumbers: readonly string[],
      archived: boolean,
    ): Promise<{ tickets: EventTicket[] }> {
      return db.transaction(async (tx) => {
        const unique = [...new Set(ticketNumbers)];
        const before = await repo.ticketsNumbered(tx, siteId, eventId, unique);
        const missing = unique.find((number) => !before.some((ticket) => ticket.ticketNumber === number));
        if (missing) throw notFound('Ticket', missing);
        await ticketList.setArchived(tx, siteId, eventId, unique, archived);
        const after = await repo.ticketsNumbered(tx, siteId, eventId, unique);
        const orders = await repo.ordersNumbered(tx, siteId, [
          ...new Set(after.map((ticket) => ticket.orderNumber)),
        ]);
        for (const order of orders) await announce(tx, order, 'updated');
        return {
          tickets: unique.flatMap((number) => {
            const ticket = after.find((candidate) => candidate.ticketNumber === number);
            const order = orders.find((candidate) => candidate.orderNumber === ticket?.orderNumber);
            return ticket && order ? [presentTicket(order, ticket)] : [];
          }),
        };
      });
    },

    /**
     * Undoes the check-in of tickets scanned by mistake; a ticket not checked in stays as it is.
     * All or none: an unknown ticket undoes none of the others.
     */
    undoCheckIns(
      siteId: string,
      eventId: string,
      ticketNumbers: readonly string[],
    ): Promise<{ tickets: EventTicket[] }> {
      return db.transaction(async (tx) => {
        const unique = [...new Set(ticketNumbers)];
        const tickets = await repo.ticketsNumbered(tx, siteId, eventId, unique);
        const orders = await repo.ordersNumbered(tx, siteId, [
          ...new Set(tickets.map((ticket) => ticket.orderNumber)),
        ]);
        const undone = [];
        const changed = new Set<OrderRecord>();
        for (const number of unique) {
          const ticket = tickets.find((candidate) => candidate.ticketNumber === number);
          const order = orders.find((candidate) => candidate.orderNumber === ticket?.orderNumber);
          if (!ticket || !order) throw notFound('Ticket', number);
          if (await ticketList.undoCheckIn(tx, siteId, eventId, number)) changed.add(order);
          const { checkedInAt: _, ...notCheckedIn } = ticket;
          undone.push(presentTicket(order, notCheckedIn));
        }
        for (const order of changed) await announce(tx, order, 'updated');
        return { tickets: undone };
      });
    },
  };
}
