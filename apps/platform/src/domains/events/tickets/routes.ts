import {
  AvailableTicketsResponseSchema,
  CreateTicketDefinitionRequestSchema,
  EmptyResponseSchema,
  ListAvailableTicketsQuerySchema,
  QueryAvailableTicketsRequestSchema,
  QueryTicketDefinitionsRequestSchema,
  QueryTicketDefinitionsResponseSchema,
  TicketDefinitionIdParamsSchema,
  TicketDefinitionResponseSchema,
  UpdateTicketDefinitionRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../../kernel/auth.js';
import { route } from '../../../kernel/http/route.js';
import { askOfFilter } from './available-ask.js';
import type { TicketsService } from './service.js';

// The ticket-definition routes are also served where the official `ticketDefinitionsV2` module sends
// them (`/events-ticket-definitions/v3/ticket-definitions…`).
const tags = ['Events'];

/** Ticket definitions for the owner (v3), and the available tickets a buyer picks from (checkout v1). */
export function ticketRoutes(tickets: TicketsService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/events/v3/ticket-definitions',
      aliases: ['/events-ticket-definitions/v3/ticket-definitions'],
      access: 'owner',
      summary: 'Create a kind of ticket for a ticketed event',
      tags,
      body: CreateTicketDefinitionRequestSchema,
      response: TicketDefinitionResponseSchema,
      handler: async ({ identity, body }) => ({
        ticketDefinition: await tickets.createTicketDefinition(siteOf(identity), body),
      }),
    });
    route(app, {
      method: 'GET',
      path: '/events/v3/ticket-definitions/:ticketDefinitionId',
      aliases: ['/events-ticket-definitions/v3/ticket-definitions/:ticketDefinitionId'],
      access: 'owner',
      summary: 'Get a kind of ticket with what is sold and held',
      tags,
      params: TicketDefinitionIdParamsSchema,
      response: TicketDefinitionResponseSchema,
      handler: async ({ identity, params }) => ({
        ticketDefinition: await tickets.getTicketDefinition(siteOf(identity), params.ticketDefinitionId),
      }),
    });
    route(app, {
      method: 'PATCH',
      path: '/events/v3/ticket-definitions/:ticketDefinitionId',
      aliases: ['/events-ticket-definitions/v3/ticket-definitions/:ticketDefinitionId'],
      access: 'owner',
      summary: 'Update a kind of ticket (the fields sent); its limit never below what is sold and held',
      tags,
      params: TicketDefinitionIdParamsSchema,
      body: UpdateTicketDefinitionRequestSchema,
      response: TicketDefinitionResponseSchema,
      handler: async ({ identity, params, body }) => ({
        ticketDefinition: await tickets.updateTicketDefinition(
          siteOf(identity),
          params.ticketDefinitionId,
          body,
        ),
      }),
    });
    route(app, {
      method: 'DELETE',
      path: '/events/v3/ticket-definitions/:ticketDefinitionId',
      aliases: ['/events-ticket-definitions/v3/ticket-definitions/:ticketDefinitionId'],
      access: 'owner',
      summary: 'Delete a kind of ticket nobody has bought or holds',
      tags,
      params: TicketDefinitionIdParamsSchema,
      response: EmptyResponseSchema,
      handler: async ({ identity, params }) =>
        tickets.deleteTicketDefinition(siteOf(identity), params.ticketDefinitionId),
    });
    route(app, {
      method: 'POST',
      path: '/events/v3/ticket-definitions/query',
      aliases: ['/events-ticket-definitions/v3/ticket-definitions/query'],
      access: 'owner',
      summary: 'Query kinds of ticket',
      tags,
      body: QueryTicketDefinitionsRequestSchema,
      response: QueryTicketDefinitionsResponseSchema,
      handler: async ({ identity, body }) => tickets.queryTicketDefinitions(siteOf(identity), body.query),
    });
    route(app, {
      method: 'POST',
      path: '/events/v1/checkout/available-tickets/query',
      access: 'visitor',
      summary: 'The tickets a buyer may choose, by event (no limit: the count alone)',
      tags,
      body: QueryAvailableTicketsRequestSchema,
      response: AvailableTicketsResponseSchema,
      handler: async ({ identity, body }) =>
        tickets.availableTickets(siteOf(identity), identity.kind === 'owner', {
          ...askOfFilter(body.filter),
          offset: body.offset ?? 0,
          limit: body.limit ?? 0,
          sort: body.sort ?? 'orderIndex:asc',
          dashboard: body.fieldset?.includes('DASHBOARD') ?? false,
          policy: body.fieldset?.includes('POLICY') ?? false,
          includeHiddenNotOnSale: false,
        }),
    });
    route(app, {
      method: 'GET',
      path: '/events/v1/checkout/available-tickets',
      access: 'visitor',
      summary: 'The tickets a buyer may choose, by event ids',
      tags,
      querystring: ListAvailableTicketsQuerySchema,
      response: AvailableTicketsResponseSchema,
      handler: async ({ identity, query }) =>
        tickets.availableTickets(siteOf(identity), identity.kind === 'owner', {
          ...(query.eventId !== undefined ? { eventIds: [query.eventId].flat() } : {}),
          offset: query.offset ?? 0,
          limit: query.limit ?? 0,
          sort: query.sort ?? 'orderIndex:asc',
          dashboard: false,
          policy: false,
          includeHiddenNotOnSale: query.state !== undefined,
        }),
    });
  };
}
