import {
  GetScheduleAvailabilityResponseSchema,
  MultiSlotAvailabilityRequestSchema,
  MultiSlotAvailabilityResponseSchema,
  QueryAvailabilityRequestSchema,
  QueryAvailabilityResponseSchema,
  ScheduleIdParamsSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../../kernel/auth.js';
import { route } from '../../../kernel/http/route.js';
import type { KeptAvailabilityAnswers } from './kept-answers.js';
import type { AvailabilityService } from './service.js';

/**
 * `queryAvailability`: the official `availabilityCalendar` module requests
 * `/availability-calendar/v1/availability/query`; the other documented forms are served too.
 */
export function availabilityRoutes(availability: AvailabilityService, kept: KeptAvailabilityAnswers) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/availability-calendar/v1/availability/query',
      aliases: ['/bookings/availability-calendar/v1/availability/query', '/bookings/v1/availability/query'],
      access: 'visitor',
      summary:
        'The bookable slots of services between two dates (UTC instants; rules in the business time zone)',
      tags: ['Bookings'],
      body: QueryAvailabilityRequestSchema,
      response: QueryAvailabilityResponseSchema,
      // A storefront asks for the same week over and over; it changes with the data and the minute.
      cacheKey: ({ identity, inputText }) =>
        kept.keyOf(siteOf(identity), identity.kind === 'owner', inputText()),
      keepable: (answer) => kept.keepable(answer),
      handler: async ({ identity, body }) =>
        availability.queryAvailability(siteOf(identity), body, identity.kind === 'owner'),
    });
    route(app, {
      method: 'GET',
      // The official module requests the bare path (reference §1.7), so it is served as is.
      path: '/v2/availability/schedule/:scheduleId',
      aliases: [
        '/availability-calendar/v2/availability/schedule/:scheduleId',
        '/bookings/v2/availability/schedule/:scheduleId',
      ],
      access: 'visitor',
      summary: "A course's open and total spots, and whether it can be booked now (courses are booked whole)",
      tags: ['Bookings'],
      params: ScheduleIdParamsSchema,
      response: GetScheduleAvailabilityResponseSchema,
      handler: async ({ identity, params }) =>
        availability.getScheduleAvailability(siteOf(identity), params.scheduleId, identity.kind === 'owner'),
    });
    route(app, {
      method: 'POST',
      path: '/v1/availability/multislot',
      aliases: ['/availability-calendar/v1/availability/multislot', '/bookings/v1/availability/multislot'],
      access: 'visitor',
      summary: 'When appointments of several services can be booked back to back, one chain per start',
      tags: ['Bookings'],
      body: MultiSlotAvailabilityRequestSchema,
      response: MultiSlotAvailabilityResponseSchema,
      handler: async ({ identity, body }) =>
        availability.calculateMultiSlotAvailability(siteOf(identity), body, identity.kind === 'owner'),
    });
  };
}
