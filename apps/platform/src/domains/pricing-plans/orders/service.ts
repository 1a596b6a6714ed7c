import type {
  CancellationCause,
  CancellationEffectiveAt,
  CreateOfflineOrderRequest,
  ListPlanOrdersQuery,
  MemberListPlanOrdersQuery,
  PlanOrder,
} from '@bazaar/contracts';
import { DEFAULT_PAGE_SIZE } from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import { lockName } from '../../../kernel/db/counters.js';
import type { Database, Transaction } from '../../../kernel/db/database.js';
import { ApplicationError, notFound, ValidationError } from '../../../kernel/errors.js';
import type { EventAction } from '../../../kernel/events.js';
import { newId } from '../../../kernel/ids.js';
import { toMinor } from '../../../kernel/money.js';
import { requireApproved } from '../../payments/charge-outcome.js';
import type { Card, PaymentProvider } from '../../payments/provider.js';
import { termsOf } from '../plans/pricing.js';
import type { StoredPlan } from '../plans/record.js';
import type { PlansService } from '../plans/service.js';
import { firstCycle, isRecurring } from './cycles.js';
import type { OrderLifecycle } from './lifecycle.js';
import { presentOrder } from './presenter.js';
import type { PlanOrderRecord } from './record.js';
import * as repo from './repo.js';
import { nextChargeDate } from './steps.js';

const refused = (code: string, description: string, status = 400) =>
  new ApplicationError({ status, code, description });

const list = <T>(value: T | T[] | undefined) => (value === undefined ? undefined : [value].flat());

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
 * Plan orders: bought by a member on the hosted page or recorded by the owner, then moved by the
 * owner (pause, resume, postpone, cancel, mark as paid), by the member (cancel, when the plan lets
 * them) and by the clock (the lifecycle job).
 */
