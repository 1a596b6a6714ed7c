import type { Clock } from '../../../kernel/clock.js';
import type { Database } from '../../../kernel/db/database.js';
import { newId } from '../../../kernel/ids.js';
import { OAuthError } from '../../oauth/errors.js';
import type { GrantHandler } from '../../oauth/service.js';
import type { IdentityService } from '../service.js';
import { redeemAuthorizationCode } from './authorization-codes.js';

/**
 * The `authorization_code` grant (reference §4.1): the code, the PKCE verifier and the same
 * redirect URI (none for the direct login) give member tokens, whose refresh token's role is member.
 */
export function authorizationCodeGrant(
  db: Database,
  clock: Clock,
  identity: Pick<IdentityService, 'memberRecord'>,
): GrantHandler {
  return async (request, client) => {
    const { code, codeVerifier } = request;
    if (!code || !codeVerifier)
      throw new OAuthError('invalid_request', 'The authorization_code grant needs code and codeVerifier');
    const { siteId, memberId } = await redeemAuthorizationCode(db, clock, {
      code,
      clientId: client.id,
      redirectUri: request.redirectUri ?? '',
      codeVerifier,
    });
    // Blocked or deleted in the minute since the code was given: no tokens.
    const member = await identity.memberRecord(siteId, memberId);
    if (member?.status !== 'ACTIVE') throw new OAuthError('invalid_grant', 'The member cannot sign in');
    return { siteId, clientId: client.id, role: 'member', memberId, visitorId: newId() };
  };
}
