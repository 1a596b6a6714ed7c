import {
  ACCESS_TOKEN_PREFIX,
  ACCOUNTS_SITE_ID,
  type EventStaffPermission,
  type SiteRole,
  STAFF_ACCESS_TOKEN_PREFIX,
} from '@bazaar/contracts';
import { forbidden, unauthenticated } from './errors.js';

/**
 * Who may call a route. `public` needs no credential (token endpoint, health); `visitor` needs
 * any valid access token or API key; `member` a signed-in member (or the owner); `owner` an API key;
 * `staff` the owner, or an events staff member holding the permission the route names
 * (`RouteSpec.staffPermission`). Staff tokens open `staff` routes only: a staff member is not a
 * visitor of the site, and no other route has to think about them. `account` a person signed in
 * to the platform itself (a member of the accounts site) acting for no site: listing and making
 * their sites, accepting invitations. The same person's token with a `wix-site-id` header acts on
 * that site as the role they have there (an `owner` identity), or is refused.
 */
export type Access = 'public' | 'visitor' | 'member' | 'owner' | 'staff' | 'account';

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
  | {
      /** The site's back office: an API key, or a signed-in account, acting as `role`. */
      kind: 'owner';
      siteId: string;
      role: SiteRole;
      apiKeyId?: string;
      accountId?: string;
    }
  | {
      kind: 'staff';
      siteId: string;
      staffMemberId: string;
      /** The signed-in device the token was issued to. */
      deviceId: string;
      /** Read afresh with every call, so a paused or changed staff member takes effect at once. */
      permissions: readonly EventStaffPermission[];
      /** The events the staff member works at: `all` includes events created later. */
      events: 'all' | readonly string[];
    };

/** A caller of the site itself (a visitor, a member, the owner): never a staff member, who only works at events. */
export type AuthenticatedIdentity = Exclude<Identity, { kind: 'anonymous' | 'staff' }>;

export type StaffIdentity = Extract<Identity, { kind: 'staff' }>;

/**
 * How credentials are checked. The kernel only knows the header forms; the oauth and sites
 * domains supply the checks, so the kernel does not depend on any domain.
 */
export interface Authenticator {
  /** The identity of a valid access token (without its `OauthNG.JWS.` prefix), else undefined. */
  verifyAccessToken(jwt: string): Promise<AuthenticatedIdentity | undefined>;
  /** The owner identity of a valid API key; `siteId` is the `wix-site-id` header when sent. */
  verifyApiKey(key: string, siteId: string | undefined): Promise<AuthenticatedIdentity | undefined>;
  /** The staff identity of a valid staff access token (without its prefix) whose holder has access. */
  verifyStaffToken(token: string): Promise<StaffIdentity | undefined>;
  /** The role an account has on a site, if any. */
  roleOnSite(accountId: string, siteId: string): Promise<SiteRole | undefined>;
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
  if (raw.startsWith(STAFF_ACCESS_TOKEN_PREFIX)) {
    const identity = await authenticator.verifyStaffToken(raw.slice(STAFF_ACCESS_TOKEN_PREFIX.length));
    if (!identity)
      throw unauthenticated('The staff access token is invalid, or its staff member has no access');
    return identity;
  }
  if (raw.startsWith(ACCESS_TOKEN_PREFIX)) {
    const identity = await authenticator.verifyAccessToken(raw.slice(ACCESS_TOKEN_PREFIX.length));
    if (!identity) throw unauthenticated('The access token is invalid or expired');
    const siteId = credentials.siteId?.trim();
    if (!isAccount(identity) || !siteId || siteId === ACCOUNTS_SITE_ID) return identity;
    // A person who runs sites, acting on one of them: as the role they have there.
    const role = await authenticator.roleOnSite(identity.memberId, siteId);
    if (!role) throw forbidden(`This account has no role on site ${siteId}`);
    return { kind: 'owner', siteId, role, accountId: identity.memberId };
  }
  const identity = await authenticator.verifyApiKey(raw, credentials.siteId?.trim() || undefined);
  if (!identity) throw unauthenticated('The API key is invalid, revoked, or not valid for this site');
  return identity;
}

/** A person signed in to the platform itself: a member of the accounts site. */
const isAccount = (identity: Identity): identity is Extract<Identity, { kind: 'member' }> =>
  identity.kind === 'member' && identity.siteId === ACCOUNTS_SITE_ID;

/** What a route asks of a caller beyond its access level. */
export interface RouteDemands {
  /** For a `staff` route: the permission an events staff member needs. */
  staffPermission?: EventStaffPermission;
  /** The back-office roles the route admits (default: `DEFAULT_ROLES`, and STAFF too on `staff` routes). */
  roles?: readonly SiteRole[];
}

/** Who of the back office may call a route that names no roles: those who run the business. */
const DEFAULT_ROLES: readonly SiteRole[] = ['OWNER', 'MANAGER'];

/** The back-office roles a route admits: one rule, read by the access hook and the access matrix. */
export const rolesAdmitted = (access: Access, demands: RouteDemands): readonly SiteRole[] =>
  access === 'account'
    ? []
    : (demands.roles ?? (access === 'staff' ? [...DEFAULT_ROLES, 'STAFF'] : DEFAULT_ROLES));

/** Throws unless `identity` may call a route of the given access level and demands. */
export function assertAccess(access: Access, identity: Identity, demands: RouteDemands = {}): void {
  if (access === 'public') return;
  if (identity.kind === 'anonymous') throw unauthenticated('This call needs an access token or an API key');
  if (identity.kind === 'staff') {
    const { staffPermission } = demands;
    if (access !== 'staff' || !staffPermission) throw forbidden('This call is not open to events staff');
    if (!identity.permissions.includes(staffPermission))
      throw forbidden(
        `This call needs the ${staffPermission} permission, which this staff member does not have`,
      );
    return;
  }
  if (access === 'account') {
    if (!isAccount(identity)) throw forbidden('This call needs a person signed in to their Bazaar account');
    return;
  }
  if (identity.kind === 'owner') {
    const admitted = rolesAdmitted(access, demands);
    if (!admitted.includes(identity.role))
      throw forbidden(
        `This call needs the ${admitted.join(' or ')} role on the site; the caller is ${identity.role}`,
      );
    return;
  }
  if (access === 'staff')
    throw forbidden('This call needs an API key of the site owner or an events staff token');
  if (access === 'visitor') return;
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
