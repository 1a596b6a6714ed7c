import { ApplicationError, ValidationError } from '../../../kernel/errors.js';
import type { RedirectFlow } from '../../redirects/flows.js';
import { redirectOriginsOf } from '../../sites/redirect-origins.js';
import type { SitesService } from '../../sites/service.js';

const invalidRequest = (field: string, message: string) =>
  ValidationError.field(`auth.authRequest.${field}`, message, 'VALIDATION');

/**
 * `auth` (reference §4.3): the hosted login page for an OAuth client's PKCE request. A link is
 * made only for the caller's own client, and only to a redirect URI that client allows, matched
 * character for character (RFC 9700 §4.1: no prefix or pattern matching, so no open redirect and
 * no code sent elsewhere). The direct login (`web_message`) has no redirect URI at all.
 */
export function authFlow(sites: Pick<SitesService, 'findActiveClient'>): RedirectFlow {
  return {
    flavour: 'auth',
    hostedPath: '/hosted/login',
    async validate(identity, request) {
      const auth = request.auth;
      if (!auth) return;
      const { authRequest } = auth;
      if (identity.kind === 'owner' || authRequest.clientId !== identity.clientId)
        throw invalidRequest('clientId', 'must be the client of the access token that makes the session');
      const client = await sites.findActiveClient(authRequest.clientId);
      if (!client)
        throw new ApplicationError({
          status: 400,
          code: 'INVALID_CLIENT',
          description: 'Unknown or disabled client',
        });
      const mode = authRequest.responseMode ?? 'fragment';
      if (authRequest.redirectUri === undefined) {
        if (mode !== 'web_message')
          throw invalidRequest('redirectUri', `is required with the ${mode} response mode`);
      } else if (!client.allowedRedirectUris.includes(authRequest.redirectUri)) {
        throw invalidRequest(
          'redirectUri',
          "must be one of the OAuth client's allowed redirect URIs, exactly",
        );
      }
    },
    /**
     * The direct login (§4.5) loads this page in the app's hidden frame, to post the code to it:
     * a silent (`prompt: none`) `web_message` request may be framed by the client's own origins.
     * A page that shows a form never may, so no one can frame a password field.
     */
    async frameAncestors(session) {
      const auth = session.request.auth;
      if (auth?.prompt !== 'none' || auth.authRequest.responseMode !== 'web_message') return [];
      return redirectOriginsOf(await sites.findActiveClient(auth.authRequest.clientId));
    },
  };
}
