import {
  HostedEventCheckoutRequestSchema,
  HostedEventCheckoutSchema,
  HostedEventOrderResponseSchema,
  HostedEventQuantitiesRequestSchema,
  HostedSessionRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../kernel/http/route.js';
import type { HostedEventCheckoutService } from './hosted-event-checkout.js';

const tags = ['Hosted pages'];

/**
 * The API of the hosted "Add your details" page. Like the other hosted pages', it has no access
 * token: the redirect session's token is the credential, and it reaches only its reservation.
 */
export function hostedEventCheckoutRoutes(hosted: HostedEventCheckoutService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/hosted/v1/event-checkout-session',
      access: 'public',
      summary: 'The event and held tickets of an eventsCheckout redirect session, and its order once placed',
      tags,
      body: HostedSessionRequestSchema,
      response: HostedEventCheckoutSchema,
      handler: ({ body }) => hosted.describe(body.session),
    });
    route(app, {
      method: 'POST',
      path: '/hosted/v1/event-checkout-session/quantities',
      access: 'public',
      summary: 'Change how many of each held ticket the buyer wants (the hold keeps its end time)',
      tags,
      body: HostedEventQuantitiesRequestSchema,
      response: HostedEventCheckoutSchema,
      handler: ({ body }) => hosted.changeQuantities(body),
    });
    route(app, {
      method: 'POST',
      path: '/hosted/v1/event-checkout-session/checkout',
      access: 'public',
      summary: "Place the session's order: the buyer and guests, and the test card for paid tickets",
      tags,
      body: HostedEventCheckoutRequestSchema,
      response: HostedEventOrderResponseSchema,
      handler: ({ body }) => hosted.checkout(body),
    });
  };
}
