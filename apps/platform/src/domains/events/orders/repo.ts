import type { EventOrderStatus, EventOrderTag } from '@bazaar/contracts';
import { lockRow } from '../../../kernel/db/counters.js';
import type { Queryable } from '../../../kernel/db/database.js';
import { parseDocument } from '../../../kernel/db/documents.js';
import { type Sql, sql } from '../../../kernel/db/sql.js';
import type { OrderRecord, TicketRecord } from './record.js';

export interface OrderRow {
  doc: string | OrderRecord;
  status: EventOrderStatus;
  confirmed: number | boolean;
  archived: number | boolean;
  updated_date: string;
}

const ORDER_COLUMNS = sql`doc, status, confirmed, archived, updated_date`;

export const parseOrder = (row: OrderRow): OrderRecord => ({
  ...parseDocument<OrderRecord>(row.doc),
  status: row.status,
  confirmed: Boolean(row.confirmed),
  archived: Boolean(row.archived),
  updated: row.updated_date,
});

export interface TicketRow {
  doc: string | TicketRecord;
  checked_in_at: string | null;
  refunded_at: string | null;
  archived: number | boolean;
}

/** A ticket from its row: check-in, refund and archive come from their columns, never the document. */
export function parseTicket(row: TicketRow): TicketRecord {
  const {
    checkedInAt: _in,
    refundedAt: _refunded,
    archived: _archived,
    ...ticket
  } = parseDocument<TicketRecord>(row.doc);
  return {
    ...ticket,
    ...(row.checked_in_at ? { checkedInAt: row.checked_in_at } : {}),
    ...(row.refunded_at ? { refundedAt: row.refunded_at } : {}),
    ...(row.archived ? { archived: true } : {}),
  };
}

const searchTextOf = (order: OrderRecord) =>
  [order.orderNumber, order.buyer.firstName, order.buyer.lastName, order.buyer.email].join(' ').toLowerCase();

export async function insertOrder(db: Queryable, order: OrderRecord, tickets: readonly TicketRecord[]) {
  await db.run(sql`
    INSERT INTO event_orders (site_id, order_number, event_id, reservation_id, holder_key, member_id, status,
                              confirmed, archived, channel, search_text, tickets_quantity, total_minor,
                              revenue_minor, currency, doc, created_date, updated_date)
    VALUES (${order.siteId}, ${order.orderNumber}, ${order.eventId}, ${order.reservationId}, ${order.holderKey},
            ${order.memberId ?? null}, ${order.status}, ${order.confirmed ? 1 : 0}, ${order.archived ? 1 : 0},
            ${order.channel}, ${searchTextOf(order)}, ${tickets.length}, ${order.totalMinor}, ${order.revenueMinor},
            ${order.currency}, ${JSON.stringify(order)}, ${order.created}, ${order.updated})`);
  for (const ticket of tickets)
    await db.run(sql`
      INSERT INTO event_tickets (site_id, ticket_number, order_number, event_id, position, doc)
      VALUES (${order.siteId}, ${ticket.ticketNumber}, ${order.orderNumber}, ${order.eventId},
              ${ticket.position}, ${JSON.stringify(ticket)})`);
}

/** Writes what the owner or the buyer changed (details, form, archived); never the status. */
export async function saveOrder(db: Queryable, order: OrderRecord, tickets?: readonly TicketRecord[]) {
  await db.run(sql`
    UPDATE event_orders SET doc = ${JSON.stringify(order)}, archived = ${order.archived ? 1 : 0},
      member_id = ${order.memberId ?? null}, search_text = ${searchTextOf(order)}, updated_date = ${order.updated}
    WHERE site_id = ${order.siteId} AND order_number = ${order.orderNumber}`);
  for (const ticket of tickets ?? [])
    await db.run(sql`
      UPDATE event_tickets SET doc = ${JSON.stringify(ticket)}
      WHERE site_id = ${order.siteId} AND ticket_number = ${ticket.ticketNumber}`);
}

/**
 * Moves an order from one of `from` to `to` in one conditional update, with what the move
 * brings (a payment's reference): of two racing moves (a payment and the deadline) one wins.
 */
