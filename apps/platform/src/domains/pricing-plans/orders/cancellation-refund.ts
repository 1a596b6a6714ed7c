import { type Minor, toMinor } from '../../../kernel/money.js';
import { cycleStart } from './cycles.js';
import type { PlanOrderRecord } from './record.js';
import { refused } from './refused.js';
import { paymentOf } from './steps.js';

/** What the owner gives back when canceling now: nothing, the running cycle's payment, or its unused part. */
export type CancellationRefund = 'NONE' | 'FULL' | 'PRORATED';

/**
 * The refund of the running cycle's card payment when the order is canceled now: all of it, or
 * the share of the cycle not yet used (to the millisecond, rounded down to the minor unit; exact
 * integer arithmetic, as the product of an amount and a duration can pass 2^53). Refused, changing
 * nothing, when that cycle was not paid by card or has no end to prorate against.
 */
export function cancellationRefund(
  order: PlanOrderRecord,
  kind: Exclude<CancellationRefund, 'NONE'>,
  now: Date,
): { cycle: number; transactionId: string; amountMinor: Minor } {
  const cycle = order.cycleIndex;
  const payment = cycle === undefined ? undefined : paymentOf(order, cycle);
  if (cycle === undefined || payment?.status !== 'PAID' || !payment.transactionId)
    throw refused(
      'NOTHING_TO_REFUND',
      'The running cycle of this order was not paid by card: there is nothing to refund',
    );
  if ((order.refunds ?? []).some((refund) => refund.cycle === cycle))
    throw refused('ALREADY_REFUNDED', 'The running cycle of this order is already refunded');
  const paid = toMinor(order.price, order.currency, 'price');
  if (kind === 'FULL') return { cycle, transactionId: payment.transactionId, amountMinor: paid };
  const startDate = new Date(order.startDate);
  const start = cycleStart(order.terms, startDate, order.pausePeriods, cycle, now);
  const end = cycleStart(order.terms, startDate, order.pausePeriods, cycle + 1, now);
  if (!start || !end)
    throw refused(
      'NOT_PRORATABLE',
      'This order’s cycle has no end to prorate against: refund it in full or not at all',
    );
  const total = BigInt(end.getTime() - start.getTime());
  const unused = BigInt(Math.max(0, Math.min(end.getTime() - now.getTime(), Number(total))));
  return {
    cycle,
    transactionId: payment.transactionId,
    amountMinor: Number((BigInt(paid) * unused) / total),
  };
}
