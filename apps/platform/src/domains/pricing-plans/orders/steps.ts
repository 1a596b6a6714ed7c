import type {
  CancellationCause,
  CancellationEffectiveAt,
  PlanOrderStatus,
  PlanOrderType,
  PlanPaymentStatus,
} from '@bazaar/contracts';
import {
  cycleAt,
  cycleStart,
  cyclesInAll,
  firstCycle,
  naturalEnd,
  type OrderTerms,
  type Pause,
  RENEWAL_RETRIES,
  RENEWAL_RETRY_MS,
} from './cycles.js';

/** The payment of one cycle: each try is counted, so a renewal is charged at most once per try. */
export interface CyclePayment {
  cycle: number;
  status: PlanPaymentStatus;
  attempts: number;
  lastAttemptDate?: string;
  transactionId?: string;
}

/** What the rules read of an order: its terms and what has happened to it so far. */
export interface OrderState {
  status: PlanOrderStatus;
  type: PlanOrderType;
  terms: OrderTerms;
  /** Nothing is charged for a free plan: every payment is NOT_APPLICABLE. */
  free: boolean;
  startDate: string;
  pausePeriods: Pause[];
  cancellation?: { requestedDate: string; cause: CancellationCause; effectiveAt: CancellationEffectiveAt };
  /** When it ended or was canceled, once it has. */
  endedDate?: string;
  /** The owner's later end date (postponeEndDate). */
  endDateOverride?: string;
  /** The cycle last started; absent before the order starts. */
  cycleIndex?: number;
  payments: CyclePayment[];
}

/** The one change due next, and when. */
export type Step =
  | { kind: 'start'; at: Date }
  | { kind: 'startCycle'; index: number; at: Date }
  | { kind: 'retryCharge'; index: number; at: Date }
  | { kind: 'cancel'; cause: CancellationCause; at: Date }
  | { kind: 'end'; at: Date };

const dateOf = (iso: string) => new Date(iso);

export const paymentOf = (state: OrderState, cycle: number): CyclePayment | undefined =>
  state.payments.find((payment) => payment.cycle === cycle);

/** The payment status of the latest cycle that has one; NOT_APPLICABLE before any (a trial, a free plan). */
export function lastPaymentStatus(order: OrderState): PlanPaymentStatus {
  if (order.free) return 'NOT_APPLICABLE';
  const latest = [...order.payments].sort((a, b) => b.cycle - a.cycle)[0];
  return latest?.status ?? (order.status === 'DRAFT' ? 'UNPAID' : 'NOT_APPLICABLE');
}

/** Whether starting this cycle takes a payment: paid cycles of a priced order. */
export const chargesAt = (state: OrderState, index: number): boolean => index >= 1 && !state.free;

/** When a cancellation at the next payment date takes effect: the end of the cycle it was asked in. */
function nextPaymentDate(state: OrderState, from: Date, now: Date): Date | undefined {
  const start = dateOf(state.startDate);
  const current = cycleAt(state.terms, start, state.pausePeriods, from, now) ?? firstCycle(state.terms);
  const next = cycleStart(state.terms, start, state.pausePeriods, current + 1, now);
  const natural = naturalEnd(state.terms, start, state.pausePeriods, now);
  if (!next) return natural;
  return natural && natural < next ? natural : next;
}

/** When the order ends or ended; undefined while it runs until canceled. */
export function endDateOf(state: OrderState, now: Date): Date | undefined {
  if (state.endedDate) return dateOf(state.endedDate);
  const start = dateOf(state.startDate);
  if (state.cancellation?.effectiveAt === 'NEXT_PAYMENT_DATE')
    return nextPaymentDate(state, dateOf(state.cancellation.requestedDate), now);
  if (state.endDateOverride) return dateOf(state.endDateOverride);
  return naturalEnd(state.terms, start, state.pausePeriods, now);
}

/** The next date a payment is taken, if the order goes on to one. */
export function nextChargeDate(state: OrderState, now: Date): Date | undefined {
  if (state.free || ['ENDED', 'CANCELED', 'DRAFT'].includes(state.status)) return undefined;
  const next = (state.cycleIndex ?? firstCycle(state.terms) - 1) + 1;
  if (next > cyclesInAll(state.terms)) return undefined;
  const at = cycleStart(state.terms, dateOf(state.startDate), state.pausePeriods, Math.max(next, 1), now);
  const end = endDateOf(state, now);
  return at && (!end || at < end) ? at : undefined;
}

/**
 * The change due next for an order, whether or not its time has come: the job runner applies it
 * at `at`. None for an order that waits on a person (a draft, a pause) or is over.
 */
export function nextStep(state: OrderState, now: Date): Step | undefined {
  if (state.status === 'PENDING') return { kind: 'start', at: dateOf(state.startDate) };
  if (state.status !== 'ACTIVE' || state.cycleIndex === undefined) return undefined;
  const steps: Step[] = [];
  const end = endDateOf(state, now);
  if (end)
    steps.push(
      state.cancellation?.effectiveAt === 'NEXT_PAYMENT_DATE'
        ? { kind: 'cancel', cause: state.cancellation.cause, at: end }
        : { kind: 'end', at: end },
    );
  const current = paymentOf(state, state.cycleIndex);
  if (current?.status === 'FAILED' && current.lastAttemptDate) {
    const last = Date.parse(current.lastAttemptDate);
    steps.push(
      current.attempts > RENEWAL_RETRIES
        ? { kind: 'cancel', cause: 'PAYMENT_FAILURE', at: new Date(last) }
        : { kind: 'retryCharge', index: state.cycleIndex, at: new Date(last + RENEWAL_RETRY_MS) },
    );
  }
  const next = state.cycleIndex + 1;
  if (next <= cyclesInAll(state.terms)) {
    const at = cycleStart(state.terms, dateOf(state.startDate), state.pausePeriods, next, now);
    if (at && (!end || at < end)) steps.push({ kind: 'startCycle', index: next, at });
  }
  // The earliest wins; at the same moment an end comes before a new cycle (nothing is charged
  // for a cycle the order does not reach).
  return steps.sort((a, b) => a.at.getTime() - b.at.getTime())[0];
}
