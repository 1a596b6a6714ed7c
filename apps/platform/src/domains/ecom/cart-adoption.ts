import type { AuthenticatedIdentity } from '../../kernel/auth.js';
import type { Clock } from '../../kernel/clock.js';
import type { Database, Queryable } from '../../kernel/db/database.js';
import type { CartRecord } from './cart-record.js';
import * as repo from './repo.js';

/** The same item in two carts: one app, one product, one variant. */
const sameItem = (a: CartRecord['lineItems'][number], b: CartRecord['lineItems'][number]) =>
  a.appId === b.appId && a.productId === b.productId && a.variantId === b.variantId;

/**
 * A member's cart takes in the cart they filled as a visitor before signing in (their member
 * tokens keep that visitor's id): the visitor's lines join the member's, the same item adding up
 * its quantity, and the visitor's cart is gone. With no member cart yet, the visitor's cart
 * simply becomes theirs. Both carts are locked, so a change racing the sign-in is not lost.
 */
export async function adoptVisitorCart(
  tx: Queryable,
  clock: Clock,
  identity: AuthenticatedIdentity,
): Promise<void> {
  if (identity.kind !== 'member' || !identity.visitorId) return;
  const { siteId, memberId, visitorId } = identity;
  const visitorKey = `visitor:${visitorId}`;
  const memberKey = `member:${memberId}`;
  const visitorCart = await repo.lockCart(tx, siteId, visitorKey);
  if (!visitorCart) return;
  const memberCart = await repo.lockCart(tx, siteId, memberKey);
  const now = clock.now().toISOString();
  if (!memberCart) {
    const adopted: CartRecord = {
      ...visitorCart,
      buyer: { memberId, visitorId },
      revision: visitorCart.revision + 1,
      updatedDate: now,
    };
    await repo.moveCart(tx, visitorKey, memberKey, adopted);
    return;
  }
  const merged: CartRecord = {
    ...memberCart,
    lineItems: memberCart.lineItems.map((line) => ({ ...line })),
    revision: memberCart.revision + 1,
    updatedDate: now,
  };
  for (const line of visitorCart.lineItems) {
    const existing = merged.lineItems.find((kept) => sameItem(kept, line));
    if (existing) existing.quantity += line.quantity;
    else merged.lineItems.push({ ...line });
  }
  if (!merged.couponCode && visitorCart.couponCode) merged.couponCode = visitorCart.couponCode;
  await repo.saveCart(tx, memberKey, merged);
  await repo.deleteCart(tx, siteId, visitorKey);
}

/**
 * Adopts the visitor's cart when there is one to adopt: a read of one index first, so a member's
 * every call does not open a write transaction.
 */
export async function adoptVisitorCartIfAny(db: Database, clock: Clock, identity: AuthenticatedIdentity) {
  if (identity.kind !== 'member' || !identity.visitorId) return;
  if (!(await repo.findCart(db, identity.siteId, `visitor:${identity.visitorId}`))) return;
  await db.transaction((tx) => adoptVisitorCart(tx, clock, identity));
}
