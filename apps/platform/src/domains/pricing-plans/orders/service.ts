import type {
  CancellationEffectiveAt,
  ListPlanOrdersQuery,
  MemberListPlanOrdersQuery,
  PlanOrder,
} from '@bazaar/contracts';
import { DEFAULT_PAGE_SIZE } from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Database } from '../../../kernel/db/database.js';
import { notFound, ValidationError } from '../../../kernel/errors.js';
import { listOf } from '../../../kernel/http/query-lists.js';
import { toDecimalString } from '../../../kernel/money.js';
import { paymentKey } from '../../payments/payment-keys.js';
import type { PaymentProvider } from '../../payments/provider.js';
import type { PlansService } from '../plans/service.js';
import { type CancellationRefund, cancellationRefund } from './cancellation-refund.js';
import { cancellation, markedAsPaid, type OrderChange, paused, postponed, resumed } from './changes.js';
import type { OrderLifecycle } from './lifecycle.js';
import { presentOrder } from './presenter.js';
import { createPlanPurchases } from './purchase.js';
import type { PlanOrderRecord } from './record.js';
import { refused } from './refused.js';
import * as repo from './repo.js';

/**
 * Plan orders: bought by a member on the hosted page or recorded by the owner (`purchase.ts`),
 * then moved by the owner (pause, resume, postpone, cancel, mark as paid), by the member (cancel,
 * when the plan lets them; the rules are `changes.ts`) and by the clock (the lifecycle job).
 */