export function createPlanOrdersService({
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
    const saved = await lifecycle.save(tx, order, ['created', ...extra], true);
    await plans.markHasOrders(tx, order.siteId, order.planId);
    if (order.status !== 'PENDING' || new Date(order.startDate) > clock.now()) return saved;
    // Starting now: the first cycle begins in this transaction, so the order answers ACTIVE.
    await lifecycle.advance(tx, { siteId: order.siteId, orderId: order.id });
    return (await repo.findOrder(tx, order.siteId, order.id)) ?? saved;
  }

  /** Changes one order of the site under its row lock; `change` returns the order to write and what to announce. */
  async function mutate(
    siteId: string,
    id: string,
    change: (order: PlanOrderRecord) => { order: PlanOrderRecord; actions: EventAction[] } | undefined,
    owner?: string,
  ): Promise<PlanOrderRecord> {
    return db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, siteId, id);
      if (!order || (owner !== undefined && order.memberId !== owner)) throw notFound('Order', id);
      // Whatever was due first (a cycle that began a minute ago) is applied before the person's change.
      await lifecycle.advance(tx, { siteId, orderId: id });
      const current = (await repo.lockOrder(tx, siteId, id)) ?? order;
      const changed = change(current);
      if (!changed) return current;
      return lifecycle.save(tx, { ...changed.order, revision: current.revision + 1 }, changed.actions);
    });
  }

  function cancellation(
    order: PlanOrderRecord,
    effectiveAt: CancellationEffectiveAt,
    cause: CancellationCause,
  ): { order: PlanOrderRecord; actions: EventAction[] } {
    if (['ENDED', 'CANCELED'].includes(order.status))
      throw refused('ORDER_ALREADY_ENDED', 'This order has already ended or been canceled');
    const requestedDate = clock.now().toISOString();
    if (effectiveAt === 'IMMEDIATELY' || order.status !== 'ACTIVE')
      return {
        order: {
          ...order,
          status: 'CANCELED',
          endedDate: requestedDate,
          autoRenewCanceled: true,
          cancellation: { requestedDate, cause, effectiveAt },
          pausePeriods: order.pausePeriods.map((pause) =>
            pause.resumeDate ? pause : { ...pause, resumeDate: requestedDate },
          ),
        },
        actions: ['canceled'],
      };
    if (!isRecurring(order.terms))
      throw ValidationError.field('effectiveAt', 'must be IMMEDIATELY: this order has no next payment');
    if (order.autoRenewCanceled)
      throw refused('ORDER_ALREADY_CANCELED', 'This order is already set to end at its next payment date');
    return {
      order: { ...order, autoRenewCanceled: true, cancellation: { requestedDate, cause, effectiveAt } },
      actions: ['auto_renew_canceled'],
    };
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
    ...(query.planIds !== undefined ? { planIds: list(query.planIds) } : {}),
    ...(query.orderStatuses !== undefined ? { statuses: list(query.orderStatuses) } : {}),
    ...(query.paymentStatuses !== undefined ? { paymentStatuses: list(query.paymentStatuses) } : {}),
    ...(query.autoRenewCanceled !== undefined ? { autoRenewCanceled: query.autoRenewCanceled } : {}),
  });

  return {
    present,
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
      options: { source: string; payment?: PlanPayment; startDate?: string },
    ): Promise<PlanOrder> {
      const plan = await sellable(siteId, planId);
      const order = draftOf(plan, buyer, 'ONLINE', startDateOf(plan, options.startDate));
      const now = clock.now();
      const paysNow = !order.free && firstCycle(order.terms) === 1 && new Date(order.startDate) <= now;
      const paysLater = !order.free && (isRecurring(order.terms) || !paysNow);
      if ((paysNow || paysLater) && !options.payment)
        throw ValidationError.field('card', 'is required to pay for this plan', 'REQUIRED_FIELD');
      return db.transaction(async (tx) => {
        const earlier = await repo.findOrderOfSource(tx, siteId, options.source);
        if (earlier) return present(earlier);
        await checkLimit(tx, plan, buyer.memberId);
        let placed: PlanOrderRecord = { ...order, source: options.source };
        let firstCharge: { transactionId: string } | undefined;
        if (options.payment && (paysNow || paysLater)) {
          const { card, authentication } = options.payment;
          const request = {
            card,
            currency: order.currency,
            reference: `plan-order:${options.source}`,
            ...(authentication ? { authentication } : {}),
          };
          const amountMinor = toMinor(order.price, order.currency, 'price');
          if (paysLater) {
            // Kept first (the bank's second step, if any, is passed here, once), then charged now
            // from the kept card when a payment is due today, as every later payment will be.
            const saved = await payments.saveCard(request);
            requireApproved(saved);
            placed = { ...placed, paymentMethodId: saved.paymentMethodId };
            if (paysNow) {
              const charge = await payments.chargeSaved({
                paymentMethodId: saved.paymentMethodId,
                amountMinor,
                currency: order.currency,
                reference: `plan-order:${order.id}:cycle:1:try:1`,
              });
              requireApproved(charge);
              firstCharge = charge;
            }
          } else {
            // Paid once, now, for good: nothing is kept.
            const charge = await payments.charge({ ...request, amountMinor });
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
        { ...filterOf(query), ...(query.buyerIds !== undefined ? { memberIds: list(query.buyerIds) } : {}) },
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
      await mutate(siteId, id, (current) => cancellation(current, effectiveAt, 'MEMBER_ACTION'), memberId);
      return {};
    },

    async cancelOrder(siteId: string, id: string, effectiveAt: CancellationEffectiveAt) {
      await mutate(siteId, id, (order) => cancellation(order, effectiveAt, 'OWNER_ACTION'));
      return {};
    },

    /** The owner records the payment of an offline order's unpaid cycle. */
    async markAsPaid(siteId: string, id: string) {
      await mutate(siteId, id, (order) => {
        if (order.type !== 'OFFLINE')
          throw refused('NOT_AN_OFFLINE_ORDER', 'Only an offline order is marked as paid');
        const cycle = Math.max(order.cycleIndex ?? 1, 1);
        const payment = order.payments.find((entry) => entry.cycle === cycle);
        if (order.free || payment?.status === 'PAID')
          throw refused('ORDER_ALREADY_PAID', 'This order has nothing left to pay');
        const others = order.payments.filter((entry) => entry.cycle !== cycle);
        return {
          order: {
            ...order,
            payments: [
              ...others,
              { cycle, status: 'PAID', attempts: 0, lastAttemptDate: clock.now().toISOString() },
            ],
          },
          actions: ['marked_as_paid'],
        };
      });
      return {};
    },

    /** Pauses an active order: its cycle stops, and every later date moves by the pause once it is resumed. */
    async pauseOrder(siteId: string, id: string) {
      await mutate(siteId, id, (order) => {
        if (order.status !== 'ACTIVE')
          throw refused('ORDER_NOT_ACTIVE', 'Only an active order can be paused');
        return {
          order: {
            ...order,
            status: 'PAUSED',
            pausePeriods: [...order.pausePeriods, { pauseDate: clock.now().toISOString() }],
          },
          actions: ['paused'],
        };
      });
      return {};
    },

    async resumeOrder(siteId: string, id: string) {
      await mutate(siteId, id, (order) => {
        if (order.status !== 'PAUSED')
          throw refused('ORDER_NOT_PAUSED', 'Only a paused order can be resumed');
        const resumeDate = clock.now().toISOString();
        return {
          order: {
            ...order,
            status: 'ACTIVE',
            pausePeriods: order.pausePeriods.map((pause) =>
              pause.resumeDate ? pause : { ...pause, resumeDate },
            ),
          },
          actions: ['resumed'],
        };
      });
      return {};
    },

    /** Gives an order with an end date more time; payments are left as they are. */
    async postponeEndDate(siteId: string, id: string, endDate: string) {
      await mutate(siteId, id, (order) => {
        const presented = present(order);
        if (!['ACTIVE', 'PENDING'].includes(order.status))
          throw refused('ORDER_NOT_ACTIVE', 'Only an active or upcoming order gets a later end date');
        if (!presented.endDate) throw refused('ORDER_HAS_NO_END', 'This order runs until it is canceled');
        if (order.autoRenewCanceled)
          throw refused('ORDER_ALREADY_CANCELED', 'This order is set to end at its next payment date');
        const later = new Date(endDate);
        if (later <= new Date(presented.endDate))
          throw ValidationError.field(
            'endDate',
            `must be later than the order's end date, ${presented.endDate}`,
          );
        return { order: { ...order, endDateOverride: later.toISOString() }, actions: ['end_date_postponed'] };
      });
      return {};
    },
  };
}

export type PlanOrdersService = ReturnType<typeof createPlanOrdersService>;
