import { TOTAL_CHANGED, type TotalChangedData } from '@bazaar/contracts';
import { BazaarError } from '../../errors.js';

/**
 * What a payment refused with `TOTAL_CHANGED` says is due now, or undefined for any other
 * failure: a page shows the new total and asks the buyer again.
 *
 * ```ts
 * try {
 *   await client.hostedCheckout.payCheckoutSession({ session, email, card, shownTotal: '15.00' });
 * } catch (error) {
 *   const changed = totalChangedOf(error);
 *   if (changed) showTotal(changed.total.formattedAmount);
 * }
 * ```
 */
export function totalChangedOf(reason: unknown): TotalChangedData | undefined {
  if (!(reason instanceof BazaarError) || reason.code !== TOTAL_CHANGED) return undefined;
  const data = reason.details.applicationError?.data as Partial<TotalChangedData> | undefined;
  const total = data?.total;
  if (typeof total?.amount !== 'string' || typeof total.formattedAmount !== 'string') return undefined;
  return {
    total: { ...total, currency: String(total.currency ?? '') },
    shownTotal: String(data?.shownTotal ?? ''),
  };
}
