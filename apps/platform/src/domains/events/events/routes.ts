import {
  CloneEventRequestSchema,
  CountEventsByStatusRequestSchema,
  CountEventsByStatusResponseSchema,
  CreateEventRequestSchema,
  EmptyResponseSchema,
  EventActionRequestSchema,
  EventIdParamsSchema,
  EventResponseSchema,
  EventSlugParamsSchema,
  EventsByFilterRequestSchema,
  GetEventQuerySchema,
  QueryEventsRequestSchema,
  QueryEventsResponseSchema,
  UpdateEventRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../../kernel/auth.js';
import { listOf } from '../../../kernel/http/query-lists.js';
import { route } from '../../../kernel/http/route.js';
import type { KeptEventAnswers } from './kept-answers.js';
import type { EventsService } from './service.js';

const tags = ['Events'];
const BASE = '/events/v3';

/** Events v3 (reference §1.8): visitors read published events, the owner writes and sees drafts. */
export function eventRoutes(events: EventsService, kept: KeptEventAnswers) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: `${BASE}/events`,
      access: 'owner',
      summary: 'Create an event, published or as a draft',
      tags,
      body: CreateEventRequestSchema,
      response: EventResponseSchema,
      handler: async ({ identity, body }) => ({ event: await events.createEvent(siteOf(identity), body) }),
    });
    route(app, {
      method: 'POST',
      path: `${BASE}/events/:eventId/clone`,
      access: 'owner',
      summary: 'Clone an event with its kinds of ticket; fields in `event` replace the original’s',
      tags,
      params: EventIdParamsSchema,
      body: CloneEventRequestSchema,
      response: EventResponseSchema,
      handler: async ({ identity, params, body }) => ({
        event: await events.cloneEvent(siteOf(identity), params.eventId, body),
      }),
    });
    route(app, {
      method: 'PATCH',
      path: `${BASE}/events/:eventId`,
      access: 'owner',
      summary: 'Update an event (the fields sent)',
      tags,
      params: EventIdParamsSchema,
      body: UpdateEventRequestSchema,
      response: EventResponseSchema,
      handler: async ({ identity, params, body }) => ({
        event: await events.updateEvent(siteOf(identity), params.eventId, body),
      }),
    });
    route(app, {
      method: 'POST',
      path: `${BASE}/events/:eventId/publish`,
      access: 'owner',
      summary: 'Publish a draft event',
      tags,
      params: EventIdParamsSchema,
      body: EventActionRequestSchema,
      response: EventResponseSchema,
      handler: async ({ identity, params, body }) => ({
        event: await events.publishDraftEvent(siteOf(identity), params.eventId, body.fields),
      }),
    });
    route(app, {
      method: 'POST',
      path: `${BASE}/events/:eventId/cancel`,
      access: 'owner',
      summary: 'Cancel an event; its pending reservations end with it',
      tags,
      params: EventIdParamsSchema,
      body: EventActionRequestSchema,
      response: EventResponseSchema,
      handler: async ({ identity, params, body }) => ({
        event: await events.cancelEvent(siteOf(identity), params.eventId, body.fields),
      }),
    });
    route(app, {
      method: 'POST',
      path: `${BASE}/bulk/events/cancel-by-filter`,
      access: 'owner',
      summary: 'Cancel the upcoming and started events a filter matches',
      tags,
      body: EventsByFilterRequestSchema,
      response: EmptyResponseSchema,
      handler: async ({ identity, body }) =>
        events.bulkCancelEventsByFilter(siteOf(identity), body.filter.filter),
    });
    route(app, {
      method: 'DELETE',
      path: `${BASE}/events/:eventId`,
      access: 'owner',
      summary: 'Delete an event and its kinds of ticket',
      tags,
      params: EventIdParamsSchema,
      response: EmptyResponseSchema,
      handler: async ({ identity, params }) => events.deleteEvent(siteOf(identity), params.eventId),
    });
    route(app, {
      method: 'POST',
      path: `${BASE}/bulk/events/delete-by-filter`,
      access: 'owner',
      summary: 'Delete the events a filter matches',
      tags,
      body: EventsByFilterRequestSchema,
      response: EmptyResponseSchema,
      handler: async ({ identity, body }) =>
        events.bulkDeleteEventsByFilter(siteOf(identity), body.filter.filter),
    });
    route(app, {
      method: 'POST',
      path: `${BASE}/events/count-by-status`,
      access: 'visitor',
      summary: 'Count events by status (drafts for the owner with includeDrafts)',
      tags,
      body: CountEventsByStatusRequestSchema,
      response: CountEventsByStatusResponseSchema,
      handler: async ({ identity, body }) =>
        events.countEventsByStatus(
          siteOf(identity),
          body.filter,
          identity.kind === 'owner' && (body.includeDrafts ?? false),
        ),
    });
    route(app, {
      method: 'GET',
      path: `${BASE}/events/:eventId`,
      access: 'visitor',
      summary: 'Get an event with the parts asked for',
      tags,
      params: EventIdParamsSchema,
      querystring: GetEventQuerySchema,
      response: EventResponseSchema,
      handler: async ({ identity, params, query }) => ({
        event: await events.getEvent(
          siteOf(identity),
          params.eventId,
          identity.kind === 'owner',
          listOf(query.fields),
        ),
      }),
    });
    route(app, {
      method: 'GET',
      path: `${BASE}/events/slug/:slug`,
      access: 'visitor',
      summary: 'Get an event by its slug',
      tags,
      params: EventSlugParamsSchema,
      querystring: GetEventQuerySchema,
      response: EventResponseSchema,
      handler: async ({ identity, params, query }) => ({
        event: await events.getEventBySlug(
          siteOf(identity),
          params.slug,
          identity.kind === 'owner',
          listOf(query.fields),
        ),
      }),
    });
    route(app, {
      method: 'POST',
      path: `${BASE}/events/query`,
      access: 'visitor',
      summary: 'Query events (soonest first by default); drafts for the owner with includeDrafts',
      tags,
      body: QueryEventsRequestSchema,
      response: QueryEventsResponseSchema,
      // A storefront lists the same events over and over; they change with the data and their dates.
      cacheKey: ({ identity, inputText }) =>
        kept.keyOf(siteOf(identity), identity.kind === 'owner', inputText()),
      handler: async ({ identity, body }) =>
        events.queryEvents(
          siteOf(identity),
          body.query,
          identity.kind === 'owner' && (body.includeDrafts ?? false),
          body.fields,
        ),
    });
  };
}
