import type { Queryable } from '../../../kernel/db/database.js';
import { sql } from '../../../kernel/db/sql.js';

/** Sales per currency of the orders that keep their tickets. */
export async function salesSummary(db: Queryable, siteId: string, eventId: string | undefined) {
  const ofEvent = eventId ? sql` AND event_id = ${eventId}` : sql.empty;
  const rows = await db.all<{
    currency: string;
    orders: number | string;
    tickets: number | string;
    total: number | string;
    revenue: number | string;
  }>(sql`
    SELECT currency, COUNT(*) AS orders, SUM(tickets_quantity) AS tickets, SUM(total_minor) AS total,
           SUM(revenue_minor) AS revenue
    FROM event_orders
    WHERE site_id = ${siteId}${ofEvent} AND status IN ('FREE', 'PAID', 'OFFLINE_PENDING')
    GROUP BY currency ORDER BY currency`);
  return rows.map((row) => ({
    currency: row.currency,
    orders: Number(row.orders),
    tickets: Number(row.tickets),
    totalMinor: Number(row.total),
    revenueMinor: Number(row.revenue),
  }));
}
