import { newId } from '../../../kernel/ids.js';
import { OAuthError } from '../../oauth/errors.js';
import type { GrantHandler } from '../../oauth/service.js';
import type { IdentityService } from '../service.js';
import type { IdentityTokens } from '../tokens.js';

/**
 * The `authorized_client` grant (reference §4.1): the site owner's server, holding an API key,
 * has member tokens issued for one of its members (`getMemberTokensForExternalLogin`), or for the
 * member a sign-on's session token stands for. The token endpoint has checked the header's access
 * token and API key and names their client; here the member must be an active member of its site.
 */
export function authorizedClientGrant(
  identity: Pick<IdentityService, 'memberRecord'>,
  tokens: IdentityTokens,
): GrantHandler {
  return async (request, client) => {
    const memberId = request.member_id;
    if (!memberId) throw new OAuthError('invalid_request', 'The authorized_client grant needs member_id');
    const member = await identity.memberRecord(client.siteId, memberId);
    if (member?.status !== 'ACTIVE')
      throw new OAuthError('invalid_grant', 'No active member of this site has that id');
    if (request.session_token !== undefined) {
      const claims = await tokens.read(request.session_token, 'session');
      if (claims?.identityId !== memberId || claims.siteId !== client.siteId)
        throw new OAuthError('invalid_grant', 'The session token is not a sign-in of that member');
    }
    return { siteId: client.siteId, clientId: client.id, role: 'member', memberId, visitorId: newId() };
  };
}
