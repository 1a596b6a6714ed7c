import {
  ACCESS_TOKEN_PREFIX,
  type TokenInfoResponse,
  type TokenRequest,
  type TokenResponse,
} from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../kernel/auth.js';
import { BoundedCache } from '../../kernel/bounded-cache.js';
import type { Clock } from '../../kernel/clock.js';
import type { Database } from '../../kernel/db/database.js';
import { ValidationError } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import type { SigningKey } from '../../kernel/signing-keys.js';
import type { SitesService } from '../sites/service.js';
import {
  signAccessToken,
  type TokenSubject,
  type VerifiedAccessToken,
  verifyAccessToken,
} from './access-token.js';
import { OAuthError } from './errors.js';
import {
  findRefreshToken,
  issueRefreshToken,
  revokeMemberRefreshTokens,
  revokeRefreshToken,
} from './refresh-tokens-repo.js';

export interface OAuthSettings {
  issuer: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

/**
 * A grant another domain answers (identity: `authorization_code`): it checks the request and
 * names the member the tokens are for; the token endpoint issues them. The client is checked first.
 */
export type GrantHandler = (
  request: TokenRequest,
  client: { id: string; siteId: string },
) => Promise<TokenSubject>;

export function createOAuthService({
  db,
  sites,
  key,
  settings,
  clock,
}: {
  db: Database;
  sites: Pick<SitesService, 'createClient' | 'findActiveClient' | 'updateClient' | 'verifyApiKey'>;
  key: SigningKey;
  settings: OAuthSettings;
  clock: Clock;
}) {
  const grants = new Map<string, GrantHandler>();
  /** Checked tokens by their text; bounded, since every visitor brings one. */
  const verifiedTokens = new BoundedCache<string, VerifiedAccessToken>(10_000);

  async function activeClient(clientId: string | undefined) {
    if (!clientId) throw ValidationError.field('clientId', 'is required', 'REQUIRED_FIELD');
    const client = await sites.findActiveClient(clientId);
    if (!client) throw new OAuthError('invalid_client', `Unknown or disabled client id: ${clientId}`);
    return client;
  }

  async function accessTokenFor(subject: TokenSubject) {
    return signAccessToken(key, subject, {
      issuer: settings.issuer,
      ttlSeconds: settings.accessTokenTtlSeconds,
      now: clock.now(),
    });
  }

  /** A new visitor: a fresh visitor id, an access token and a long-lived refresh token. */
  async function anonymous(clientId: string | undefined): Promise<TokenResponse> {
    const client = await activeClient(clientId);
    return issueTokens({ siteId: client.siteId, clientId: client.id, role: 'visitor', visitorId: newId() });
  }

  /** An access token and a refresh token for `subject`. */
  /**
   * The client of an `authorized_client` request: the app's access token names it, and the API key
   * beside it (`Authorization: <access token>,<API key>`, reference §3.3) proves the caller is the
   * owner of that client's site. Either missing or not matching: `invalid_client`.
   */
  async function ownerServerClient(
    authorization: string | undefined,
  ): Promise<{ id: string; siteId: string }> {
    const refuse = (why: string) => new OAuthError('invalid_client', why);
    const [token = '', apiKey = '', ...rest] = (authorization ?? '').split(',').map((part) => part.trim());
    if (!token || !apiKey || rest.length > 0)
      throw refuse('The authorized_client grant needs Authorization: <access token>,<API key>');
    const verified = await verifyAccessToken(
      key,
      token.startsWith(ACCESS_TOKEN_PREFIX) ? token.slice(ACCESS_TOKEN_PREFIX.length) : token,
      settings.issuer,
      clock.now(),
    );
    if (!verified) throw refuse('The access token is invalid or expired');
    const { siteId, clientId } = verified.identity;
    const owner = await sites.verifyApiKey(apiKey, siteId);
    if (owner?.kind !== 'owner' || owner.siteId !== siteId)
      throw refuse("The API key is not one of this client's site");
    const client = await activeClient(clientId);
    return { id: client.id, siteId: client.siteId };
  }

  async function issueTokens(subject: TokenSubject): Promise<TokenResponse> {
    const { token, sessionId } = await issueRefreshToken(
      db,
      subject,
      settings.refreshTokenTtlSeconds,
      clock.now(),
    );
    const access = await accessTokenFor({ ...subject, sessionId });
    return {
      access_token: access.token,
      token_type: 'Bearer',
      expires_in: access.expiresIn,
      refresh_token: token,
    };
  }

  /**
   * A new access token for the same identity. The refresh token is returned unchanged and stays
   * valid: the official client keeps renewing with the one it has (reference §4.1).
   */
  async function refresh(
    clientId: string | undefined,
    refreshToken: string | undefined,
  ): Promise<TokenResponse> {
    if (!refreshToken) throw ValidationError.field('refreshToken', 'is required', 'REQUIRED_FIELD');
    const client = await activeClient(clientId);
    const stored = await findRefreshToken(db, refreshToken);
    if (!stored || stored.revoked || stored.expiresAt <= clock.now().toISOString()) {
      throw new OAuthError('invalid_grant', 'The refresh token is unknown, expired or revoked');
    }
    if (stored.subject.clientId !== client.id) {
      throw new OAuthError('invalid_grant', 'The refresh token was issued to another client');
    }
    const access = await accessTokenFor({ ...stored.subject, sessionId: stored.id });
    return {
      access_token: access.token,
      token_type: 'Bearer',
      expires_in: access.expiresIn,
      refresh_token: refreshToken,
    };
  }

  return {
    async token(request: TokenRequest, authorization?: string): Promise<TokenResponse> {
      const grantType = request.grantType ?? request.grant_type;
      const clientId = request.clientId ?? request.client_id;
      switch (grantType) {
        case undefined:
          throw ValidationError.field('grantType', 'is required', 'REQUIRED_FIELD');
        case 'anonymous':
          return anonymous(clientId);
        case 'refresh_token':
          return refresh(clientId, request.refreshToken ?? request.refresh_token);
        default: {
          const grant = grants.get(grantType);
          if (grant) {
            const client =
              grantType === 'authorized_client'
                ? await ownerServerClient(authorization)
                : await activeClient(clientId);
            return issueTokens(await grant(request, { id: client.id, siteId: client.siteId }));
          }
          throw new OAuthError('unsupported_grant_type', `The grant type "${grantType}" is not supported`);
        }
      }
    },

    /** The client an owner's server calls for (`Authorization: <access token>,<API key>`), or `invalid_client`. */
    clientOfOwnerServer: ownerServerClient,

    /** Lets a domain answer a grant type of its own (see `GrantHandler`). */
    registerGrant(grantType: string, handler: GrantHandler): void {
      if (grants.has(grantType) || ['anonymous', 'refresh_token'].includes(grantType))
        throw new Error(`The ${grantType} grant is registered twice`);
      grants.set(grantType, handler);
    },

    /** Revokes a refresh token. Unknown tokens are ignored, so revoking says nothing about validity (RFC 7009). */
    async revoke(token: string, clientId: string | undefined): Promise<void> {
      const stored = await findRefreshToken(db, token);
      if (!stored) return;
      if (clientId !== undefined && stored.subject.clientId !== clientId) {
        throw new OAuthError('invalid_grant', 'The refresh token was issued to another client');
      }
      await revokeRefreshToken(db, stored.id, clock.now());
    },

    /** Ends one session: the refresh token an access token names as its `sid` (a logout). */
    async endSession(sessionId: string): Promise<void> {
      await revokeRefreshToken(db, sessionId, clock.now());
    },

    /**
     * Ends every session of a member (a password change, a block) but `keepSessionId`, the one a
     * member changed their password from: no other refresh token renews again.
     */
    async endMemberSessions(siteId: string, memberId: string, keepSessionId?: string): Promise<void> {
      await revokeMemberRefreshTokens(db, siteId, memberId, clock.now(), keepSessionId);
    },

    async tokenInfo(token: string): Promise<TokenInfoResponse> {
      const verified = await verifyAccessToken(
        key,
        token.startsWith(ACCESS_TOKEN_PREFIX) ? token.slice(ACCESS_TOKEN_PREFIX.length) : token,
        settings.issuer,
        clock.now(),
      );
      if (!verified) return { active: false };
      const { identity } = verified;
      return {
        active: true,
        subjectType: identity.kind === 'member' ? 'MEMBER' : 'VISITOR',
        subjectId: identity.kind === 'member' ? identity.memberId : identity.visitorId,
        exp: verified.exp,
        iat: verified.iat,
        clientId: identity.clientId,
        siteId: identity.siteId,
        instanceId: identity.siteId,
      };
    },

    jwks: () => ({ keys: [key.publicJwk as Record<string, unknown>] }),

    /**
     * A token is immutable and signed, so a successful check is remembered until the token
     * expires: the Ed25519 verification is the largest fixed cost of a visitor's call.
     */
    async verifyAccessToken(jwt: string): Promise<AuthenticatedIdentity | undefined> {
      const known = verifiedTokens.get(jwt);
      if (known && known.exp * 1000 > clock.now().getTime()) return known.identity;
      if (known) verifiedTokens.delete(jwt);
      const verified = await verifyAccessToken(key, jwt, settings.issuer, clock.now());
      if (verified) verifiedTokens.set(jwt, verified);
      return verified?.identity;
    },
  };
}

export type OAuthService = ReturnType<typeof createOAuthService>;
