import {
  HostedBookingSchema,
  HostedBookRequestSchema,
  HostedBookResponseSchema,
  HostedSessionRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../kernel/http/route.js';
import type { HostedBookings } from './hosted-bookings.js';

const tags = ['Hosted pages'];

/**
 * The API of the hosted "Booking Details" page. Like the hosted checkout's, it has no access
 * token: the redirect session's token is the credential, and it reaches only the slot that
 * session was made for.
 */
export function hostedBookingRoutes(hosted: HostedBookings) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/hosted/v1/booking-session',
      access: 'public',
      summary: 'The service and time of a bookingsCheckout redirect session, and its booking once made',
      tags,
      body: HostedSessionRequestSchema,
      response: HostedBookingSchema,
      handler: ({ body }) => hosted.describe(body.session),
    });
    route(app, {
      method: 'POST',
      path: '/hosted/v1/booking-session/book',
      access: 'public',
      summary: "Book the session's slot: pay in person, or online with the test payment provider",
      tags,
      body: HostedBookRequestSchema,
      response: HostedBookResponseSchema,
      handler: async ({ body }) => ({ booking: await hosted.book(body) }),
    });
  };
}