export function createPlanOrdersService(deps: {
  db: Database;
  clock: Clock;
  plans: Pick<PlansService, 'findPlan' | 'markHasOrders'>;
  payments: Pick<PaymentProvider, 'charge' | 'saveCard' | 'chargeSaved' | 'refund'>;
  lifecycle: OrderLifecycle;
}) {
  const { db, clock, plans, lifecycle } = deps;
  const present = (order: PlanOrderRecord) => presentOrder(order, clock.now());

  /** Changes one order of the site under its row lock; `change` returns the order to write and what to announce. */
  async function mutate(
    siteId: string,
    id: string,
    change: (order: PlanOrderRecord) => OrderChange,
    options: {
      owner?: string;
      /** A step on the locked, re-read order before the change (money moved), whose answer it changes. */
      before?: (order: PlanOrderRecord) => Promise<PlanOrderRecord>;
    } = {},
  ): Promise<PlanOrderRecord> {
    const { owner, before } = options;
    return db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, siteId, id);
      if (!order || (owner !== undefined && order.memberId !== owner)) throw notFound('Order', id);
      // Whatever was due first (a cycle that began a minute ago) is applied before the person's change.
      await lifecycle.advance(tx, { siteId, orderId: id });
      const reread = (await repo.lockOrder(tx, siteId, id)) ?? order;
      // The change is checked first, so that nothing moves money for a change that is refused.
      change(reread);
      const current = before ? await before(reread) : reread;
      const changed = change(current);
      return lifecycle.save(tx, { ...changed.order, revision: current.revision + 1 }, changed.actions, {
        before: reread,
      });
    });
  }

  async function page(siteId: string, filter: repo.OrderFilter, query: MemberListPlanOrdersQuery) {
    const offset = query.offset ?? 0;
    const limit = query.limit || DEFAULT_PAGE_SIZE;
    const sortBy = query.sorting?.fieldName === 'updatedDate' ? 'updatedDate' : 'createdDate';
    const { orders, total } = await repo.listOrders(db, siteId, filter, {
      offset,
      limit,
      sortBy,
      descending: query.sorting?.order !== 'ASC',
    });
    return {
      orders: orders.map(present),
      pagingMetadata: { count: orders.length, offset, total, tooManyToCount: false, cursors: {} },
    };
  }

  const filterOf = (query: MemberListPlanOrdersQuery): repo.OrderFilter => ({
    ...(query.planIds !== undefined ? { planIds: listOf(query.planIds) } : {}),
    ...(query.orderStatuses !== undefined ? { statuses: listOf(query.orderStatuses) } : {}),
    ...(query.paymentStatuses !== undefined ? { paymentStatuses: listOf(query.paymentStatuses) } : {}),
    ...(query.autoRenewCanceled !== undefined ? { autoRenewCanceled: query.autoRenewCanceled } : {}),
  });

  /** Applies one of the rules of `changes.ts` to the order, as of now. */
  const applying = (rule: (order: PlanOrderRecord, now: Date) => OrderChange) => (order: PlanOrderRecord) =>
    rule(order, clock.now());

  return {
    present,
    ...createPlanPurchases(deps),

    async getOrder(siteId: string, id: string): Promise<PlanOrder> {
      const order = await repo.findOrder(db, siteId, id);
      if (!order) throw notFound('Order', id);
      return present(order);
    },

    async memberGetOrder(siteId: string, memberId: string, id: string): Promise<PlanOrder> {
      const order = await repo.findOrder(db, siteId, id);
      if (!order || order.memberId !== memberId) throw notFound('Order', id);
      return present(order);
    },

    listOrders: (siteId: string, query: ListPlanOrdersQuery) =>
      page(
        siteId,
        {
          ...filterOf(query),
          ...(query.buyerIds !== undefined ? { memberIds: listOf(query.buyerIds) } : {}),
        },
        query,
      ),

    memberListOrders: (siteId: string, memberId: string, query: MemberListPlanOrdersQuery) =>
      page(siteId, { ...filterOf(query), memberIds: [memberId] }, query),

    /** The member cancels their own order, when the plan lets buyers cancel. */
    async requestCancellation(
      siteId: string,
      memberId: string,
      id: string,
      effectiveAt: CancellationEffectiveAt,
    ) {
      const order = await repo.findOrder(db, siteId, id);
      if (!order || order.memberId !== memberId) throw notFound('Order', id);
      const plan = await plans.findPlan(siteId, order.planId);
      if (plan && !plan.buyerCanCancel)
        throw refused(
          'CANCELLATION_NOT_ALLOWED',
          'This plan cannot be canceled by its buyer; ask the site owner',
          403,
        );
      await mutate(
        siteId,
        id,
        applying((current, now) => cancellation(current, effectiveAt, 'MEMBER_ACTION', now)),
        { owner: memberId },
      );
      return {};
    },

    /**
     * The owner cancels an order; canceling now, they may refund the running cycle's card payment
     * in full or prorated. The refund is made under the order's lock, re-read, with a key made of
     * the order and the cycle: a retry gives money back once, and a refused refund cancels nothing.
     */
    async cancelOrder(
      siteId: string,
      id: string,
      effectiveAt: CancellationEffectiveAt,
      refund: CancellationRefund = 'NONE',
    ) {
      if (refund !== 'NONE' && effectiveAt !== 'IMMEDIATELY')
        throw ValidationError.field('refund', 'is only given when canceling IMMEDIATELY');
      await mutate(
        siteId,
        id,
        applying((order, now) => cancellation(order, effectiveAt, 'OWNER_ACTION', now)),
        {
          before: async (order) => {
            if (refund === 'NONE') return order;
            const now = clock.now();
            const due = cancellationRefund(order, refund, now);
            const answer = await deps.payments.refund({
              siteId,
              transactionId: due.transactionId,
              amountMinor: due.amountMinor,
              currency: order.currency,
              reference: `plan-order:${order.id}:cycle:${due.cycle}`,
              idempotencyKey: paymentKey('plan-cancel-refund', siteId, order.id, due.cycle),
            });
            if (answer.status !== 'DONE') throw refused('REFUND_REFUSED', answer.reason, 409);
            const refunds = [
              ...(order.refunds ?? []),
              {
                cycle: due.cycle,
                amount: toDecimalString(due.amountMinor, order.currency),
                refundId: answer.refundId,
                at: now.toISOString(),
              },
            ];
            return { ...order, refunds };
          },
        },
      );
      return {};
    },

    async markAsPaid(siteId: string, id: string) {
      await mutate(siteId, id, applying(markedAsPaid));
      return {};
    },

    async pauseOrder(siteId: string, id: string) {
      await mutate(siteId, id, applying(paused));
      return {};
    },

    async resumeOrder(siteId: string, id: string) {
      await mutate(siteId, id, applying(resumed));
      return {};
    },

    async postponeEndDate(siteId: string, id: string, endDate: string) {
      await mutate(
        siteId,
        id,
        applying((order, now) => postponed(order, endDate, now)),
      );
      return {};
    },
  };
}

export type PlanOrdersService = ReturnType<typeof createPlanOrdersService>;
