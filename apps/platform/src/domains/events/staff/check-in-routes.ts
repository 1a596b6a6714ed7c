import { QueryEventsResponseSchema } from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../kernel/http/route.js';
import type { EventsService } from '../events/service.js';

/** More events than a door team works at in one go; the check-in page lists them soonest first. */
const EVENTS_LISTED = 100;

/**
 * What the hosted check-in page reads beside Wix's calls: the events its staff member works at
 * (an owner's key lists every published event). A staff token reads no other event call.
 */
export function checkInRoutes(events: EventsService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      path: '/hosted/v1/check-in/events',
      access: 'staff',
      staffPermission: 'CHECK_IN_GUESTS',
      summary: 'The events a staff member checks guests in at, soonest first',
      tags: ['Events'],
      response: QueryEventsResponseSchema,
      handler: ({ identity }) => {
        const scope =
          identity.kind === 'staff' && identity.events !== 'all' ? [...identity.events] : undefined;
        return events.queryEvents(
          identity.siteId,
          {
            filter: scope ? { id: { $in: scope } } : {},
            sort: [{ fieldName: 'dateAndTimeSettings.startDate', order: 'ASC' }],
            paging: { limit: EVENTS_LISTED },
          },
          false,
        );
      },
    });
  };
}
