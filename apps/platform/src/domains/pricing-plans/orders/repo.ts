import type { PlanOrderStatus, PlanPaymentStatus } from '@bazaar/contracts';
import { lockRow } from '../../../kernel/db/counters.js';
import type { Queryable } from '../../../kernel/db/database.js';
import { parseDocument } from '../../../kernel/db/documents.js';
import { type Sql, sql } from '../../../kernel/db/sql.js';
import type { PlanOrderRecord } from './record.js';
import { lastPaymentStatus } from './steps.js';

interface Row {
  doc: string | PlanOrderRecord;
}

const parse = (row: Row): PlanOrderRecord => parseDocument<PlanOrderRecord>(row.doc);

export interface OrderFilter {
  memberIds?: string[];
  planIds?: string[];
  statuses?: PlanOrderStatus[];
  paymentStatuses?: PlanPaymentStatus[];
  autoRenewCanceled?: boolean;
}

function whereOf(siteId: string, filter: OrderFilter): Sql {
  const parts: Sql[] = [sql`site_id = ${siteId}`];
  if (filter.memberIds) parts.push(sql`member_id IN (${sql.list(filter.memberIds)})`);
  if (filter.planIds) parts.push(sql`plan_id IN (${sql.list(filter.planIds)})`);
  if (filter.statuses) parts.push(sql`status IN (${sql.list(filter.statuses)})`);
  if (filter.paymentStatuses) parts.push(sql`last_payment_status IN (${sql.list(filter.paymentStatuses)})`);
  if (filter.autoRenewCanceled !== undefined)
    parts.push(sql`auto_renew_canceled = ${filter.autoRenewCanceled ? 1 : 0}`);
  return sql.join(parts, sql.raw(' AND '));
}

const SORT_COLUMNS = { createdDate: 'created_date', updatedDate: 'updated_date' } as const;

export async function listOrders(
  db: Queryable,
  siteId: string,
  filter: OrderFilter,
  page: { offset: number; limit: number; sortBy: keyof typeof SORT_COLUMNS; descending: boolean },
): Promise<{ orders: PlanOrderRecord[]; total: number }> {
  const where = whereOf(siteId, filter);
  const direction = sql.raw(page.descending ? 'DESC' : 'ASC');
  const column = sql.ident(SORT_COLUMNS[page.sortBy]);
  const [rows, count] = await Promise.all([
    db.all<Row>(sql`
      SELECT doc FROM pricing_plan_orders WHERE ${where}
      ORDER BY ${column} ${direction}, id ${direction} LIMIT ${page.limit} OFFSET ${page.offset}`),
    db.one<{ n: number | string }>(sql`SELECT COUNT(*) AS n FROM pricing_plan_orders WHERE ${where}`),
  ]);
  return { orders: rows.map(parse), total: Number(count?.n ?? 0) };
}

export async function findOrder(
  db: Queryable,
  siteId: string,
  id: string,
): Promise<PlanOrderRecord | undefined> {
  const row = await db.one<Row>(
    sql`SELECT doc FROM pricing_plan_orders WHERE id = ${id} AND site_id = ${siteId}`,
  );
  return row && parse(row);
}

/** The order and its row lock until the transaction ends: every change of an order goes through it. */
export async function lockOrder(
  tx: Queryable,
  siteId: string,
  id: string,
): Promise<PlanOrderRecord | undefined> {
  const row = await lockRow<Row>(tx, 'pricing_plan_orders', sql`id = ${id} AND site_id = ${siteId}`);
  return row && parse(row);
}

export async function findOrderOfSource(db: Queryable, siteId: string, source: string) {
  const row = await db.one<Row>(
    sql`SELECT doc FROM pricing_plan_orders WHERE site_id = ${siteId} AND source = ${source}`,
  );
  return row && parse(row);
}

/** Orders of the plan the member has made (all but unpaid drafts): what the purchase limit counts. */
export async function countPurchases(db: Queryable, siteId: string, memberId: string, planId: string) {
  const row = await db.one<{ n: number | string }>(sql`
    SELECT COUNT(*) AS n FROM pricing_plan_orders
    WHERE site_id = ${siteId} AND member_id = ${memberId} AND plan_id = ${planId}
      AND status <> 'DRAFT'`);
  return Number(row?.n ?? 0);
}

export async function insertOrder(db: Queryable, order: PlanOrderRecord): Promise<void> {
  await db.run(sql`
    INSERT INTO pricing_plan_orders (id, site_id, plan_id, member_id, status, last_payment_status,
                                     auto_renew_canceled, source, doc, revision, created_date, updated_date)
    VALUES (${order.id}, ${order.siteId}, ${order.planId}, ${order.memberId}, ${order.status},
            ${lastPaymentStatus(order)}, ${order.autoRenewCanceled ? 1 : 0}, ${order.source ?? null},
            ${JSON.stringify(order)}, ${order.revision}, ${order.createdDate}, ${order.updatedDate})`);
}

/** Writes the next revision; false when another change came first. */
export async function updateOrder(db: Queryable, order: PlanOrderRecord): Promise<boolean> {
  const { changes } = await db.run(sql`
    UPDATE pricing_plan_orders SET status = ${order.status}, last_payment_status = ${lastPaymentStatus(order)},
      auto_renew_canceled = ${order.autoRenewCanceled ? 1 : 0}, doc = ${JSON.stringify(order)},
      revision = ${order.revision}, updated_date = ${order.updatedDate}
    WHERE id = ${order.id} AND site_id = ${order.siteId} AND revision = ${order.revision - 1}`);
  return changes === 1;
}

/**
 * Records one try at charging a cycle. The primary key refuses a second row for the same try, so
 * a renewal is charged once however many processes run its job.
 */
export async function recordCharge(
  db: Queryable,
  charge: {
    orderId: string;
    cycle: number;
    attempt: number;
    status: string;
    amount: string;
    transactionId?: string;
    at: string;
  },
): Promise<void> {
  await db.run(sql`
    INSERT INTO pricing_plan_charges (order_id, cycle_index, attempt, status, amount, transaction_id, created_date)
    VALUES (${charge.orderId}, ${charge.cycle}, ${charge.attempt}, ${charge.status}, ${charge.amount},
            ${charge.transactionId ?? null}, ${charge.at})`);
}
