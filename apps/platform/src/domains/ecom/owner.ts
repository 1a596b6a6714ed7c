import type { Identity } from '../../kernel/auth.js';
import { forbidden } from '../../kernel/errors.js';
import type { CartRecord } from './cart-record.js';

/** Whose cart: every visitor and member has one current cart per site. */
export function ownerOf(identity: Identity): { siteId: string; key: string; buyer: CartRecord['buyer'] } {
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