export async function moveStatus(
  db: Queryable,
  order: OrderRecord,
  from: readonly EventOrderStatus[],
  to: EventOrderStatus,
  changes: Partial<OrderRecord> & { updated: string },
): Promise<OrderRecord | undefined> {
  const confirmed = to === 'PAID' || to === 'FREE';
  const next: OrderRecord = { ...order, ...changes, status: to, confirmed };
  const { changes: moved } = await db.run(sql`
    UPDATE event_orders SET status = ${to}, confirmed = ${confirmed ? 1 : 0}, doc = ${JSON.stringify(next)},
      updated_date = ${changes.updated}
    WHERE site_id = ${order.siteId} AND order_number = ${order.orderNumber} AND status IN (${sql.list(from)})`);
  return moved === 1 ? next : undefined;
}

export async function findOrder(
  db: Queryable,
  siteId: string,
  orderNumber: string,
): Promise<OrderRecord | undefined> {
  const row = await db.one<OrderRow>(
    sql`SELECT ${ORDER_COLUMNS} FROM event_orders WHERE site_id = ${siteId} AND order_number = ${orderNumber}`,
  );
  return row && parseOrder(row);
}

/** The order, held until the transaction ends: a capture and a void of its payment go one at a time. */
export async function lockOrder(
  db: Queryable,
  siteId: string,
  orderNumber: string,
): Promise<OrderRecord | undefined> {
  const row = await lockRow<OrderRow>(
    db,
    'event_orders',
    sql`site_id = ${siteId} AND order_number = ${orderNumber}`,
  );
  return row && parseOrder(row);
}

export async function orderOfReservation(
  db: Queryable,
  siteId: string,
  reservationId: string,
): Promise<OrderRecord | undefined> {
  const row = await db.one<OrderRow>(
    sql`SELECT ${ORDER_COLUMNS} FROM event_orders WHERE site_id = ${siteId} AND reservation_id = ${reservationId}`,
  );
  return row && parseOrder(row);
}

export async function ordersNumbered(
  db: Queryable,
  siteId: string,
  orderNumbers: readonly string[],
): Promise<OrderRecord[]> {
  if (orderNumbers.length === 0) return [];
  const rows = await db.all<OrderRow>(sql`
    SELECT ${ORDER_COLUMNS} FROM event_orders
    WHERE site_id = ${siteId} AND order_number IN (${sql.list(orderNumbers)})`);
  return rows.map(parseOrder);
}

/** An event's orders in these states, oldest first (whom to tell when the event is canceled). */
export async function ordersOfEvent(
  db: Queryable,
  siteId: string,
  eventId: string,
  statuses: readonly EventOrderStatus[],
): Promise<OrderRecord[]> {
  const rows = await db.all<OrderRow>(sql`
    SELECT ${ORDER_COLUMNS} FROM event_orders
    WHERE site_id = ${siteId} AND event_id = ${eventId} AND status IN (${sql.list(statuses)})
    ORDER BY created_date, order_number`);
  return rows.map(parseOrder);
}

/** The tickets of these orders, each order's in their place. */
export async function ticketsOf(
  db: Queryable,
  siteId: string,
  orderNumbers: readonly string[],
): Promise<TicketRecord[]> {
  if (orderNumbers.length === 0) return [];
  const rows = await db.all<TicketRow>(sql`
    SELECT doc, checked_in_at, refunded_at, archived FROM event_tickets
    WHERE site_id = ${siteId} AND order_number IN (${sql.list(orderNumbers)})
    ORDER BY order_number, position`);
  return rows.map(parseTicket);
}

export async function ticketsNumbered(
  db: Queryable,
  siteId: string,
  eventId: string,
  ticketNumbers: readonly string[],
): Promise<TicketRecord[]> {
  if (ticketNumbers.length === 0) return [];
  const rows = await db.all<TicketRow>(sql`
    SELECT doc, checked_in_at, refunded_at, archived FROM event_tickets
    WHERE site_id = ${siteId} AND event_id = ${eventId} AND ticket_number IN (${sql.list(ticketNumbers)})`);
  return rows.map(parseTicket);
}

/** Checks a ticket in, once: false when it already was. */
export async function checkIn(
  db: Queryable,
  siteId: string,
  ticketNumber: string,
  at: string,
): Promise<boolean> {
  const { changes } = await db.run(sql`
    UPDATE event_tickets SET checked_in_at = ${at}
    WHERE site_id = ${siteId} AND ticket_number = ${ticketNumber} AND checked_in_at IS NULL AND refunded_at IS NULL`);
  return changes === 1;
}

