import {
  HostedBookChooseRequestSchema,
  HostedBookChooseResponseSchema,
  HostedBookingSchema,
  HostedBookPageSchema,
  HostedBookRequestSchema,
  HostedBookResponseSchema,
  HostedBookTimesRequestSchema,
  HostedSessionRequestSchema,
  QueryAvailabilityResponseSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../kernel/http/route.js';
import type { HostedBookPageService } from './book-page.js';
import type { HostedBookings } from './hosted-bookings.js';

const tags = ['Hosted pages'];

/**
 * The API of the hosted "Booking Details" page. Like the hosted checkout's, it has no access
 * token: the redirect session's token is the credential, and it reaches only the slot that
 * session was made for.
 */
export function hostedBookingRoutes(hosted: HostedBookings, bookPage: HostedBookPageService) {
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
    // The hosted "Book Online" page of a bookingsBook session, with the same kind of credential.
    route(app, {
      method: 'POST',
      path: '/hosted/v1/book-session',
      access: 'public',
      summary: 'The services a bookingsBook redirect session offers, and the staff member it books with',
      tags,
      body: HostedSessionRequestSchema,
      response: HostedBookPageSchema,
      handler: ({ body }) => bookPage.describe(body.session),
    });
    route(app, {
      method: 'POST',
      path: '/hosted/v1/book-session/times',
      access: 'public',
      summary: "The bookable times of one of the session's services in a range (at most 31 days)",
      tags,
      body: HostedBookTimesRequestSchema,
      response: QueryAvailabilityResponseSchema,
      handler: ({ body }) => bookPage.times(body),
    });
    route(app, {
      method: 'POST',
      path: '/hosted/v1/book-session/choose',
      access: 'public',
      summary: 'Open the Booking Details page of the time chosen, for the same visitor and callbacks',
      tags,
      body: HostedBookChooseRequestSchema,
      response: HostedBookChooseResponseSchema,
      handler: ({ body }) => bookPage.choose(body),
    });
  };
}
