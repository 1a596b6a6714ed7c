import {
  BookingActionRequestSchema,
  BookingIdParamsSchema,
  BookingResponseSchema,
  CreateBookingRequestSchema,
  QueryBookingsRequestSchema,
  QueryBookingsResponseSchema,
  QueryExtendedBookingsRequestSchema,
  QueryExtendedBookingsResponseSchema,
  RescheduleBookingRequestSchema,
  SiteRoles,
  UpdateNumberOfParticipantsRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../../kernel/auth.js';
import { route } from '../../../kernel/http/route.js';
import type { BookingMove, BookingsService } from './service.js';

const tags = ['Bookings'];
// Each route is also served where the official `bookings` module sends it (`/_api/bookings-service/v2/bookings…`).

/**
 * Bookings: made by the owner or a signed-in member here (visitors book through the hosted page),
 * read by the owner and the member who made them, confirmed and declined by the owner, cancelled
 * and rescheduled by either (customers within the policy), resized by the owner.
 */
export function bookingRoutes(bookings: BookingsService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/bookings/v2/bookings',
      aliases: ['/_api/bookings-service/v2/bookings'],
      access: 'member',
      summary: 'Book a slot (as availability gave it): no slot is ever booked twice',
      tags,
      body: CreateBookingRequestSchema,
      response: BookingResponseSchema,
      handler: async ({ identity, body }) => ({
        booking: await bookings.createBooking(siteOf(identity), identity, body.booking),
      }),
    });
    route(app, {
      method: 'GET',
      path: '/bookings/v2/bookings/:bookingId',
      aliases: ['/_api/bookings-service/v2/bookings/:bookingId'],
      access: 'visitor',
      // The site's staff see bookings (and mark who came); changing them is the business's.
      roles: SiteRoles,
      summary: 'Get a booking (the owner, or the member or visitor who made it)',
      tags,
      params: BookingIdParamsSchema,
      response: BookingResponseSchema,
      handler: async ({ identity, params }) => ({
        booking: await bookings.getBooking(siteOf(identity), identity, params.bookingId),
      }),
    });
    for (const move of ['confirm', 'decline', 'cancel'] as const satisfies readonly BookingMove[]) {
      route(app, {
        method: 'POST',
        path: `/bookings/v2/bookings/:bookingId/${move}`,
        aliases: [`/_api/bookings-service/v2/bookings/:bookingId/${move}`],
        access: 'member',
        summary: `${move[0]?.toUpperCase()}${move.slice(1)} a booking`,
        tags,
        params: BookingIdParamsSchema,
        body: BookingActionRequestSchema,
        response: BookingResponseSchema,
        handler: async ({ identity, params, body }) => ({
          booking: await bookings.move(siteOf(identity), identity, params.bookingId, move, {
            ...(body.revision !== undefined ? { revision: body.revision } : {}),
            ...(body.flowControlSettings?.withRefund !== undefined
              ? { withRefund: body.flowControlSettings.withRefund }
              : {}),
          }),
        }),
      });
    }
    route(app, {
      method: 'POST',
      path: '/bookings/v2/bookings/:bookingId/reschedule',
      aliases: ['/_api/bookings-service/v2/bookings/:bookingId/reschedule'],
      access: 'member',
      summary: 'Move a booking to another time of its service (customers: within the policy’s window)',
      tags,
      params: BookingIdParamsSchema,
      body: RescheduleBookingRequestSchema,
      response: BookingResponseSchema,
      handler: async ({ identity, params, body }) => ({
        booking: await bookings.reschedule(siteOf(identity), identity, params.bookingId, body),
      }),
    });
    route(app, {
      method: 'POST',
      path: '/bookings/v2/bookings/:bookingId/update_number_of_participants',
      aliases: ['/_api/bookings-service/v2/bookings/:bookingId/update_number_of_participants'],
      access: 'owner',
      summary: 'Change how many people a class booking brings (never past the capacity)',
      tags,
      params: BookingIdParamsSchema,
      body: UpdateNumberOfParticipantsRequestSchema,
      response: BookingResponseSchema,
      handler: async ({ identity, params, body }) => ({
        booking: await bookings.updateParticipants(siteOf(identity), identity, params.bookingId, body),
      }),
    });
    route(app, {
      method: 'POST',
      path: '/bookings/v2/bookings/query',
      aliases: ['/_api/bookings-service/v2/bookings/query'],
      access: 'member',
      // The site's staff see bookings (and mark who came); changing them is the business's.
      roles: SiteRoles,
      summary: "Query the site's bookings (the owner), or the bookings the signed-in member made",
      tags,
      body: QueryBookingsRequestSchema,
      response: QueryBookingsResponseSchema,
      handler: async ({ identity, body }) => bookings.queryBookings(siteOf(identity), identity, body.query),
    });
    route(app, {
      method: 'POST',
      path: '/bookings/v2/extended-bookings/query',
      // Where the official Bookings Reader module sends it.
      aliases: [
        '/_api/bookings-reader/v2/extended-bookings/query',
        '/bookings/bookings-reader/v2/extended-bookings/query',
      ],
      access: 'member',
      // The site's staff see bookings (and mark who came); changing them is the business's.
      roles: SiteRoles,
      summary:
        "Bookings with the caller's allowed actions and their attendance (the owner's all, a member's own)",
      tags,
      body: QueryExtendedBookingsRequestSchema,
      response: QueryExtendedBookingsResponseSchema,
      handler: ({ identity, body }) => bookings.queryExtendedBookings(siteOf(identity), identity, body),
    });
  };
}
