import type { Database, Transaction } from '../../../kernel/db/database.js';
import { ApplicationError } from '../../../kernel/errors.js';
import type { CoverAsk, MembershipCover } from '../../bookings/bookings/membership-cover.js';
import type { PlanOrderRecord } from './record.js';
import * as repo from './repo.js';

const sessionsLeft = (order: PlanOrderRecord) =>
  order.sessionLimit === undefined
    ? Number.POSITIVE_INFINITY
    : order.sessionLimit - (order.sessionsUsed ?? 0);

/** A member's active orders of the plans asked, oldest first: the first with a session left pays. */
async function activeOrders(db: Database | Transaction, ask: CoverAsk) {
  const { orders } = await repo.listOrders(
    db,
    ask.siteId,
    { memberIds: [ask.memberId], planIds: [...ask.planIds], statuses: ['ACTIVE'] },
    { offset: 0, limit: 100, sortBy: 'createdDate', descending: false },
  );
  return orders;
}

const usedUp = () =>
  new ApplicationError({
    status: 409,
    code: 'PLAN_SESSIONS_USED_UP',
    description: 'Your plan has no sessions left for this service: choose another way to pay',
  });

/**
 * Bookings paid with a plan (payment option MEMBERSHIP): a member's active order of a plan the
 * service accepts covers a booking while it has sessions left, and gets the session back when the
 * booking is canceled or declined. The count moves under the order's row lock in the booking's
 * transaction, so the last session is given once.
 */
export function planBenefits(db: Database): MembershipCover {
  return {
    async coverFor(ask) {
      const order = (await activeOrders(db, ask)).find((candidate) => sessionsLeft(candidate) > 0);
      if (!order) return undefined;
      const left = sessionsLeft(order);
      return { planName: order.planName, ...(Number.isFinite(left) ? { sessionsLeft: left } : {}) };
    },

    async redeem(tx, ask) {
      for (const candidate of await activeOrders(tx, ask)) {
        const order = await repo.lockOrder(tx, ask.siteId, candidate.id);
        if (order?.status !== 'ACTIVE' || sessionsLeft(order) <= 0) continue;
        const used = {
          ...order,
          sessionsUsed: (order.sessionsUsed ?? 0) + 1,
          revision: order.revision + 1,
        };
        if (!(await repo.updateOrder(tx, used)))
          throw new Error(`Plan order ${order.id} changed under its row lock`);
        return { coverId: order.id };
      }
      throw usedUp();
    },

    async giveBack(tx, siteId, coverId) {
      const order = await repo.lockOrder(tx, siteId, coverId);
      if (!order || (order.sessionsUsed ?? 0) === 0) return;
      const returned = {
        ...order,
        sessionsUsed: (order.sessionsUsed ?? 0) - 1,
        revision: order.revision + 1,
      };
      if (!(await repo.updateOrder(tx, returned)))
        throw new Error(`Plan order ${order.id} changed under its row lock`);
    },
  };
}
