import {
  ApiKeyIdParamsSchema,
  CreateApiKeyRequestSchema,
  CreateApiKeyResponseSchema,
  CreateOAuthClientRequestSchema,
  EmptyResponseSchema,
  GetSiteResponseSchema,
  ListApiKeysResponseSchema,
  ListOAuthClientsResponseSchema,
  OAuthClientIdParamsSchema,
  OAuthClientResponseSchema,
  QueryOAuthClientsRequestSchema,
  QueryOAuthClientsResponseSchema,
  UpdateOAuthClientRequestSchema,
  UpdateSiteRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../kernel/auth.js';
import { route } from '../../kernel/http/route.js';
import type { SitesService } from './service.js';

/** What shapes who can reach the site (its keys and clients) is the owner's alone. */
const OWNER_ONLY = ['OWNER'] as const;
const tags = ['Sites'];

/** The owner's API for their site, its OAuth clients and API keys. Every call needs an API key. */
export function sitesRoutes(sites: SitesService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      path: '/sites/v1/site',
      access: 'owner',
      // Every dashboard page reads the site (its currency and time zone).
      roles: ['OWNER', 'MANAGER', 'STAFF'],
      summary: 'Get the site of the API key',
      tags,
      response: GetSiteResponseSchema,
      handler: async ({ identity }) => ({ site: await sites.getSite(siteOf(identity)) }),
    });

    route(app, {
      method: 'PATCH',
      path: '/sites/v1/site',
      access: 'owner',
      summary: 'Update the name, installed apps or settings of the site',
      tags,
      body: UpdateSiteRequestSchema,
      response: GetSiteResponseSchema,
      handler: async ({ identity, body }) => ({ site: await sites.updateSite(siteOf(identity), body.site) }),
    });

    route(app, {
      method: 'GET',
      path: '/sites/v1/oauth-clients',
      access: 'owner',
      roles: OWNER_ONLY,
      summary: 'List the OAuth clients of the site',
      tags,
      response: ListOAuthClientsResponseSchema,
      handler: async ({ identity }) => ({ oauthClients: await sites.listClients(siteOf(identity)) }),
    });

    route(app, {
      method: 'GET',
      path: '/sites/v1/oauth-clients/query',
      complexGet: true,
      access: 'owner',
      roles: OWNER_ONLY,
      summary: 'Query the OAuth clients of the site (filter, sort, offset or cursor paging)',
      tags,
      body: QueryOAuthClientsRequestSchema,
      response: QueryOAuthClientsResponseSchema,
      handler: ({ identity, body }) => sites.queryClients(siteOf(identity), body.query),
    });

    route(app, {
      method: 'POST',
      path: '/sites/v1/oauth-clients',
      access: 'owner',
      roles: OWNER_ONLY,
      summary: 'Create an OAuth client (a client id for a storefront)',
      tags,
      body: CreateOAuthClientRequestSchema,
      response: OAuthClientResponseSchema,
      handler: async ({ identity, body }) => ({
        oauthClient: await sites.createClient(siteOf(identity), body.oauthClient),
      }),
    });

    route(app, {
      method: 'PATCH',
      path: '/sites/v1/oauth-clients/:clientId',
      access: 'owner',
      roles: OWNER_ONLY,
      summary: 'Rename, change redirect URIs, or disable an OAuth client',
      tags,
      params: OAuthClientIdParamsSchema,
      body: UpdateOAuthClientRequestSchema,
      response: OAuthClientResponseSchema,
      handler: async ({ identity, params, body }) => ({
        oauthClient: await sites.updateClient(siteOf(identity), params.clientId, body.oauthClient),
      }),
    });

    route(app, {
      method: 'POST',
      path: '/sites/v1/api-keys',
      access: 'owner',
      roles: OWNER_ONLY,
      summary: 'Create an API key; its secret is returned once',
      tags,
      body: CreateApiKeyRequestSchema,
      response: CreateApiKeyResponseSchema,
      handler: async ({ identity, body }) =>
        sites.createApiKey(siteOf(identity), body.apiKey.name, body.apiKey.role),
    });

    route(app, {
      method: 'GET',
      path: '/sites/v1/api-keys',
      access: 'owner',
      roles: OWNER_ONLY,
      summary: "List the site's API keys, with their names and roles (never their secrets)",
      tags,
      response: ListApiKeysResponseSchema,
      handler: async ({ identity }) => ({ apiKeys: await sites.listApiKeys(identity.siteId) }),
    });

    route(app, {
      method: 'DELETE',
      path: '/sites/v1/api-keys/:apiKeyId',
      access: 'owner',
      roles: OWNER_ONLY,
      summary: 'Revoke an API key',
      tags,
      params: ApiKeyIdParamsSchema,
      response: EmptyResponseSchema,
      handler: async ({ identity, params }) => {
        await sites.deleteApiKey(siteOf(identity), params.apiKeyId);
      },
    });
  };
}
