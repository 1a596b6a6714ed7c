import type { CancellationCause, CancellationEffectiveAt } from '@bazaar/contracts';
import { ValidationError } from '../../../kernel/errors.js';
import type { EventAction } from '../../../kernel/events.js';
import { isRecurring } from './cycles.js';
import type { PlanOrderRecord } from './record.js';
import { refused } from './refused.js';
import { endDateOf } from './steps.js';

/**
 * The changes the owner and the member make to an order, as pure rules of the order and the
 * time: each refuses, with the wire error a person reads, what the order's state does not allow.
 */

/** A person's change of an order: the order to write and what to announce. */
export interface OrderChange {
  order: PlanOrderRecord;
  actions: EventAction[];
}

/** Now (ending any pause), or at the end of the running cycle, when the order renews. */
export function cancellation(
  order: PlanOrderRecord,
  effectiveAt: CancellationEffectiveAt,
  cause: CancellationCause,
  now: Date,
): OrderChange {
  if (['ENDED', 'CANCELED'].includes(order.status))
    throw refused('ORDER_ALREADY_ENDED', 'This order has already ended or been canceled');
  const requestedDate = now.toISOString();
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

/** The payment of an offline order's unpaid cycle, recorded by the owner. */
export function markedAsPaid(order: PlanOrderRecord, now: Date): OrderChange {
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
      payments: [...others, { cycle, status: 'PAID', attempts: 0, lastAttemptDate: now.toISOString() }],
    },
    actions: ['marked_as_paid'],
  };
}

/** Its cycle stops; every later date moves by the pause once it is resumed. */
export function paused(order: PlanOrderRecord, now: Date): OrderChange {
  if (order.status !== 'ACTIVE') throw refused('ORDER_NOT_ACTIVE', 'Only an active order can be paused');
  return {
    order: {
      ...order,
      status: 'PAUSED',
      pausePeriods: [...order.pausePeriods, { pauseDate: now.toISOString() }],
    },
    actions: ['paused'],
  };
}

export function resumed(order: PlanOrderRecord, now: Date): OrderChange {
  if (order.status !== 'PAUSED') throw refused('ORDER_NOT_PAUSED', 'Only a paused order can be resumed');
  const resumeDate = now.toISOString();
  return {
    order: {
      ...order,
      status: 'ACTIVE',
      pausePeriods: order.pausePeriods.map((pause) => (pause.resumeDate ? pause : { ...pause, resumeDate })),
    },
    actions: ['resumed'],
  };
}

/** More time for an order with an end date; its payments are left as they are. */
export function postponed(order: PlanOrderRecord, endDate: string, now: Date): OrderChange {
  if (!['ACTIVE', 'PENDING'].includes(order.status))
    throw refused('ORDER_NOT_ACTIVE', 'Only an active or upcoming order gets a later end date');
  const end = endDateOf(order, now);
  if (!end) throw refused('ORDER_HAS_NO_END', 'This order runs until it is canceled');
  if (order.autoRenewCanceled)
    throw refused('ORDER_ALREADY_CANCELED', 'This order is set to end at its next payment date');
  const later = new Date(endDate);
  if (later <= end)
    throw ValidationError.field('endDate', `must be later than the order's end date, ${end.toISOString()}`);
  return { order: { ...order, endDateOverride: later.toISOString() }, actions: ['end_date_postponed'] };
}
