import type { EventTicket, ListTicketsQuery, ListTicketsResponse } from '@bazaar/contracts';
import type { Database, Transaction } from '../../../kernel/db/database.js';
import { listOf } from '../../../kernel/http/query-lists.js';
import { numberedTickets, ordersOf } from './numbered-tickets.js';
import { presentTicket } from './presenter.js';
import type { OrderRecord, TicketRecord } from './record.js';
import * as ticketList from './ticket-list-repo.js';

const DEFAULT_PAGE = 100;

/**
 * The owner's side of issued tickets (Wix's tickets v1): the door list of one or more events,
 * one ticket, and undoing a check-in made by mistake. Checking in is `check-in.ts`.
 */
export function createTicketManagement(deps: {
  db: Database;
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
      const [{ ticket, order }] = (await numberedTickets(db, siteId, eventId, [ticketNumber])) as [
        { ticket: TicketRecord; order: OrderRecord },
      ];
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
        const named = await numberedTickets(tx, siteId, eventId, ticketNumbers);
        await ticketList.setArchived(
          tx,
          siteId,
          eventId,
          named.map(({ ticket }) => ticket.ticketNumber),
          archived,
        );
        for (const order of ordersOf(named)) await announce(tx, order, 'updated');
        return {
          tickets: named.map(({ order, ticket }) => presentTicket(order, { ...ticket, archived })),
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
        const named = await numberedTickets(tx, siteId, eventId, ticketNumbers);
        const changed = new Map<string, OrderRecord>();
        for (const { ticket, order } of named)
          if (await ticketList.undoCheckIn(tx, siteId, eventId, ticket.ticketNumber))
            changed.set(order.orderNumber, order);
        for (const order of changed.values()) await announce(tx, order, 'updated');
        return {
          tickets: named.map(({ order, ticket: { checkedInAt: _, ...notCheckedIn } }) =>
            presentTicket(order, notCheckedIn),
          ),
        };
      });
    },
  };
}
