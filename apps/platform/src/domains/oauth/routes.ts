import {
  EmptyResponseSchema,
  JwksResponseSchema,
  RevokeTokenRequestSchema,
  TokenInfoRequestSchema,
  TokenInfoResponseSchema,
  TokenRequestSchema,
  TokenResponseSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kernel/http/route.js';
import type { OAuthService } from './service.js';

const tags = ['OAuth'];

export function oauthRoutes(oauth: OAuthService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/oauth2/token',
      access: 'public',
      summary:
        "Issue tokens: anonymous visitor tokens, a new access token for a refresh token, member tokens for a code, or (the owner's server, with Authorization: <access token>,<API key>) for a member",
      tags,
      body: TokenRequestSchema,
      response: TokenResponseSchema,
      handler: ({ body, authorization }) => oauth.token(body, authorization),
    });

    route(app, {
      method: 'POST',
      path: '/oauth2/revoke',
      access: 'public',
      summary: 'Revoke a refresh token (sign out); unknown tokens are accepted silently',
      tags,
      body: RevokeTokenRequestSchema,
      response: EmptyResponseSchema,
      handler: async ({ body }) => oauth.revoke(body.token, body.clientId),
    });

    route(app, {
      method: 'POST',
      path: '/oauth2/token-info',
      access: 'public',
      summary: 'Describe an access token: whether it is active, its subject, site and client',
      tags,
      body: TokenInfoRequestSchema,
      response: TokenInfoResponseSchema,
      handler: ({ body }) => oauth.tokenInfo(body.token),
    });

    route(app, {
      method: 'GET',
      path: '/oauth2/jwks',
      access: 'public',
      summary: 'The public keys that verify access tokens',
      tags,
      response: JwksResponseSchema,
      handler: async () => oauth.jwks(),
    });
  };
}
