import type { Query } from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import { parseDocument } from '../../../kernel/db/documents.js';
import { type Sql, sql } from '../../../kernel/db/sql.js';
import { defineQueryable, runQuery } from '../../../kernel/query/index.js';
import { touchEventTakings } from '../revisions.js';
import type { StoredTicket, TicketDefinitionRecord } from './record.js';

const queryableTickets = defineQueryable({
  table: 'event_ticket_definitions',
  docColumn: 'doc',
  fields: {
    id: { type: 'string', column: 'id', sortable: true, notNull: true },
    eventId: { type: 'string', column: 'event_id', notNull: true },
    name: { type: 'string', column: 'name', sortable: true, notNull: true },
    hidden: { type: 'boolean', column: 'hidden', notNull: true },
    orderIndex: { type: 'number', column: 'order_index', sortable: true, notNull: true },
    createdDate: { type: 'date', column: 'created_date', sortable: true, notNull: true },
  },
  defaultSort: [
    { fieldName: 'orderIndex', order: 'ASC' },
    { fieldName: 'createdDate', order: 'ASC' },
  ],
});

interface Row {
  doc: string | TicketDefinitionRecord;
  quantity: number | string | null;
  sold: number | string;
  reserved: number | string;
}

const COLUMNS = sql`doc, quantity, sold, reserved`;

const parse = (row: Row): StoredTicket => ({
  ...parseDocument<TicketDefinitionRecord>(row.doc),
  quantity: row.quantity === null ? null : Number(row.quantity),
  sold: Number(row.sold),
  reserved: Number(row.reserved),
});

export async function queryTickets(db: Queryable, siteId: string, query: Query | undefined) {
  const { rows, pagingMetadata } = await runQuery<Row>(db, queryableTickets, query, {
    scope: sql`site_id = ${siteId}`,
    columns: ['doc', 'quantity', 'sold', 'reserved'],
  });
  return { records: rows.map(parse), pagingMetadata };
}

/** The tickets of these events (a page of events, or one event's ticket picker), in their order. */
export async function ticketsOfEvents(
  db: Queryable,
  siteId: string,
  eventIds: readonly string[],
): Promise<StoredTicket[]> {
  if (eventIds.length === 0) return [];
  const rows = await db.all<Row>(sql`
    SELECT ${COLUMNS} FROM event_ticket_definitions
    WHERE site_id = ${siteId} AND event_id IN (${sql.list(eventIds)})
    ORDER BY event_id, order_index, created_date, id`);
  return rows.map(parse);
}

/** Every visible ticket of the site's events (the available-tickets list with no event named). */
/** Every ticket definition of the site (up to 5,000), in the owner's order. */
export const allTickets = (db: Queryable, siteId: string) => ticketsWhere(db, siteId, sql`1 = 1`);

async function ticketsWhere(db: Queryable, siteId: string, where: Sql): Promise<StoredTicket[]> {
  const rows = await db.all<Row>(sql`
    SELECT ${COLUMNS} FROM event_ticket_definitions WHERE site_id = ${siteId} AND ${where}
    ORDER BY order_index, created_date, id LIMIT 5000`);
  return rows.map(parse);
}

export async function findTicket(
  db: Queryable,
  siteId: string,
  id: string,
): Promise<StoredTicket | undefined> {
  const row = await db.one<Row>(
    sql`SELECT ${COLUMNS} FROM event_ticket_definitions WHERE id = ${id} AND site_id = ${siteId}`,
  );
  return row && parse(row);
}

export async function countTicketsOfEvent(db: Queryable, siteId: string, eventId: string): Promise<number> {
  const row = await db.one<{ n: number | string }>(
    sql`SELECT COUNT(*) AS n FROM event_ticket_definitions WHERE site_id = ${siteId} AND event_id = ${eventId}`,
  );
  return Number(row?.n ?? 0);
}

export async function insertTicket(db: Queryable, record: TicketDefinitionRecord): Promise<void> {
  await db.run(sql`
    INSERT INTO event_ticket_definitions (id, site_id, event_id, name, hidden, order_index, quantity, doc, revision,
                                          created_date, updated_date)
    VALUES (${record.id}, ${record.siteId}, ${record.eventId}, ${record.name}, ${record.hidden ? 1 : 0},
            ${record.orderIndex}, ${record.initialLimit ?? null}, ${JSON.stringify(record)}, ${record.revision},
            ${record.createdDate}, ${record.updatedDate})`);
  await touchEventTakings(db, record.siteId);
}

