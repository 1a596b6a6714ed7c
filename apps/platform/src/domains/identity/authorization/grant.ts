import type { Clock } from '../../../kernel/clock.js';
import type { Database } from '../../../kernel/db/database.js';
import { newId } from '../../../kernel/ids.js';
import { OAuthError } from '../../oauth/errors.js';
import type { GrantHandler, OAuthService } from '../../oauth/service.js';
import type { IdentityService } from '../service.js';
import { invalidAuthorizationCode, redeemAuthorizationCode } from './authorization-codes.js';

/**
 * The `authorization_code` grant (reference §4.1): the code, the PKCE verifier and the same
 * redirect URI (none for the direct login) give member tokens, whose refresh token's role is member.
 * The refresh token's id is the one the code named when it was spent, so a replay can end it.
 */
export function authorizationCodeGrant(
  db: Database,
  clock: Clock,
  identity: Pick<IdentityService, 'memberRecord'>,
  oauth: Pick<OAuthService, 'endSession'>,
): GrantHandler {
  return async (request, client) => {
    const { code, codeVerifier } = request;
    if (!code || !codeVerifier)
      throw new OAuthError('invalid_request', 'The authorization_code grant needs code and codeVerifier');
    const redeemed = await redeemAuthorizationCode(db, clock, {
      code,
      clientId: client.id,
      redirectUri: request.redirectUri ?? '',
      codeVerifier,
    });
    if ('replayOf' in redeemed) {
      // A code used twice may be a stolen one: the session its first use made ends too.
      if (redeemed.replayOf) await oauth.endSession(redeemed.replayOf);
      throw invalidAuthorizationCode();
    }
    const { siteId, memberId, sessionId, visitorId } = redeemed;
    // Blocked or deleted in the minute since the code was given: no tokens.
    const member = await identity.memberRecord(siteId, memberId);
    if (member?.status !== 'ACTIVE') throw new OAuthError('invalid_grant', 'The member cannot sign in');
    // The visitor who signed in stays that visitor: what they did before (their cart) follows them.
    return {
      siteId,
      clientId: client.id,
      role: 'member',
      memberId,
      visitorId: visitorId ?? newId(),
      sessionId,
    };
  };
}
