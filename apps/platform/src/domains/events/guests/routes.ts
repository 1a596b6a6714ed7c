import { QueryGuestsRequestSchema, QueryGuestsResponseSchema } from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../kernel/db/database.js';
import { route } from '../../../kernel/http/route.js';
import { assertWorksAt, guestsFor } from '../staff/staff-caller.js';
import { queryGuests } from './guest-list.js';

/** Everyone events expect (Wix's guests v2): the owner's guest list across RSVPs, orders and tickets. */
export function guestRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/events/v2/guests/query',
      access: 'staff',
      staffPermission: 'CHECK_IN_GUESTS',
      summary: "Query events' guests: RSVP guests, buyers and ticket holders, by event, type and attendance",
      tags: ['Events'],
      body: QueryGuestsRequestSchema,
      response: QueryGuestsResponseSchema,
      handler: async ({ identity, body }) =>
        guestsFor(
          identity,
          await queryGuests(db, identity.siteId, body, (events) => assertWorksAt(identity, events)),
        ),
    });
  };
}
