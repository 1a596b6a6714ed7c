/**
 * @bazaar/sdk: the client of the Bazaar platform. Areas are imported from their own entry points
 * (`@bazaar/sdk/sites`, ...) so that a page loads only what it uses.
 */
export { ActingOnSite } from './auth/acting-on-site.js';
export { ApiKeyStrategy, type ApiKeyStrategyOptions } from './auth/api-key.js';
export { NoCredentials } from './auth/no-credentials.js';
export {
  type AuthUrlOptions,
  type OAuthData,
  OAuthStrategy,
  type OAuthStrategyOptions,
} from './auth/oauth.js';
export {
  CODE_CHALLENGE_METHOD,
  generateCodeChallenge,
  generateCodeVerifier,
  parseAuthorizationResponse,
} from './auth/pkce.js';
export { StaffTokenStrategy } from './auth/staff-token.js';
export type { AuthStrategy } from './auth/strategy.js';
export {
  type AccessToken,
  isTokenExpired,
  type RefreshToken,
  type TokenRole,
  type Tokens,
} from './auth/tokens.js';
export { type Client, type CreateClientOptions, createClient, type GraphQLOptions } from './client.js';
export { CONTEXT_MISSING, defineMethod, ELEVATED_REQUIRED, fetchWithAuth, graphql } from './context.js';
export { BazaarError, type ErrorDetails, type ErrorKind } from './errors.js';
export { DEFAULT_API_BASE_URL, type Host } from './host.js';
export { createQuery, QueryBuilder, type QueryEndpoint, type QueryResult } from './query/builder.js';
export { callRest, type RestCall } from './rest.js';
