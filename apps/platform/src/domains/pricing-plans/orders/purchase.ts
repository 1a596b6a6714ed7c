import type { CreateOfflineOrderRequest, PlanOrder } from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import { lockName } from '../../../kernel/db/counters.js';
import type { Database, Transaction } from '../../../kernel/db/database.js';
import { notFound, ValidationError } from '../../../kernel/errors.js';
import type { EventAction } from '../../../kernel/events.js';
import { newId } from '../../../kernel/ids.js';
import { toMinor } from '../../../kernel/money.js';
import { requireApproved } from '../../payments/charge-outcome.js';
import { cardCharge, paymentKey } from '../../payments/payment-keys.js';
import type { Card, PaymentProvider } from '../../payments/provider.js';
import { requireShownTotal } from '../../payments/shown-total.js';
import { termsOf } from '../plans/pricing.js';
import type { StoredPlan } from '../plans/record.js';
import type { PlansService } from '../plans/service.js';
import { firstCycle, isRecurring } from './cycles.js';
import type { OrderLifecycle } from './lifecycle.js';
import { presentOrder } from './presenter.js';
import type { PlanOrderRecord } from './record.js';
import { refused } from './refused.js';
import * as repo from './repo.js';
import { nextChargeDate } from './steps.js';

/** Who buys: a member of the site. */
export interface PlanBuyer {
  memberId: string;
  contactId: string;
}

/** How the first payment is made on the hosted page: the test card (and the bank's answer after a second step). */
export interface PlanPayment {
  card: Card;
  authentication?: string;
}

/**
 * Buying a plan: online by a member (the hosted "Order summary"), paying in the order's own
 * transaction, or recorded offline by the owner; within the plan's limit per buyer.
 */
