import type { Order } from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import type { Clock } from '../../../kernel/clock.js';
import type { Database, Transaction } from '../../../kernel/db/database.js';
import { ApplicationError, notFound } from '../../../kernel/errors.js';
import { recordEvent } from '../../../kernel/events.js';
import { ORDER_FQDN } from '../events.js';
import type { OrderReads } from './order-reads.js';
import * as repo from './orders-repo.js';

/** Wix's activity types an owner's changes add to the order's history. */
export type OrderActivity =
  | 'ORDER_FULFILLED'
  | 'ORDER_NOT_FULFILLED'
  | 'TRACKING_NUMBER_ADDED'
  | 'TRACKING_NUMBER_EDITED'
  | 'ORDER_CANCELED'
  | 'ORDER_REFUNDED';

/**
 * How every change after payment is made: the order's row locked, re-read, changed, saved with
 * its activity and announced, all in one transaction.
 */
export function createOrderChanges({ db, clock, reads }: { db: Database; clock: Clock; reads: OrderReads }) {
  /** The order, locked, if it is this site's; 404 otherwise. */
  async function locked(tx: Transaction, siteId: string, orderId: string): Promise<Order> {
    const found = await repo.lockOrder(tx, siteId, orderId);
    if (!found) throw notFound('Order', orderId);
    return found.order;
  }

  return {
    locked,

    /** Runs `change` on the locked order; saves and announces what it answers, with its activities. */
    change<R>(
      siteId: string,
      orderId: string,
      change: (
        tx: Transaction,
        order: Order,
      ) => Promise<{ order: Order; activities: OrderActivity[]; result: R }>,
    ): Promise<R> {
      return db.transaction(async (tx) => {
        const before = await locked(tx, siteId, orderId);
        const { order, activities, result } = await change(tx, before);
        const now = clock.now().toISOString();
        const saved: Order = {
          ...order,
          activities: [...order.activities, ...activities.map((type) => ({ type, createdDate: now }))],
          updatedDate: now,
        };
        await repo.saveOrder(tx, siteId, saved);
        await recordEvent(tx, {
          siteId,
          entityFqdn: ORDER_FQDN,
          action: 'updated',
          entityId: orderId,
          entity: saved,
          eventTime: now,
        });
        return result;
      });
    },

    /** Reads an order its buyer or the owner may see; 404 for anyone else. */
    visible: (identity: AuthenticatedIdentity, orderId: string): Promise<Order> =>
      reads.getOrder(identity, orderId),
  };
}

export type OrderChanges = ReturnType<typeof createOrderChanges>;

/** A change refused because of what the order is now (canceled, already fulfilled). */
export const orderRefused = (code: string, description: string) =>
  new ApplicationError({ status: 409, code, description });
