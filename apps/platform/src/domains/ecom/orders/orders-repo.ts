import type { Fulfillment, Order, OrderTransactions } from '@bazaar/contracts';
import { lockRow } from '../../../kernel/db/counters.js';
import type { Queryable } from '../../../kernel/db/database.js';
import { parseDocument } from '../../../kernel/db/documents.js';
import { sql } from '../../../kernel/db/sql.js';

/** The order's transactions as stored: the wire's, plus how much of each line went back to stock. */
export interface StoredTransactions extends OrderTransactions {
  /** Units of each line put back in stock so far, by line id. */
  restocked?: Record<string, number>;
  /** What each line took out of stock when the order was placed: where a restock puts it back. */
  stock?: { lineId: string; appId: string; catalogItemId: string; variantId: string }[];
}

/** An order as stored, with whose it is: the orders table is the checkout's (`checkout-repo.ts`). */
export interface StoredOrder {
  order: Order;
  ownerKey: string;
}

/** Locks the order's row for the change that follows (a fulfillment, a refund, a cancellation), and reads it. */
export async function lockOrder(tx: Queryable, siteId: string, id: string): Promise<StoredOrder | undefined> {
  const row = await lockRow<{ doc: string; owner_key: string }>(
    tx,
    'orders',
    sql`id = ${id} AND site_id = ${siteId}`,
  );
  return row && { order: orderOf(parseDocument<Order>(row.doc)), ownerKey: row.owner_key };
}

/** Orders placed before cancellations existed carry no status: they are approved. */
export const orderOf = (order: Order): Order => ({ ...order, status: order.status ?? 'APPROVED' });

export async function saveOrder(tx: Queryable, siteId: string, order: Order): Promise<void> {
  await tx.run(
    sql`UPDATE orders SET doc = ${JSON.stringify(order)} WHERE id = ${order.id} AND site_id = ${siteId}`,
  );
}

export async function insertFulfillment(
  tx: Queryable,
  siteId: string,
  orderId: string,
  fulfillment: Fulfillment,
): Promise<void> {
  await tx.run(sql`
    INSERT INTO order_fulfillments (id, site_id, order_id, doc, created_date)
    VALUES (${fulfillment.id}, ${siteId}, ${orderId}, ${JSON.stringify(fulfillment)}, ${fulfillment.createdDate})`);
}

export async function updateFulfillment(
  tx: Queryable,
  siteId: string,
  fulfillment: Fulfillment,
): Promise<void> {
  await tx.run(sql`
    UPDATE order_fulfillments SET doc = ${JSON.stringify(fulfillment)}
    WHERE id = ${fulfillment.id} AND site_id = ${siteId}`);
}

export async function deleteFulfillment(tx: Queryable, siteId: string, id: string): Promise<void> {
  await tx.run(sql`DELETE FROM order_fulfillments WHERE id = ${id} AND site_id = ${siteId}`);
}

/** The fulfillments of each order asked for, oldest first, by order id (none for an order without). */
export async function fulfillmentsOf(
  db: Queryable,
  siteId: string,
  orderIds: readonly string[],
): Promise<Map<string, Fulfillment[]>> {
  const byOrder = new Map<string, Fulfillment[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db.all<{ order_id: string; doc: string }>(sql`
    SELECT order_id, doc FROM order_fulfillments
    WHERE site_id = ${siteId} AND order_id IN (${sql.list(orderIds)})
    ORDER BY created_date, id`);
  for (const row of rows) byOrder.get(row.order_id)?.push(parseDocument<Fulfillment>(row.doc));
  return byOrder;
}

export async function findTransactions(
  db: Queryable,
  siteId: string,
  orderId: string,
): Promise<StoredTransactions | undefined> {
  const row = await db.one<{ doc: string }>(
    sql`SELECT doc FROM order_transactions WHERE order_id = ${orderId} AND site_id = ${siteId}`,
  );
  return row && parseDocument<StoredTransactions>(row.doc);
}

export async function saveTransactions(
  tx: Queryable,
  siteId: string,
  transactions: StoredTransactions,
): Promise<void> {
  const doc = JSON.stringify(transactions);
  const { changes } = await tx.run(
    sql`UPDATE order_transactions SET doc = ${doc} WHERE order_id = ${transactions.orderId} AND site_id = ${siteId}`,
  );
  if (changes === 0)
    await tx.run(sql`
      INSERT INTO order_transactions (order_id, site_id, doc) VALUES (${transactions.orderId}, ${siteId}, ${doc})`);
}