export function createPlanPurchases({
  db,
  clock,
  plans,
  payments,
  lifecycle,
}: {
  db: Database;
  clock: Clock;
  plans: Pick<PlansService, 'findPlan' | 'markHasOrders'>;
  payments: Pick<PaymentProvider, 'charge' | 'saveCard' | 'chargeSaved'>;
  lifecycle: OrderLifecycle;
}) {
  const present = (order: PlanOrderRecord) => presentOrder(order, clock.now());

  /** The plan, if it can be bought: archived plans are no longer sold. */
  async function sellable(siteId: string, planId: string): Promise<StoredPlan> {
    const plan = await plans.findPlan(siteId, planId);
    if (!plan) throw notFound('Plan', planId);
    if (plan.archived) throw refused('PLAN_ARCHIVED', 'This plan is no longer sold');
    return plan;
  }

  function startDateOf(plan: StoredPlan, asked: string | undefined): string {
    const now = clock.now();
    if (asked === undefined) return now.toISOString();
    const start = new Date(asked);
    if (start <= now) return now.toISOString();
    if (!plan.allowFutureStartDate)
      throw ValidationError.field('startDate', 'cannot be in the future: the plan starts when it is bought');
    return start.toISOString();
  }

  /** The order as it is made, before anything is charged: PENDING until its start date. */
  function draftOf(
    plan: StoredPlan,
    buyer: PlanBuyer,
    type: PlanOrderRecord['type'],
    startDate: string,
  ): PlanOrderRecord {
    const now = clock.now().toISOString();
    const id = newId();
    return {
      id,
      siteId: plan.siteId,
      planId: plan.id,
      subscriptionId: id,
      memberId: buyer.memberId,
      contactId: buyer.contactId,
      planName: plan.name,
      planDescription: plan.description ?? '',
      price: plan.pricing.price.value,
      currency: plan.pricing.price.currency,
      type,
      status: 'PENDING',
      terms: termsOf(plan.pricing),
      free: toMinor(plan.pricing.price.value, plan.pricing.price.currency, 'price') === 0,
      ...(plan.sessionLimit ? { sessionLimit: plan.sessionLimit } : {}),
      startDate,
      pausePeriods: [],
      payments: [],
      autoRenewCanceled: false,
      revision: 1,
      createdDate: now,
      updatedDate: now,
    };
  }

  /** Refuses a purchase past the plan's limit per buyer (every order but an unpaid draft counts). */
  async function checkLimit(tx: Transaction, plan: StoredPlan, memberId: string) {
    await lockName(tx, `plan-orders:${plan.siteId}:${memberId}:${plan.id}`);
    if (plan.maxPurchasesPerBuyer === 0) return;
    const bought = await repo.countPurchases(tx, plan.siteId, memberId, plan.id);
    if (bought >= plan.maxPurchasesPerBuyer)
      throw refused(
        'PURCHASE_LIMIT_REACHED',
        plan.maxPurchasesPerBuyer === 1
          ? 'You have already bought this plan; it can be bought once'
          : `You have already bought this plan ${bought} times, as often as it can be bought`,
        409,
      );
  }

  /** Writes a new order and its first changes (the start, the first charge when due now). */
  async function place(
    tx: Transaction,
    order: PlanOrderRecord,
    extra: EventAction[],
  ): Promise<PlanOrderRecord> {
    const saved = await lifecycle.save(tx, order, ['created', ...extra], { insert: true });
    await plans.markHasOrders(tx, order.siteId, order.planId);
    if (order.status !== 'PENDING' || new Date(order.startDate) > clock.now()) return saved;
    // Starting now: the first cycle begins in this transaction, so the order answers ACTIVE.
    await lifecycle.advance(tx, { siteId: order.siteId, orderId: order.id });
    return (await repo.findOrder(tx, order.siteId, order.id)) ?? saved;
  }

  return {
    sellable,

    /**
     * A member buys a plan online (the hosted "Order summary" page). A payment due now is taken
     * from the card in the order's own transaction, so a declined card makes no order; a card is
     * kept for every later payment (renewals, the first payment after a trial or a later start).
     */
    async buyOnline(
      siteId: string,
      buyer: PlanBuyer,
      planId: string,
      options: { source: string; payment?: PlanPayment; startDate?: string; shownTotal?: string },
    ): Promise<PlanOrder> {
      const plan = await sellable(siteId, planId);
      const order = draftOf(plan, buyer, 'ONLINE', startDateOf(plan, options.startDate));
      const now = clock.now();
      const paysNow = !order.free && firstCycle(order.terms) === 1 && new Date(order.startDate) <= now;
      const paysLater = !order.free && (isRecurring(order.terms) || !paysNow);
      if ((paysNow || paysLater) && !options.payment)
        throw ValidationError.field('card', 'is required to pay for this plan', 'REQUIRED_FIELD');
      return db.transaction(async (tx) => {
        // Money moves once per hosted session: its lock first, then the re-read, then the charge,
        // so a purchase sent again (or ten times at once) finds the order the first one placed.
        await lockName(tx, `plan-order-source:${siteId}:${options.source}`);
        const earlier = await repo.findOrderOfSource(tx, siteId, options.source);
        if (earlier) return present(earlier);
        await checkLimit(tx, plan, buyer.memberId);
        // What the Order summary calls "total today": the price when it is charged now, else nothing.
        const dueToday = paysNow ? toMinor(order.price, order.currency, 'price') : 0;
        requireShownTotal(options.shownTotal, dueToday, order.currency);
        let placed: PlanOrderRecord = { ...order, source: options.source };
        let firstCharge: { transactionId: string } | undefined;
        if (options.payment && (paysNow || paysLater)) {
          const { card, authentication } = options.payment;
          const amountMinor = toMinor(order.price, order.currency, 'price');
          const request = cardCharge({
            siteId,
            card,
            amountMinor,
            currency: order.currency,
            reference: `plan-order:${options.source}`,
            authentication,
          });
          if (paysLater) {
            // Kept first (the bank's second step, if any, is passed here, once), then charged now
            // from the kept card when a payment is due today, as every later payment will be.
            const saved = await payments.saveCard(request);
            requireApproved(saved);
            placed = { ...placed, paymentMethodId: saved.paymentMethodId };
            if (paysNow) {
              const charge = await payments.chargeSaved({
                siteId,
                paymentMethodId: saved.paymentMethodId,
                amountMinor,
                currency: order.currency,
                reference: `plan-order:${order.id}:cycle:1:try:1`,
                idempotencyKey: paymentKey('plan-first-cycle', siteId, options.source),
              });
              requireApproved(charge);
              firstCharge = charge;
            }
          } else {
            // Paid once, now, for good: nothing is kept.
            const charge = await payments.charge(request);
            requireApproved(charge);
            firstCharge = charge;
          }
        }
        if (firstCharge)
          placed = {
            ...placed,
            payments: [
              {
                cycle: 1,
                status: 'PAID',
                attempts: 1,
                lastAttemptDate: now.toISOString(),
                transactionId: firstCharge.transactionId,
              },
            ],
          };
        const saved = await place(tx, placed, ['purchased']);
        if (firstCharge)
          await repo.recordCharge(tx, {
            orderId: order.id,
            cycle: 1,
            attempt: 1,
            status: 'PAID',
            amount: order.price,
            transactionId: firstCharge.transactionId,
            at: now.toISOString(),
          });
        return present(saved);
      });
    },

    /** How many times the member has bought the plan (what its limit per buyer counts). */
    purchasesOf: (siteId: string, memberId: string, planId: string) =>
      repo.countPurchases(db, siteId, memberId, planId),

    /** The order a hosted session made, if it made one. */
    async orderOfSource(
      siteId: string,
      source: string,
    ): Promise<{ order: PlanOrder; nextPaymentDate?: string } | undefined> {
      const order = await repo.findOrderOfSource(db, siteId, source);
      if (!order) return undefined;
      const next = nextChargeDate(order, clock.now());
      return { order: present(order), ...(next ? { nextPaymentDate: next.toISOString() } : {}) };
    },

    async createOfflineOrder(
      siteId: string,
      request: CreateOfflineOrderRequest,
      buyer: PlanBuyer,
    ): Promise<PlanOrder> {
      const plan = await sellable(siteId, request.planId);
      const order = draftOf(plan, buyer, 'OFFLINE', startDateOf(plan, request.startDate));
      return db.transaction(async (tx) => {
        await checkLimit(tx, plan, buyer.memberId);
        const paidFirst =
          request.paid && !order.free
            ? [{ cycle: 1, status: 'PAID' as const, attempts: 0, lastAttemptDate: clock.now().toISOString() }]
            : [];
        return present(await place(tx, { ...order, payments: paidFirst }, []));
      });
    },
  };
}