/** Marks a ticket refunded, once, and only if nobody was let in with it: false otherwise. */
export async function refundTicket(
  db: Queryable,
  siteId: string,
  ticketNumber: string,
  at: string,
): Promise<boolean> {
  const { changes } = await db.run(sql`
    UPDATE event_tickets SET refunded_at = ${at}
    WHERE site_id = ${siteId} AND ticket_number = ${ticketNumber} AND refunded_at IS NULL AND checked_in_at IS NULL`);
  return changes === 1;
}

export interface OrderFilter {
  status?: readonly string[];
  eventId?: readonly string[];
  orderNumber?: readonly string[];
  memberId?: readonly string[];
  tag?: readonly EventOrderTag[];
  searchPhrase?: string;
  /** Only the orders one buyer placed (a member listing their own). */
  holderKey?: string;
}

const NOT_CHECKED_IN = sql`EXISTS (SELECT 1 FROM event_tickets t WHERE t.site_id = o.site_id
  AND t.order_number = o.order_number AND t.checked_in_at IS NULL)`;

const TAGS: Record<EventOrderTag, Sql> = {
  CONFIRMED: sql`o.confirmed = 1`,
  UNCONFIRMED: sql`o.confirmed = 0`,
  MEMBER: sql`o.member_id IS NOT NULL`,
  ARCHIVED: sql`o.archived = 1`,
  NON_ARCHIVED: sql`o.archived = 0`,
  FULLY_CHECKED_IN: sql`NOT ${NOT_CHECKED_IN}`,
  NOT_FULLY_CHECKED_IN: NOT_CHECKED_IN,
};

/** `LIKE` with the phrase's own `%`, `_` and `\` taken literally. */
export const likeOf = (phrase: string) => `%${phrase.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(siteId: string, filter: OrderFilter): Sql {
  const parts: Sql[] = [sql`o.site_id = ${siteId}`];
  const within = (column: Sql, values: readonly string[] | undefined) => {
    if (values && values.length > 0) parts.push(sql`${column} IN (${sql.list(values)})`);
  };
  within(sql`o.status`, filter.status);
  within(sql`o.event_id`, filter.eventId);
  within(sql`o.order_number`, filter.orderNumber);
  within(sql`o.member_id`, filter.memberId);
  for (const tag of new Set(filter.tag ?? [])) parts.push(TAGS[tag]);
  if (filter.searchPhrase?.trim())
    parts.push(sql`o.search_text LIKE ${likeOf(filter.searchPhrase.trim())} ESCAPE '\\'`);
  if (filter.holderKey) parts.push(sql`o.holder_key = ${filter.holderKey}`);
  return sql.join(parts, sql` AND `);
}

export async function listOrders(
  db: Queryable,
  siteId: string,
  filter: OrderFilter,
  page: { offset: number; limit: number; sort: 'created' | 'orderNumber'; descending: boolean },
): Promise<{ orders: OrderRecord[]; total: number }> {
  const where = whereOf(siteId, filter);
  const direction = page.descending ? sql.raw('DESC') : sql.raw('ASC');
  const by = page.sort === 'created' ? sql`o.created_date ${direction}` : sql`o.order_number ${direction}`;
  const [rows, count] = await Promise.all([
    db.all<OrderRow>(sql`
      SELECT o.doc, o.status, o.confirmed, o.archived, o.updated_date FROM event_orders o WHERE ${where}
      ORDER BY ${by}, o.order_number ${direction} LIMIT ${page.limit} OFFSET ${page.offset}`),
    db.one<{ n: number | string }>(sql`SELECT COUNT(*) AS n FROM event_orders o WHERE ${where}`),
  ]);
  return { orders: rows.map(parseOrder), total: Number(count?.n ?? 0) };
}

/** How many of the filtered orders there are per status, or per event. */
export async function facetCounts(
  db: Queryable,
  siteId: string,
  filter: OrderFilter,
  facet: 'status' | 'event',
): Promise<Record<string, number>> {
  const column = facet === 'status' ? sql`o.status` : sql`o.event_id`;
  const rows = await db.all<{ k: string; n: number | string }>(sql`
    SELECT ${column} AS k, COUNT(*) AS n FROM event_orders o WHERE ${whereOf(siteId, filter)} GROUP BY ${column}`);
  return Object.fromEntries(rows.map((row) => [row.k, Number(row.n)]));
}
