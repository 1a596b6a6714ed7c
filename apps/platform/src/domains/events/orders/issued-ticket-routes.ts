import {
  DeleteTicketCheckInsQuerySchema,
  GetTicketQuerySchema,
  ListTicketsQuerySchema,
  ListTicketsResponseSchema,
  TicketNumberParamsSchema,
  TicketResponseSchema,
  TicketsResponseSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { listOf } from '../../../kernel/http/query-lists.js';
import { route } from '../../../kernel/http/route.js';
import type { OrdersService } from './service.js';

const tags = ['Events'];

/** The owner's calls on issued tickets, at the paths of Wix's tickets v1 (the official `tickets` module). */
export function issuedTicketRoutes(orders: OrdersService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      path: '/events/v1/tickets',
      access: 'owner',
      summary:
        "List the tickets of events: the door list, filtered by order, state, member or a guest's name",
      tags,
      querystring: ListTicketsQuerySchema,
      response: ListTicketsResponseSchema,
      handler: ({ identity, query }) => orders.listTickets(identity.siteId, query),
    });
    route(app, {
      method: 'DELETE',
      path: '/events/v1/tickets/check-in',
      access: 'owner',
      summary: 'Undo the check-in of tickets scanned by mistake',
      tags,
      querystring: DeleteTicketCheckInsQuerySchema,
      response: TicketsResponseSchema,
      handler: ({ identity, query }) =>
        orders.undoCheckIns(identity.siteId, query.eventId, listOf(query.ticketNumber) ?? []),
    });
    route(app, {
      method: 'GET',
      path: '/events/v1/tickets/:ticketNumber',
      access: 'owner',
      summary: 'Get one ticket of an event by its number',
      tags,
      params: TicketNumberParamsSchema,
      querystring: GetTicketQuerySchema,
      response: TicketResponseSchema,
      handler: ({ identity, params, query }) =>
        orders.getTicket(identity.siteId, query.eventId, params.ticketNumber),
    });
  };
}
