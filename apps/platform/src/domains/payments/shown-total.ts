import { TOTAL_CHANGED, type TotalChangedData } from '@bazaar/contracts';
import { ApplicationError } from '../../kernel/errors.js';
import { formatMoney, type Minor, toDecimalString, toMinor } from '../../kernel/money.js';

/**
 * Refuses to take `dueMinor` when the buyer was shown another total: a page that priced the
 * order before a change it had not seen (an address that adds tax, a coupon that ran out) gets
 * `TOTAL_CHANGED` (409) with the amount due now, and nothing is charged. Called inside the
 * transaction that would charge, after the lock and the re-read, so the amount compared is the
 * amount taken. A request that names no total pays what is due, as clients before this did.
 */
export function requireShownTotal(shownTotal: string | undefined, dueMinor: Minor, currency: string): void {
  if (shownTotal === undefined) return;
  if (toMinor(shownTotal, currency, 'shownTotal') === dueMinor) return;
  const amount = toDecimalString(dueMinor, currency);
  const formattedAmount = formatMoney(dueMinor, currency);
  const data: TotalChangedData = { total: { amount, formattedAmount, currency }, shownTotal };
  throw new ApplicationError({
    status: 409,
    code: TOTAL_CHANGED,
    description: `The total is now ${formattedAmount}, not the ${shownTotal} shown: check it and pay again`,
    data,
  });
}