/**
 * Writes the next revision. A new quantity is refused by the database's check, not written,
 * when more are already sold and held than it allows: the caller checks first and says why.
 */
export async function updateTicket(db: Queryable, record: TicketDefinitionRecord): Promise<boolean> {
  const fits =
    record.initialLimit === undefined ? sql.empty : sql` AND sold + reserved <= ${record.initialLimit}`;
  const { changes } = await db.run(sql`
    UPDATE event_ticket_definitions SET name = ${record.name}, hidden = ${record.hidden ? 1 : 0},
      order_index = ${record.orderIndex}, quantity = ${record.initialLimit ?? null}, doc = ${JSON.stringify(record)},
      revision = ${record.revision}, updated_date = ${record.updatedDate}
    WHERE id = ${record.id} AND site_id = ${record.siteId} AND revision = ${record.revision - 1}${fits}`);
  if (changes === 1) await touchEventTakings(db, record.siteId);
  return changes === 1;
}

export async function deleteTicket(db: Queryable, siteId: string, id: string): Promise<boolean> {
  const { changes } = await db.run(
    sql`DELETE FROM event_ticket_definitions WHERE id = ${id} AND site_id = ${siteId}`,
  );
  if (changes === 1) await touchEventTakings(db, siteId);
  return changes === 1;
}

/**
 * Holds `count` tickets in one conditional update: the row changes only while what is sold and
 * held stays within the quantity (unless the owner ignores limits), so concurrent buyers can
 * never hold more than there are. False: not enough left.
 */
export async function holdTickets(
  db: Queryable,
  siteId: string,
  id: string,
  count: number,
  ignoreLimit: boolean,
): Promise<boolean> {
  const withinLimit = ignoreLimit
    ? sql.empty
    : sql` AND (quantity IS NULL OR sold + reserved + ${count} <= quantity)`;
  const grow = ignoreLimit
    ? sql`, quantity = CASE WHEN quantity IS NULL OR sold + reserved + ${count} <= quantity THEN quantity ELSE sold + reserved + ${count} END`
    : sql.empty;
  const { changes } = await db.run(sql`
    UPDATE event_ticket_definitions SET reserved = reserved + ${count}${grow}
    WHERE id = ${id} AND site_id = ${siteId}${withinLimit}`);
  if (changes === 1) await touchEventTakings(db, siteId);
  return changes === 1;
}

/** Gives held tickets back (a reservation expired or was cancelled). */
export async function releaseTickets(
  db: Queryable,
  siteId: string,
  id: string,
  count: number,
): Promise<void> {
  await db.run(sql`
    UPDATE event_ticket_definitions SET reserved = reserved - ${count}
    WHERE id = ${id} AND site_id = ${siteId} AND reserved >= ${count}`);
  await touchEventTakings(db, siteId);
}

/**
 * Held tickets become sold (a checkout confirmed their reservation), in one update: the total
 * taken never moves, so the quantity check cannot fail here.
 */
export async function sellHeldTickets(
  db: Queryable,
  siteId: string,
  id: string,
  count: number,
): Promise<void> {
  const { changes } = await db.run(sql`
    UPDATE event_ticket_definitions SET reserved = reserved - ${count}, sold = sold + ${count}
    WHERE id = ${id} AND site_id = ${siteId} AND reserved >= ${count}`);
  if (changes !== 1) throw new Error(`Ticket ${id} has fewer than ${count} tickets held`);
  await touchEventTakings(db, siteId);
}

/** Sold tickets go back on sale (their order was cancelled unpaid, or voided). */
export async function unsellTickets(db: Queryable, siteId: string, id: string, count: number): Promise<void> {
  await db.run(sql`
    UPDATE event_ticket_definitions SET sold = sold - ${count}
    WHERE id = ${id} AND site_id = ${siteId} AND sold >= ${count}`);
  await touchEventTakings(db, siteId);
}
