import type { Identity } from './auth.js';
import { forbidden } from './errors.js';

/** A visitor or member, as the owner of what they make: a cart, a checkout, a redirect session. */
export interface Owner {
  siteId: string;
  /** `visitor:<id>` or `member:<id>`: one key per person per site. */
  key: string;
  buyer: { visitorId?: string; memberId?: string };
}

/** Whose cart (or session): every visitor and member has one current cart per site. */
export function ownerOf(identity: Identity): Owner {
  if (identity.kind === 'member')
    return {
      siteId: identity.siteId,
      key: `member:${identity.memberId}`,
      buyer: { memberId: identity.memberId },
    };
  if (identity.kind === 'visitor')
    return {
      siteId: identity.siteId,
      key: `visitor:${identity.visitorId}`,
      buyer: { visitorId: identity.visitorId },
    };
  throw forbidden('A current cart belongs to a visitor or a member: call with their access token');
}
