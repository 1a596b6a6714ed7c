import {
  BulkUpdateRsvpRequestSchema,
  CheckInRsvpRequestSchema,
  CreateRsvpRequestSchema,
  DeleteRsvpCheckInQuerySchema,
  DeleteRsvpQuerySchema,
  EmptyResponseSchema,
  GetRsvpQuerySchema,
  ListRsvpQuerySchema,
  ListRsvpResponseSchema,
  QueryRsvpRequestSchema,
  RsvpIdParamsSchema,
  RsvpResponseSchema,
  RsvpsResponseSchema,
  UpdateRsvpRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { listOf } from '../../../kernel/http/query-lists.js';
import { route } from '../../../kernel/http/route.js';
import { assertWorksAt, rsvpFor } from '../staff/staff-caller.js';
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
      method: 'PATCH',
      path: '/events/v1/rsvp/:rsvpId',
      access: 'owner',
      summary:
        'Move an answer to another status: YES within the guest limit; places freed go to the waitlist (WAITING moves up at once while there is room)',
      tags,
      params: RsvpIdParamsSchema,
      body: UpdateRsvpRequestSchema,
      response: RsvpResponseSchema,
      handler: ({ identity, params, body }) =>
        rsvps.updateRsvp(identity.siteId, body.eventId, params.rsvpId, body.status),
    });
    route(app, {
      method: 'PATCH',
      path: '/events/v1/rsvp',
      access: 'owner',
      summary: 'Move several answers of an event to one status, all or none',
      tags,
      body: BulkUpdateRsvpRequestSchema,
      response: RsvpsResponseSchema,
      handler: ({ identity, body }) =>
        rsvps.bulkUpdateRsvp(identity.siteId, body.eventId, body.rsvpId, body.status),
    });
    route(app, {
      method: 'POST',
      path: '/events/v1/rsvp/check-in',
      access: 'staff',
      staffPermission: 'CHECK_IN_GUESTS',
      summary: 'Let the guests of a YES answer in at the door, each once (all of them when none is named)',
      tags,
      body: CheckInRsvpRequestSchema,
      response: RsvpResponseSchema,
      handler: async ({ identity, body }) => {
        assertWorksAt(identity, [body.eventId]);
        return rsvpFor(
          identity,
          await rsvps.checkInGuests(identity.siteId, body.eventId, body.rsvpId, body.guestId ?? []),
        );
      },
    });
    route(app, {
      method: 'DELETE',
      path: '/events/v1/rsvp/check-in',
      access: 'staff',
      staffPermission: 'CHECK_IN_GUESTS',
      summary: "Undo guests' check-in made by mistake",
      tags,
      querystring: DeleteRsvpCheckInQuerySchema,
      response: RsvpResponseSchema,
      handler: async ({ identity, query }) => {
        assertWorksAt(identity, [query.eventId]);
        const guests = listOf(query.guestId) ?? [];
        return rsvpFor(
          identity,
          await rsvps.undoGuestCheckIns(identity.siteId, query.eventId, query.rsvpId, guests),
        );
      },
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
