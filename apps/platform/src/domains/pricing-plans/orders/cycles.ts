import type { Duration, PeriodUnit } from '@bazaar/contracts';

/**
 * The calendar of a plan order, as pure functions of its terms, its pauses and the clock: when
 * each payment cycle starts, when the order ends, and the one change due next. The job runner
 * applies that change when it is due; nothing here reads a database or the real time.
 *
 * Cycle 0 is a free trial, cycle 1 the first paid one (a single payment stays in cycle 1), as Wix
 * Pricing Plans numbers them. Calendar units are counted from one anchor, not cycle by cycle, so
 * a monthly plan bought on the 31st renews on the last day of shorter months and on the 31st again
 * after them (Jan 31, Feb 28, Mar 31), as Stripe Billing anchors its cycles. Times are UTC.
 */

const DAY_MS = 86_400_000;

/** How an order is paid, kept from the plan when it was bought. */
export type OrderTerms =
  | { model: 'subscription'; cycleDuration: Duration; cycleCount: number; freeTrialDays: number }
  | { model: 'singlePaymentForDuration'; duration: Duration }
  | { model: 'singlePaymentUnlimited' };

export interface Pause {
  pauseDate: string;
  resumeDate?: string;
}

/** Failed renewals are tried again this many times, a day apart, before the order is canceled. */
export const RENEWAL_RETRIES = 3;
export const RENEWAL_RETRY_MS = DAY_MS;

/** `count` units after `from`; a month or year past the end of a shorter month lands on its last day. */
export function addPeriod(from: Date, count: number, unit: PeriodUnit): Date {
  if (unit === 'DAY') return new Date(from.getTime() + count * DAY_MS);
  if (unit === 'WEEK') return new Date(from.getTime() + count * 7 * DAY_MS);
  const months = unit === 'YEAR' ? count * 12 : count;
  const target = from.getUTCMonth() + months;
  const year = from.getUTCFullYear() + Math.floor(target / 12);
  const month = ((target % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(from.getTime());
  result.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return result;
}

/** Cycles the order has in all: Infinity for a subscription until canceled. */
export function cyclesInAll(terms: OrderTerms): number {
  if (terms.model !== 'subscription') return 1;
  return terms.cycleCount > 0 ? terms.cycleCount : Number.POSITIVE_INFINITY;
}

const hasTrial = (terms: OrderTerms): boolean => terms.model === 'subscription' && terms.freeTrialDays > 0;

/** Cycles whose start is a payment: every cycle from 1 of a subscription, only cycle 1 otherwise. */
export const isRecurring = (terms: OrderTerms): boolean =>
  terms.model === 'subscription' && cyclesInAll(terms) > 1;

/**
 * When cycle `index` starts as the terms alone would have it (no pauses), or undefined when the
 * order has no such cycle. The index past the last cycle gives the natural end date.
 */
function plannedStart(terms: OrderTerms, startDate: Date, index: number): Date | undefined {
  if (index === 0) return hasTrial(terms) ? startDate : undefined;
  if (terms.model === 'singlePaymentUnlimited') return index === 1 ? startDate : undefined;
  if (terms.model === 'singlePaymentForDuration') {
    if (index === 1) return startDate;
    return index === 2 ? addPeriod(startDate, terms.duration.count, terms.duration.unit) : undefined;
  }
  if (index > cyclesInAll(terms) + 1) return undefined;
  const anchor = new Date(startDate.getTime() + terms.freeTrialDays * DAY_MS);
  return addPeriod(anchor, (index - 1) * terms.cycleDuration.count, terms.cycleDuration.unit);
}

/**
 * A planned time moved later by every pause that began before it (as shifted by earlier pauses):
 * a pause stops the clock of the cycle it falls in and of everything after. A pause not resumed
 * yet counts until `now`, so the dates shown keep moving while it lasts.
 */
function shifted(planned: Date, pauses: readonly Pause[], now: Date): Date {
  let at = planned.getTime();
  for (const pause of [...pauses].sort((a, b) => a.pauseDate.localeCompare(b.pauseDate))) {
    const from = Date.parse(pause.pauseDate);
    if (from >= at) break;
    const until = pause.resumeDate ? Date.parse(pause.resumeDate) : Math.max(now.getTime(), from);
    at += until - from;
  }
  return new Date(at);
}

/** When cycle `index` starts, with the pauses; index `last + 1` is when the terms end. */
export function cycleStart(
  terms: OrderTerms,
  startDate: Date,
  pauses: readonly Pause[],
  index: number,
  now: Date,
): Date | undefined {
  const planned = plannedStart(terms, startDate, index);
  return planned && shifted(planned, pauses, now);
}

/** The order's natural end (its last cycle's end), or undefined when it runs until canceled. */
export function naturalEnd(terms: OrderTerms, startDate: Date, pauses: readonly Pause[], now: Date) {
  const last = cyclesInAll(terms);
  return Number.isFinite(last) ? cycleStart(terms, startDate, pauses, last + 1, now) : undefined;
}

/** The index of the first cycle of the order: 0 with a trial, else 1. */
export const firstCycle = (terms: OrderTerms): number => (hasTrial(terms) ? 0 : 1);

/** The cycle running at `at` (the last one started by then), or undefined before the start. */
export function cycleAt(
  terms: OrderTerms,
  startDate: Date,
  pauses: readonly Pause[],
  at: Date,
  now: Date,
): number | undefined {
  let index: number | undefined;
  for (let next = firstCycle(terms); next <= cyclesInAll(terms); next++) {
    const start = cycleStart(terms, startDate, pauses, next, now);
    if (!start || start > at) break;
    index = next;
  }
  return index;
}
