import type { Checkout, Order, Query } from '@bazaar/contracts';
import { lockRow } from '../../kernel/db/counters.js';
import type { Queryable } from '../../kernel/db/database.js';
import { parseDocument } from '../../kernel/db/documents.js';
import { sql } from '../../kernel/db/sql.js';
import { defineQueryable, runQuery } from '../../kernel/query/index.js';
import type { CartLine } from './cart-record.js';
import { orderOf } from './orders/orders-repo.js';

/** A checkout as stored: the wire checkout plus what paying it needs (amount, lines to reserve). */
export interface CheckoutRecord {
  checkout: Checkout;
  siteId: string;
  ownerKey: string;
  totalMinor: number;
  /** The cart's lines as chosen, to reserve when paying and to price again on every update. */
  lines: CartLine[];
  /** Kept as entered; whether it still applies is decided each time the checkout is priced. */
  couponCode?: string;
  /** `lines`: made of lines apart from the cart ("Buy now"), so paying it leaves the cart alone. Absent: the cart's. */
  madeFrom?: 'lines';
}

export async function insertCheckout(db: Queryable, record: CheckoutRecord): Promise<void> {
  await db.run(sql`
    INSERT INTO checkouts (id, site_id, owner_key, doc, completed, created_date)
    VALUES (${record.checkout.id}, ${record.siteId}, ${record.ownerKey}, ${JSON.stringify(record)}, 0, ${record.checkout.createdDate})`);
}

export async function findCheckout(
  db: Queryable,
  siteId: string,
  id: string,
): Promise<CheckoutRecord | undefined> {
  const row = await db.one<{ doc: string }>(
    sql`SELECT doc FROM checkouts WHERE id = ${id} AND site_id = ${siteId}`,
  );
  return row && parseDocument<CheckoutRecord>(row.doc);
}

/** The checkout, locked until the transaction ends: one payment at a time per checkout. */
export async function lockCheckout(
  tx: Queryable,
  siteId: string,
  id: string,
): Promise<CheckoutRecord | undefined> {
  const row = await lockRow<{ doc: string }>(tx, 'checkouts', sql`id = ${id} AND site_id = ${siteId}`);
  return row && parseDocument<CheckoutRecord>(row.doc);
}

export async function saveCheckout(tx: Queryable, record: CheckoutRecord): Promise<void> {
  await tx.run(sql`
    UPDATE checkouts SET doc = ${JSON.stringify(record)}, completed = ${record.checkout.completed ? 1 : 0}
    WHERE id = ${record.checkout.id} AND site_id = ${record.siteId}`);
}

/** Order numbers are sequential per site: the site row, locked, serialises their allocation. */
export async function lockOrderNumbers(tx: Queryable, siteId: string): Promise<void> {
  await lockRow(tx, 'sites', sql`id = ${siteId}`);
}

export async function nextOrderNumber(tx: Queryable, siteId: string): Promise<number> {
  const row = await tx.one<{ next: number }>(
    sql`SELECT COALESCE(MAX(number), 10000) + 1 AS next FROM orders WHERE site_id = ${siteId}`,
  );
  return Number(row?.next ?? 10001);
}

export async function insertOrder(
  tx: Queryable,
  siteId: string,
  ownerKey: string,
  order: Order,
): Promise<void> {
  await tx.run(sql`
    INSERT INTO orders (id, site_id, number, checkout_id, owner_key, doc, created_date)
    VALUES (${order.id}, ${siteId}, ${Number(order.number)}, ${order.checkoutId}, ${ownerKey}, ${JSON.stringify(order)}, ${order.createdDate})`);
}

export async function findOrder(
  db: Queryable,
  siteId: string,
  id: string,
): Promise<{ order: Order; ownerKey: string } | undefined> {
  const row = await db.one<{ doc: string; owner_key: string }>(
    sql`SELECT doc, owner_key FROM orders WHERE id = ${id} AND site_id = ${siteId}`,
  );
  return row && { order: orderOf(parseDocument<Order>(row.doc)), ownerKey: row.owner_key };
}

const queryableOrders = defineQueryable({
  table: 'orders',
  docColumn: 'doc',
  fields: {
    id: { type: 'string', column: 'id', sortable: true, notNull: true },
    number: { type: 'number', column: 'number', sortable: true, notNull: true },
    createdDate: { type: 'date', column: 'created_date', sortable: true, notNull: true },
    paymentStatus: { type: 'string' },
    fulfillmentStatus: { type: 'string' },
    status: { type: 'string' },
    'buyerInfo.email': { type: 'string' },
  },
  defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
});

/** A page of orders: the site's, or only those of one owner (a visitor's or member's key). */
export async function searchOrders(
  db: Queryable,
  siteId: string,
  ownerKey: string | undefined,
  query: Query,
) {
  const scope =
    ownerKey === undefined ? sql`site_id = ${siteId}` : sql`site_id = ${siteId} AND owner_key = ${ownerKey}`;
  const { rows, pagingMetadata } = await runQuery<{ doc: string | Order }>(db, queryableOrders, query, {
    scope,
    columns: ['doc'],
  });
  return {
    orders: rows.map((row) => orderOf(parseDocument<Order>(row.doc))),
    pagingMetadata,
  };
}
