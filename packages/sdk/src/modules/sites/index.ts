import type {
  CreateApiKeyRequest,
  CreateOAuthClientRequest,
  GetSiteResponse,
  OAuthClientResponse,
  UpdateOAuthClientRequest,
  UpdateSiteRequest,
  ApiKey as WireApiKey,
  OAuthClient as WireOAuthClient,
  Site as WireSite,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { createQuery } from '../../query/builder.js';
import { callRest } from '../../rest.js';
import { type FromWire, fillPath, type SdkRequest } from '../../wire/index.js';

export type Site = FromWire<WireSite>;
export type OAuthClient = FromWire<WireOAuthClient>;
export type ApiKey = FromWire<WireApiKey>;

/**
 * The site owner's module: the site, its settings and its OAuth clients. Elevated: it needs a
 * client created with `ApiKeyStrategy`, so it belongs on servers and in scripts, never in a browser.
 */
export const getSite = defineMethod(
  ({ http }) =>
    async (): Promise<Site> =>
      (await callRest<GetSiteResponse>(http, { method: 'GET', path: '/sites/v1/site' })).site,
  { elevated: true },
);

export const updateSite = defineMethod(
  ({ http }) =>
    async (site: SdkRequest<UpdateSiteRequest>['site']): Promise<Site> =>
      (await callRest<GetSiteResponse>(http, { method: 'PATCH', path: '/sites/v1/site', payload: { site } }))
        .site,
  { elevated: true },
);

/** `queryOAuthClients().startsWith('name', 'Mobile').ascending('name').limit(10).find()` */
export const queryOAuthClients = defineMethod(
  ({ http }) =>
    () =>
      createQuery<OAuthClient>({
        http,
        method: 'GET',
        path: '/sites/v1/oauth-clients/query',
        postFallback: true,
        itemsKey: 'oauthClients',
        paging: 'offset',
      }),
  { elevated: true },
);

/** The same query with cursor paging, for walking long lists. */
export const queryOAuthClientsByCursor = defineMethod(
  ({ http }) =>
    () =>
      createQuery<OAuthClient>({
        http,
        method: 'POST',
        path: '/sites/v1/oauth-clients/query',
        itemsKey: 'oauthClients',
        paging: 'cursor',
      }),
  { elevated: true },
);

export const createOAuthClient = defineMethod(
  ({ http }) =>
    async (oauthClient: SdkRequest<CreateOAuthClientRequest>['oauthClient']): Promise<OAuthClient> =>
      (
        await callRest<OAuthClientResponse>(http, {
          method: 'POST',
          path: '/sites/v1/oauth-clients',
          payload: { oauthClient },
        })
      ).oauthClient,
  { elevated: true },
);

export const updateOAuthClient = defineMethod(
  ({ http }) =>
    async (
      clientId: string,
      oauthClient: SdkRequest<UpdateOAuthClientRequest>['oauthClient'],
    ): Promise<OAuthClient> =>
      (
        await callRest<OAuthClientResponse>(http, {
          method: 'PATCH',
          path: fillPath('/sites/v1/oauth-clients/{clientId}', { clientId }),
          payload: { oauthClient },
        })
      ).oauthClient,
  { elevated: true },
);

/** A key acting as `role` (OWNER unless named); its secret `key` is in this answer only. */
export const createApiKey = defineMethod(
  ({ http }) =>
    async (apiKey: CreateApiKeyRequest['apiKey']): Promise<{ apiKey: ApiKey; key: string }> =>
      callRest<{ apiKey: WireApiKey; key: string }>(http, {
        method: 'POST',
        path: '/sites/v1/api-keys',
        payload: { apiKey },
      }),
  { elevated: true },
);

/** The site's keys with their names and roles; never their secrets. */
export const listApiKeys = defineMethod(
  ({ http }) =>
    async (): Promise<ApiKey[]> =>
      (await callRest<{ apiKeys: WireApiKey[] }>(http, { method: 'GET', path: '/sites/v1/api-keys' }))
        .apiKeys,
  { elevated: true },
);

export const deleteApiKey = defineMethod(
  ({ http }) =>
    async (apiKeyId: string): Promise<void> => {
      await callRest(http, {
        method: 'DELETE',
        path: fillPath('/sites/v1/api-keys/{apiKeyId}', { apiKeyId }),
      });
    },
  { elevated: true },
);
