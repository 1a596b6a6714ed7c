import type { Fulfillment, Order } from '@bazaar/contracts';

/** How many of each order line the fulfillments cover, by line id. */
export function fulfilledQuantities(
  fulfillments: readonly Pick<Fulfillment, 'lineItems'>[],
): Map<string, number> {
  const covered = new Map<string, number>();
  for (const fulfillment of fulfillments)
    for (const line of fulfillment.lineItems)
      covered.set(line.id, (covered.get(line.id) ?? 0) + line.quantity);
  return covered;
}

/**
 * The order's fulfillment status, from quantities only (as Wix derives it, whatever each
 * fulfillment's informational `status` says): nothing covered, some, or every unit of every line.
 */
export function fulfillmentStatusOf(
  lines: readonly Pick<Order['lineItems'][number], 'id' | 'quantity'>[],
  fulfillments: readonly Pick<Fulfillment, 'lineItems'>[],
): Order['fulfillmentStatus'] {
  const covered = fulfilledQuantities(fulfillments);
  const total = lines.reduce((sum, line) => sum + line.quantity, 0);
  const done = lines.reduce((sum, line) => sum + Math.min(covered.get(line.id) ?? 0, line.quantity), 0);
  if (done === 0) return 'NOT_FULFILLED';
  return done >= total ? 'FULFILLED' : 'PARTIALLY_FULFILLED';
}
