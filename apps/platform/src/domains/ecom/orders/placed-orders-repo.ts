import type { Order } from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import { parseDocument } from '../../../kernel/db/documents.js';
import { sql } from '../../../kernel/db/sql.js';

/** What the sales of a day are made of: when an order was placed, what it came to, whether it was paid. */
export interface PlacedOrder {
  createdDate: string;
  paid: boolean;
  /** The order's total, an exact decimal string in `currency`. */
  total: string;
  currency: string;
}

/** Money was taken for these (some may have been refunded since: sales count before refunds). */
const PAID = new Set<Order['paymentStatus']>(['PAID', 'PARTIALLY_REFUNDED', 'FULLY_REFUNDED']);

/** The orders placed on the site in [from, to), oldest first. */
export async function ordersPlacedBetween(
  db: Queryable,
  siteId: string,
  from: string,
  to: string,
): Promise<PlacedOrder[]> {
  const rows = await db.all<{ doc: unknown }>(sql`
    SELECT doc FROM orders
    WHERE site_id = ${siteId} AND created_date >= ${from} AND created_date < ${to}
    ORDER BY created_date, id`);
  return rows.map(({ doc }) => {
    const order = parseDocument<Order>(doc);
    return {
      createdDate: order.createdDate,
      paid: PAID.has(order.paymentStatus),
      total: order.priceSummary.total.amount,
      currency: order.currency,
    };
  });
}
