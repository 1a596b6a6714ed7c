import {
  HostedAuthorizeRequestSchema,
  HostedAuthorizeResponseSchema,
  HostedLoginSessionSchema,
  HostedSessionRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../kernel/http/route.js';
import type { HostedLogin } from './hosted-login.js';

const tags = ['Hosted pages'];

/** The hosted login page's API: the redirect session's token is the credential, as on every hosted page. */
export function hostedLoginRoutes(hosted: HostedLogin) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/hosted/v1/login-session',
      access: 'public',
      summary: 'What the hosted login page of an auth redirect session shows',
      tags,
      body: HostedSessionRequestSchema,
      response: HostedLoginSessionSchema,
      handler: ({ body }) => hosted.describe(body.session),
    });
    route(app, {
      method: 'POST',
      path: '/hosted/v1/login-session/authorize',
      access: 'public',
      summary:
        "Authorize the session's OAuth client for a signed-in member: a single-use code, sent as the request asked",
      tags,
      body: HostedAuthorizeRequestSchema,
      response: HostedAuthorizeResponseSchema,
      handler: ({ body }) => hosted.authorize(body),
    });
  };
}
