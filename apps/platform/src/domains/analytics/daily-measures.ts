import type { GetAnalyticsDataResponse, MeasurementType } from '@bazaar/contracts';
import { toDecimalString, toMinor } from '../../kernel/money.js';
import type { PlacedOrder } from '../ecom/orders/placed-orders-repo.js';
import { dayOf } from './date-range.js';

type Measure = GetAnalyticsDataResponse['data'][number];

/**
 * Each measurement asked, by day: sales (paid orders' totals, summed exactly in minor units) and
 * orders (those paid). Orders in another currency than the site's are left out of sales, never
 * added as if they were the same money. What Bazaar does not record counts zero every day.
 */
export function dailyMeasures(
  types: readonly MeasurementType[],
  days: readonly string[],
  orders: readonly PlacedOrder[],
  zone: string,
  currency: string,
): Measure[] {
  const sales = new Map(days.map((day) => [day, 0]));
  const counts = new Map(days.map((day) => [day, 0]));
  for (const order of orders) {
    if (!order.paid) continue;
    const day = dayOf(order.createdDate, zone);
    if (!counts.has(day)) continue;
    counts.set(day, (counts.get(day) ?? 0) + 1);
    if (order.currency === currency)
      sales.set(day, (sales.get(day) ?? 0) + toMinor(order.total, currency, 'priceSummary.total'));
  }
  const measure = (
    type: MeasurementType,
    byDay: Map<string, number>,
    asNumber: (minor: number) => number,
  ) => {
    const values = days.map((date) => ({ date, value: asNumber(byDay.get(date) ?? 0) }));
    const total = asNumber(days.reduce((sum, day) => sum + (byDay.get(day) ?? 0), 0));
    return { type, values, total };
  };
  // Written from the exact decimal string, so 0.1 + 0.2 of sales reads 0.3.
  const money = (minor: number) => Number(toDecimalString(minor, currency));
  const zero = new Map<string, number>();
  return [...new Set(types)].map((type) =>
    type === 'TOTAL_SALES'
      ? measure(type, sales, money)
      : type === 'TOTAL_ORDERS'
        ? measure(type, counts, (count) => count)
        : measure(type, zero, () => 0),
  );
}
