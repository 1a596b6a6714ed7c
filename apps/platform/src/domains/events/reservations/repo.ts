import type { Invoice, ReservationStatus } from '@bazaar/contracts';
import { lockRow } from '../../../kernel/db/counters.js';
import type { Queryable } from '../../../kernel/db/database.js';
import { parseDocument } from '../../../kernel/db/documents.js';
import { sql } from '../../../kernel/db/sql.js';

/** One kind of ticket held: how many, and at what price each (minor units, fixed when held). */
export interface ReservationLine {
  ticketDefinitionId: string;
  quantity: number;
  unitMinor: number;
}

export interface ReservationRecord {
  id: string;
  siteId: string;
  eventId: string;
  /** Who made it (`visitor:…`, `member:…`, `owner`): only they and the owner may read or cancel it. */
  holderKey: string;
  status: ReservationStatus;
  expires: string;
  lines: ReservationLine[];
  invoice: Invoice;
  createdDate: string;
  updatedDate: string;
}

interface Row {
  doc: string | ReservationRecord;
  status: ReservationStatus;
  updated_date: string;
}

const parse = (row: Row): ReservationRecord => ({
  ...parseDocument<ReservationRecord>(row.doc),
  status: row.status,
  updatedDate: row.updated_date,
});

export async function insertReservation(db: Queryable, record: ReservationRecord): Promise<void> {
  await db.run(sql`
    INSERT INTO event_reservations (id, site_id, event_id, holder_key, status, expires, doc, created_date, updated_date)
    VALUES (${record.id}, ${record.siteId}, ${record.eventId}, ${record.holderKey}, ${record.status},
            ${record.expires}, ${JSON.stringify(record)}, ${record.createdDate}, ${record.updatedDate})`);
}

export async function findReservation(
  db: Queryable,
  siteId: string,
  id: string,
): Promise<ReservationRecord | undefined> {
  const row = await db.one<Row>(
    sql`SELECT doc, status, updated_date FROM event_reservations WHERE id = ${id} AND site_id = ${siteId}`,
  );
  return row && parse(row);
}

/**
 * Ends a pending reservation in one conditional update: of two racing endings (an expiry and a
 * cancel, two expiry runs) exactly one changes the row, and only that one gives the tickets back.
 */
export async function endPending(
  db: Queryable,
  siteId: string,
  id: string,
  to: Exclude<ReservationStatus, 'RESERVATION_PENDING'>,
  at: string,
): Promise<boolean> {
  const { changes } = await db.run(sql`
    UPDATE event_reservations SET status = ${to}, updated_date = ${at}
    WHERE id = ${id} AND site_id = ${siteId} AND status = 'RESERVATION_PENDING'`);
  return changes === 1;
}

/** The pending reservations of an event (cancelled with it). */
export async function pendingOfEvent(
  db: Queryable,
  siteId: string,
  eventId: string,
): Promise<ReservationRecord[]> {
  const rows = await db.all<Row>(sql`
    SELECT doc, status, updated_date FROM event_reservations
    WHERE site_id = ${siteId} AND event_id = ${eventId} AND status = 'RESERVATION_PENDING'`);
  return rows.map(parse);
}

/**
 * Confirms a pending hold that has not run out, in one conditional update: a checkout and the
 * hold's expiry (or a second checkout) cannot both have it. False: it was not pending, or is late.
 */
export async function confirmPending(
  db: Queryable,
  siteId: string,
  id: string,
  at: string,
): Promise<boolean> {
  const { changes } = await db.run(sql`
    UPDATE event_reservations SET status = 'RESERVATION_CONFIRMED', updated_date = ${at}
    WHERE id = ${id} AND site_id = ${siteId} AND status = 'RESERVATION_PENDING' AND expires > ${at}`);
  return changes === 1;
}

/**
 * A pending hold that has not run out, held until the transaction ends: a change of its lines and
 * its checkout or expiry take turns. Undefined: it is not pending, or is late.
 */
export async function lockPending(
  tx: Queryable,
  siteId: string,
  id: string,
  at: string,
): Promise<ReservationRecord | undefined> {
  const row = await lockRow<Row>(
    tx,
    'event_reservations',
    sql`id = ${id} AND site_id = ${siteId} AND status = 'RESERVATION_PENDING' AND expires > ${at}`,
  );
  return row && parse(row);
}

/** Stores a locked pending hold's new lines and invoice. */
export async function replaceLines(tx: Queryable, record: ReservationRecord): Promise<void> {
  await tx.run(sql`
    UPDATE event_reservations SET doc = ${JSON.stringify(record)}, updated_date = ${record.updatedDate}
    WHERE id = ${record.id} AND site_id = ${record.siteId} AND status = 'RESERVATION_PENDING'`);
}
