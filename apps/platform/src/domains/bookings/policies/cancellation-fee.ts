import type { BookingPolicyRules } from '@bazaar/contracts';
import { type Minor, percentOf, toMinor } from '../../../kernel/money.js';

const MINUTE_MS = 60_000;

/**
 * What a paid booking keeps when its customer cancels it at `now`: the fee of the window nearest
 * the start that has begun (`startInMinutes` before the start, or more), a percentage of what was
 * paid or a fixed amount, never more than was paid; nothing when no window has begun or the
 * policy has no fees. The rest is refunded.
 */
export function cancellationFee(
  policy: Pick<BookingPolicyRules, 'cancellationFeePolicy'>,
  paidMinor: Minor,
  currency: string,
  startMs: number,
  nowMs: number,
): Minor {
  const { enabled, cancellationWindows } = policy.cancellationFeePolicy;
  if (!enabled) return 0;
  const minutesLeft = (startMs - nowMs) / MINUTE_MS;
  const begun = cancellationWindows
    .filter((window) => window.startInMinutes >= minutesLeft)
    .sort((a, b) => a.startInMinutes - b.startInMinutes)[0];
  if (!begun) return 0;
  const fee =
    begun.percentage !== undefined
      ? percentOf(paidMinor, begun.percentage)
      : toMinor(begun.amount?.value ?? '0', currency, 'amount');
  return Math.min(fee, paidMinor);
}
