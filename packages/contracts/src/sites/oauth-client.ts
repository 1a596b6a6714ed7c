import { type Static, Type } from 'typebox';
import { PagingMetadataSchema, QuerySchema } from '../common/query.js';

/**
 * An allowed domain: an origin (`https://shop.example.com`), its port left open for local servers
 * (`http://localhost:*`), or any subdomain of a domain (`https://*.example.com`). Lower case, no path.
 */
export const ALLOWED_DOMAIN_PATTERN =
  '^https?://(\\*\\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:(\\d{1,5}|\\*))?$';

export const OAuthClientSchema = Type.Object({
  id: Type.String({ description: 'The client id' }),
  siteId: Type.String(),
  name: Type.String(),
  /** Exact URIs a login may return to with its code (`redirectUri`). */
  allowedRedirectUris: Type.Array(Type.String()),
  /**
   * The sites that may call the API from a browser (CORS) and that other hosted pages (checkout,
   * booking, tickets, plans) may send the visitor back to (`postFlowUrl`).
   */
  allowedDomains: Type.Array(Type.String()),
  disabled: Type.Boolean(),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
});
export type OAuthClient = Static<typeof OAuthClientSchema>;

const RedirectUris = Type.Array(Type.String({ format: 'uri', maxLength: 2000 }), { maxItems: 50 });
const AllowedDomains = Type.Array(Type.String({ pattern: ALLOWED_DOMAIN_PATTERN, maxLength: 300 }), {
  maxItems: 50,
});

export const CreateOAuthClientRequestSchema = Type.Object({
  oauthClient: Type.Object({
    name: Type.String({ minLength: 1, maxLength: 200 }),
    allowedRedirectUris: Type.Optional(RedirectUris),
    allowedDomains: Type.Optional(AllowedDomains),
  }),
});
export type CreateOAuthClientRequest = Static<typeof CreateOAuthClientRequestSchema>;

export const UpdateOAuthClientRequestSchema = Type.Object({
  oauthClient: Type.Object({
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    allowedRedirectUris: Type.Optional(RedirectUris),
    allowedDomains: Type.Optional(AllowedDomains),
    disabled: Type.Optional(Type.Boolean()),
  }),
});
export type UpdateOAuthClientRequest = Static<typeof UpdateOAuthClientRequestSchema>;

export const OAuthClientResponseSchema = Type.Object({ oauthClient: OAuthClientSchema });
export type OAuthClientResponse = Static<typeof OAuthClientResponseSchema>;
export const ListOAuthClientsResponseSchema = Type.Object({ oauthClients: Type.Array(OAuthClientSchema) });
export const OAuthClientIdParamsSchema = Type.Object({ clientId: Type.String({ minLength: 1 }) });

/** Query the site's clients by `id`, `name`, `disabled`, `createdDate`, `updatedDate`. */
export const QueryOAuthClientsRequestSchema = Type.Object({ query: Type.Optional(QuerySchema) });
export type QueryOAuthClientsRequest = Static<typeof QueryOAuthClientsRequestSchema>;

export const QueryOAuthClientsResponseSchema = Type.Object({
  oauthClients: Type.Array(OAuthClientSchema),
  pagingMetadata: PagingMetadataSchema,
});
export type QueryOAuthClientsResponse = Static<typeof QueryOAuthClientsResponseSchema>;
