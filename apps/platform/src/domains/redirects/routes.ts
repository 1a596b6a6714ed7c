import { CreateRedirectSessionRequestSchema, CreateRedirectSessionResponseSchema } from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kernel/http/route.js';
import type { RedirectsService } from './service.js';

export function redirectsRoutes(redirects: RedirectsService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/redirect-session/v1/redirect-session',
      // The official module requests the /_api form of the redirects API (reference §1.2).
      aliases: [
        '/_api/redirects-api/v1/redirect-session',
        '/redirects-api/v1/redirect-session',
        '/headless/v1/redirect-session',
      ],
      access: 'visitor',
      summary:
        "Create a link to a hosted page (checkout) that acts for the caller and returns to the storefront's callbacks",
      tags: ['Redirects'],
      body: CreateRedirectSessionRequestSchema,
      response: CreateRedirectSessionResponseSchema,
      handler: async ({ identity, body }) => ({
        redirectSession: await redirects.createRedirectSession(identity, body),
      }),
    });
  };
}
