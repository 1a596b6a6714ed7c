import { ACCESS_TOKEN_PREFIX } from '@bazaar/contracts';
import { forbidden, unauthenticated } from './errors.js';

/**
 * Who may call a route. `public` needs no credential (token endpoint, health); `visitor` needs
 * any valid access token or API key; `member` a signed-in member (or the owner); `owner` an API key.
 */
export type Access = 'public' | 'visitor' | 'member' | 'owner';

export type Identity =
  | { kind: 'anonymous' }
  | { kind: 'visitor'; siteId: string; clientId: string; visitorId: string; sessionId?: string }
  | {
      kind: 'member';
      siteId: string;
      clientId: string;
      memberId: string;
      visitorId?: string;
      /** The refresh token this caller's access token came with (its `sid`). */
      sessionId?: string;
    }
  | { kind: 'owner'; siteId: string; apiKeyId: string };

export type AuthenticatedIdentity = Exclude<Identity, { kind: 'anonymous' }>;

/**
 * How credentials are checked. The kernel only knows the header forms; the oauth and sites
 * domains supply the checks, so the kernel does not depend on any domain.
 */
export interface Authenticator {
  /** The identity of a valid access token (without its `OauthNG.JWS.` prefix), else undefined. */
  verifyAccessToken(jwt: string): Promise<AuthenticatedIdentity | undefined>;
  /** The owner identity of a valid API key; `siteId` is the `wix-site-id` header when sent. */
  verifyApiKey(key: string, siteId: string | undefined): Promise<AuthenticatedIdentity | undefined>;
}

export interface Credentials {
  authorization?: string;
  siteId?: string;
}

/**
 * Reads the `Authorization` header as the official clients send it: the raw access token
 * (`OauthNG.JWS.…`, no "Bearer", reference §3.3) or an API key plus `wix-site-id`. A "Bearer "
 * prefix is tolerated for hand-written clients.
 */
export async function identify(authenticator: Authenticator, credentials: Credentials): Promise<Identity> {
  const raw = credentials.authorization?.trim().replace(/^Bearer\s+/i, '');
  if (!raw) return { kind: 'anonymous' };
  if (raw.startsWith(ACCESS_TOKEN_PREFIX)) {
    const identity = await authenticator.verifyAccessToken(raw.slice(ACCESS_TOKEN_PREFIX.length));
    if (!identity) throw unauthenticated('The access token is invalid or expired');
    return identity;
  }
  const identity = await authenticator.verifyApiKey(raw, credentials.siteId?.trim() || undefined);
  if (!identity) throw unauthenticated('The API key is invalid, revoked, or not valid for this site');
  return identity;
}

/** Throws unless `identity` may call a route of the given access level. */
export function assertAccess(access: Access, identity: Identity): void {
  if (access === 'public') return;
  if (identity.kind === 'anonymous') throw unauthenticated('This call needs an access token or an API key');
  if (access === 'visitor' || identity.kind === 'owner') return;
  if (access === 'member' && identity.kind === 'member') return;
  throw forbidden(
    access === 'owner'
      ? 'This call needs an API key of the site owner'
      : 'This call needs a signed-in member',
  );
}

/** The site a caller acts on; every identity except anonymous belongs to exactly one site. */
export function siteOf(identity: Identity): string {
  if (identity.kind === 'anonymous') throw unauthenticated('This call needs an access token or an API key');
  return identity.siteId;
}
