import {
  CreateRsvpRequestSchema,
  DeleteRsvpQuerySchema,
  EmptyResponseSchema,
  GetRsvpQuerySchema,
  ListRsvpQuerySchema,
  ListRsvpResponseSchema,
  QueryRsvpRequestSchema,
  RsvpIdParamsSchema,
  RsvpResponseSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { listOf } from '../../../kernel/http/query-lists.js';
import { route } from '../../../kernel/http/route.js';
import type { RsvpService } from './service.js';

const tags = ['Events'];

/** RSVPs to free events (Wix RSVP v1 paths): answer, the guest list (listed, queried, one), withdraw. */
export function rsvpRoutes(rsvps: RsvpService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/events/v1/rsvp',
      access: 'visitor',
      summary: 'Answer an RSVP event: YES within its guest limit, WAITING on its waitlist when full, or NO',
      tags,
      body: CreateRsvpRequestSchema,
      response: RsvpResponseSchema,
      handler: ({ identity, body }) => rsvps.createRsvp(identity, body),
    });
    route(app, {
      method: 'GET',
      path: '/events/v1/rsvp',
      access: 'visitor',
      summary: "The guest list: the owner's of any event, a guest's own answers otherwise",
      tags,
      querystring: ListRsvpQuerySchema,
      response: ListRsvpResponseSchema,
      handler: ({ identity, query }) => rsvps.listRsvp(identity, query),
    });
    route(app, {
      method: 'POST',
      path: '/events/v1/rsvp/query',
      access: 'visitor',
      summary:
        "Query the guest list by event and status, or part of a guest's email (the owner's, or a guest's own)",
      tags,
      body: QueryRsvpRequestSchema,
      response: ListRsvpResponseSchema,
      handler: ({ identity, body }) => rsvps.queryRsvp(identity, body),
    });
    route(app, {
      method: 'GET',
      path: '/events/v1/rsvp/:rsvpId',
      access: 'visitor',
      summary: "Get one answer (any for the owner, a guest's own otherwise)",
      tags,
      params: RsvpIdParamsSchema,
      querystring: GetRsvpQuerySchema,
      response: RsvpResponseSchema,
      handler: ({ identity, params, query }) => rsvps.getRsvp(identity, query.eventId, params.rsvpId),
    });
    route(app, {
      method: 'DELETE',
      path: '/events/v1/rsvp',
      access: 'visitor',
      summary: 'Withdraw answers (their guest, or the owner); freed places go to the waitlist in order',
      tags,
      querystring: DeleteRsvpQuerySchema,
      response: EmptyResponseSchema,
      handler: ({ identity, query }) => rsvps.deleteRsvp(identity, query.eventId, listOf(query.rsvpId) ?? []),
    });
  };
}
