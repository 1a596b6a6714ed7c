import type { Clock } from '../../../kernel/clock.js';
import type { Queryable, Transaction } from '../../../kernel/db/database.js';
import { type EventAction, recordEvent } from '../../../kernel/events.js';
import { scheduleJob } from '../../../kernel/jobs/jobs.js';
import { toMinor } from '../../../kernel/money.js';
import { paymentKey } from '../../payments/payment-keys.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { PLAN_ORDER_FQDN } from '../events.js';
import { firstCycle } from './cycles.js';
import type { PlanNotices } from './order-notices.js';
import { presentOrder } from './presenter.js';
import type { PlanOrderRecord } from './record.js';
import * as repo from './repo.js';
import { chargesAt, nextStep, paymentOf, type Step } from './steps.js';

/** The job that applies an order's due changes: a cycle starts (and is charged), the order ends. */
export const ADVANCE_ORDER_JOB = 'pricing-plans.advance-order';
export interface AdvanceOrderJob {
  siteId: string;
  orderId: string;
}

/** Most changes one run applies: an order a clock jump left far behind catches up over several runs. */
const STEPS_PER_RUN = 24;

/**
 * Writing an order's changes: each one a revision-checked update under the order's row lock, its
 * events in the same transaction, and the job for its next change scheduled with it.
 */
export function orderLifecycle({
  clock,
  payments,
  notices,
}: {
  clock: Clock;
  payments: Pick<PaymentProvider, 'chargeSaved'>;
  /** The member's mail about each change. */
  notices: Pick<PlanNotices, 'afterSave'>;
}) {
  /**
   * Writes the order's next revision (a new order with `insert`), announces `actions`, schedules
   * its next change, and writes the member's mail about the change from `before`.
   */
  async function save(
    tx: Transaction,
    order: PlanOrderRecord,
    actions: EventAction[],
    { insert = false, before }: { insert?: boolean; before?: PlanOrderRecord } = {},
  ) {
    const now = clock.now();
    const saved = { ...order, updatedDate: now.toISOString() };
    if (insert) await repo.insertOrder(tx, saved);
    else if (!(await repo.updateOrder(tx, saved)))
      throw new Error(`Plan order ${order.id} changed under its row lock`);
    const entity = presentOrder(saved, now);
    for (const action of actions)
      await recordEvent(tx, {
        siteId: saved.siteId,
        entityFqdn: PLAN_ORDER_FQDN,
        action,
        entityId: saved.id,
        entity,
        eventTime: now.toISOString(),
      });
    const step = nextStep(saved, now);
    if (step)
      await scheduleJob(
        tx,
        clock,
        ADVANCE_ORDER_JOB,
        { siteId: saved.siteId, orderId: saved.id } satisfies AdvanceOrderJob,
        {
          runAt: step.at > now ? step.at : now,
          dedupeKey: `${ADVANCE_ORDER_JOB}:${saved.id}:${saved.revision}`,
        },
      );
    await notices.afterSave(tx, saved, actions, before);
    return saved;
  }

  /**
   * Takes the payment of cycle `index` from the kept card (one more try when it failed before);
   * an offline order's cycle waits, unpaid, for the owner to mark it paid.
   */
  async function chargeCycle(tx: Queryable, order: PlanOrderRecord, index: number): Promise<PlanOrderRecord> {
    if (!chargesAt(order, index)) return order;
    const before = paymentOf(order, index);
    if (before?.status === 'PAID') return order;
    const others = order.payments.filter((payment) => payment.cycle !== index);
    if (order.type !== 'ONLINE')
      return { ...order, payments: [...others, { cycle: index, status: 'UNPAID', attempts: 0 }] };
    const attempt = (before?.attempts ?? 0) + 1;
    const at = clock.now().toISOString();
    const result = order.paymentMethodId
      ? await payments.chargeSaved({
          siteId: order.siteId,
          paymentMethodId: order.paymentMethodId,
          amountMinor: toMinor(order.price, order.currency, 'price'),
          currency: order.currency,
          reference: `plan-order:${order.id}:cycle:${index}:try:${attempt}`,
          // The cycle's try: a job that runs again after a crash charges that try once.
          idempotencyKey: paymentKey('plan-cycle', order.siteId, order.id, index, attempt),
        })
      : ({
          status: 'DECLINED',
          reason: 'No card is kept for this order',
          declineCode: 'NO_CARD_KEPT',
        } as const);
    const paid = result.status === 'APPROVED';
    await repo.recordCharge(tx, {
      orderId: order.id,
      cycle: index,
      attempt,
      status: paid ? 'PAID' : 'FAILED',
      amount: order.price,
      ...(paid ? { transactionId: result.transactionId } : {}),
      at,
    });
    return {
      ...order,
      payments: [
        ...others,
        {
          cycle: index,
          status: paid ? 'PAID' : 'FAILED',
          attempts: attempt,
          lastAttemptDate: at,
          ...(paid ? { transactionId: result.transactionId } : {}),
        },
      ],
    };
  }

  /** One due change, applied to the order in memory (the charge made), with what to announce. */
  async function apply(
    tx: Queryable,
    order: PlanOrderRecord,
    step: Step,
  ): Promise<{ order: PlanOrderRecord; actions: EventAction[] }> {
    const at = step.at.toISOString();
    switch (step.kind) {
      case 'start': {
        const index = firstCycle(order.terms);
        const started = await chargeCycle(tx, { ...order, status: 'ACTIVE', cycleIndex: index }, index);
        return { order: started, actions: ['started', 'cycle_started'] };
      }
      case 'startCycle':
        return {
          order: await chargeCycle(tx, { ...order, cycleIndex: step.index }, step.index),
          actions: ['cycle_started'],
        };
      case 'retryCharge':
        return { order: await chargeCycle(tx, order, step.index), actions: ['updated'] };
      case 'cancel':
        return {
          order: {
            ...order,
            status: 'CANCELED',
            endedDate: at,
            autoRenewCanceled: true,
            cancellation: order.cancellation ?? {
              requestedDate: at,
              cause: step.cause,
              effectiveAt: 'IMMEDIATELY',
            },
          },
          actions: ['canceled'],
        };
      case 'end':
        return { order: { ...order, status: 'ENDED', endedDate: at }, actions: ['ended'] };
    }
  }

  return {
    save,

    /** The job: applies every change of the order that is due by now, in order, then schedules the next. */
    async advance(tx: Transaction, { siteId, orderId }: AdvanceOrderJob): Promise<void> {
      const locked = await repo.lockOrder(tx, siteId, orderId);
      if (!locked) return;
      let order = locked;
      const actions: EventAction[] = [];
      for (let applied = 0; applied < STEPS_PER_RUN; applied++) {
        const step = nextStep(order, clock.now());
        if (!step || step.at > clock.now()) break;
        const result = await apply(tx, order, step);
        order = result.order;
        actions.push(...result.actions);
      }
      if (actions.length === 0) return;
      await save(tx, { ...order, revision: order.revision + 1 }, [...new Set(actions)], { before: locked });
    },
  };
}

export type OrderLifecycle = ReturnType<typeof orderLifecycle>;
