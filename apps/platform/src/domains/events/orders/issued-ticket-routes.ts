import {
  BulkUpdateTicketsRequestSchema,
  DeleteTicketCheckInsQuerySchema,
  GetTicketQuerySchema,
  ListTicketsQuerySchema,
  ListTicketsResponseSchema,
  TicketNumberParamsSchema,
  TicketResponseSchema,
  TicketsResponseSchema,
  UpdateTicketRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../../../kernel/errors.js';
import { listOf } from '../../../kernel/http/query-lists.js';
import { route } from '../../../kernel/http/route.js';
import { assertWorksAt, ticketsFor } from '../staff/staff-caller.js';
import type { OrdersService } from './service.js';

const tags = ['Events'];

/** The owner's calls on issued tickets, at the paths of Wix's tickets v1 (the official `tickets` module). */
export function issuedTicketRoutes(orders: OrdersService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'PATCH',
      path: '/events/v1/tickets',
      access: 'owner',
      summary: 'Archive tickets apart from their orders, or bring them back, all or none',
      tags,
      body: BulkUpdateTicketsRequestSchema,
      response: TicketsResponseSchema,
      handler: ({ identity, body }) =>
        orders.archiveTickets(identity.siteId, body.eventId, body.ticketNumber, body.archived),
    });
    route(app, {
      method: 'PATCH',
      path: '/events/v1/tickets/:ticketNumber',
      access: 'owner',
      summary:
        'Archive one ticket apart from its order, or bring it back (its guest is changed on the order)',
      tags,
      params: TicketNumberParamsSchema,
      body: UpdateTicketRequestSchema,
      response: TicketResponseSchema,
      handler: async ({ identity, params, body }) => {
        if (body.guestDetails !== undefined)
          throw ValidationError.field(
            'guestDetails',
            "A ticket's guest is changed on its order (updateOrder)",
          );
        const [ticket] = (
          await orders.archiveTickets(identity.siteId, body.eventId, [params.ticketNumber], body.archived)
        ).tickets;
        return { ticket: ticket as NonNullable<typeof ticket> };
      },
    });
    route(app, {
      method: 'GET',
      path: '/events/v1/tickets',
      access: 'staff',
      staffPermission: 'CHECK_IN_GUESTS',
      summary:
        "List the tickets of events: the door list, filtered by order, state, member or a guest's name",
      tags,
      querystring: ListTicketsQuerySchema,
      response: ListTicketsResponseSchema,
      handler: async ({ identity, query }) => {
        assertWorksAt(identity, listOf(query.eventId) ?? []);
        return ticketsFor(identity, await orders.listTickets(identity.siteId, query));
      },
    });
    route(app, {
      method: 'DELETE',
      path: '/events/v1/tickets/check-in',
      access: 'staff',
      staffPermission: 'CHECK_IN_GUESTS',
      summary: 'Undo the check-in of tickets scanned by mistake',
      tags,
      querystring: DeleteTicketCheckInsQuerySchema,
      response: TicketsResponseSchema,
      handler: async ({ identity, query }) => {
        assertWorksAt(identity, [query.eventId]);
        const undone = await orders.undoCheckIns(
          identity.siteId,
          query.eventId,
          listOf(query.ticketNumber) ?? [],
        );
        return ticketsFor(identity, undone);
      },
    });
    route(app, {
      method: 'GET',
      path: '/events/v1/tickets/:ticketNumber',
      access: 'staff',
      staffPermission: 'CHECK_IN_GUESTS',
      summary: 'Get one ticket of an event by its number',
      tags,
      params: TicketNumberParamsSchema,
      querystring: GetTicketQuerySchema,
      response: TicketResponseSchema,
      handler: async ({ identity, params, query }) => {
        assertWorksAt(identity, [query.eventId]);
        const { ticket } = await orders.getTicket(identity.siteId, query.eventId, params.ticketNumber);
        const [seen] = ticketsFor(identity, { tickets: [ticket] }).tickets;
        return { ticket: seen ?? ticket };
      },
    });
  };
}
