import type { AuthenticatedIdentity } from '../../../kernel/auth.js';

/** Who holds a reservation: the visitor or member who made it, or the owner. */
export const holderKeyOf = (identity: AuthenticatedIdentity): string =>
  identity.kind === 'owner'
    ? 'owner'
    : identity.kind === 'member'
      ? `member:${identity.memberId}`
      : `visitor:${identity.visitorId}`;
