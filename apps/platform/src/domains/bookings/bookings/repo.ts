import type { Booking, BookingStatus } from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import { documentTable } from '../../../kernel/db/documents.js';
import { sql } from '../../../kernel/db/sql.js';
import { defineQueryable } from '../../../kernel/query/index.js';
import { touchAvailability } from '../availability/availability-revision.js';

/** A booking as stored: the wire shape with the site, the staff member, and a numeric revision. */
export type BookingRecord = Omit<Booking, 'revision' | 'totalParticipants'> & {
  siteId: string;
  staffId?: string;
  /** Where it was made (a hosted session, an order's line): at most one booking per source. */
  source?: string;
  /** Its place in a full class session's waitlist (1 is the first to join), while it waits. */
  waitlistPlace?: number;
  /** What paid for it with a plan (payment option MEMBERSHIP): its session goes back if it is canceled. */
  coverId?: string;
  /** The card payment taken when it was booked on the hosted page, and what was refunded of it. */
  payment?: { transactionId: string; amountMinor: number; currency: string; refundedMinor?: number };
  revision: number;
};

/** The service a booking is for: its slot's, or its course's. */
export const serviceIdOf = (record: Pick<Booking, 'bookedEntity'>): string =>
  record.bookedEntity.slot?.serviceId ?? record.bookedEntity.schedule?.serviceId ?? '';

/** The states in which a booking holds its time (and its spots). */
export const HOLDING: readonly BookingStatus[] = ['CREATED', 'CONFIRMED', 'PENDING'];
const holding = sql.list(HOLDING);

const queryableBookings = defineQueryable({
  table: 'bookings',
  docColumn: 'doc',
  fields: {
    id: { type: 'string', column: 'id', sortable: true, notNull: true },
    status: { type: 'string', column: 'status', notNull: true },
    'bookedEntity.slot.serviceId': { type: 'string', column: 'service_id', notNull: true },
    // A course's bookings name their service here; the column holds either (`serviceIdOf`).
    'bookedEntity.schedule.serviceId': { type: 'string', column: 'service_id', notNull: true },
    // An appointment's staff member (classes and courses have none: their service names who teaches).
    'bookedEntity.slot.resource.id': { type: 'string', column: 'staff_id' },
    startDate: { type: 'date', column: 'start_date', sortable: true, notNull: true },
    createdDate: { type: 'date', column: 'created_date', sortable: true, notNull: true },
    // Who made it, read from the document: a member's query is narrowed to their own.
    'createdBy.memberId': { type: 'string' },
  },
  defaultSort: [{ fieldName: 'startDate', order: 'ASC' }],
});

const bookings = documentTable<BookingRecord>({
  table: 'bookings',
  columns: (record) => ({
    id: record.id,
    site_id: record.siteId,
    service_id: serviceIdOf(record),
    staff_id: record.staffId ?? null,
    source: record.source ?? null,
    waitlist_place: record.waitlistPlace ?? null,
    start_date: record.startDate,
    end_date: record.endDate,
    status: record.status,
    participants: record.numberOfParticipants,
    revision: record.revision,
    created_date: record.createdDate,
    updated_date: record.updatedDate,
  }),
  // What a booking is for and where it was made never change once it is made.
  fixed: ['id', 'site_id', 'service_id', 'source', 'created_date'],
});

export async function insertBooking(db: Queryable, record: BookingRecord): Promise<void> {
  await bookings.insert(db, record);
  await touchAvailability(db, record.siteId);
}

/** Writes `record` over the revision before it; false when someone changed it meanwhile. */
export async function updateBooking(db: Queryable, record: BookingRecord): Promise<boolean> {
  const where = sql`id = ${record.id} AND site_id = ${record.siteId}`;
  const written = await bookings.update(db, record, where, { revision: record.revision });
  if (written) await touchAvailability(db, record.siteId);
  return written;
}

export const findBooking = (db: Queryable, siteId: string, id: string) => bookings.findById(db, siteId, id);

/** The booking made from `source`, if one was. */
export const findBySource = (db: Queryable, siteId: string, source: string) =>
  bookings.find(db, sql`site_id = ${siteId} AND source = ${source}`);

export const queryBookings = (db: Queryable, siteId: string, query: unknown) =>
  bookings.query(db, queryableBookings, query, sql`site_id = ${siteId}`);

/** Whether any booking of `serviceId` still holds its time or waits for it. */
export async function hasLiveBookings(db: Queryable, siteId: string, serviceId: string): Promise<boolean> {
  const row = await db.one<{ id: string }>(sql`
    SELECT id FROM bookings
    WHERE site_id = ${siteId} AND service_id = ${serviceId} AND status IN (${holding}, 'WAITING_LIST')
    LIMIT 1`);
  return row !== undefined;
}

/** The booked sessions of staff members that touch [from, to), by staff member. */
export async function staffSessions(
  db: Queryable,
  siteId: string,
  staffIds: readonly string[],
  from: number,
  to: number,
  exceptBookingId?: string,
): Promise<Map<string, { start: number; end: number }[]>> {
  const sessions = new Map<string, { start: number; end: number }[]>();
  if (staffIds.length === 0) return sessions;
  const rows = await db.all<{ staff_id: string; start_date: string; end_date: string }>(sql`
    SELECT staff_id, start_date, end_date FROM bookings
    WHERE site_id = ${siteId} AND staff_id IN (${sql.list(staffIds)})
      AND status IN (${holding})${exceptBookingId ? sql` AND id <> ${exceptBookingId}` : sql.empty}
      AND start_date < ${new Date(to).toISOString()} AND end_date > ${new Date(from).toISOString()}`);
  for (const row of rows) {
    const list = sessions.get(row.staff_id) ?? [];
    list.push({ start: Date.parse(row.start_date), end: Date.parse(row.end_date) });
    sessions.set(row.staff_id, list);
  }
  return sessions;
}

/** How many spots are taken, and how many bookers wait, at each session of a class in [from, to), by its start. */
export async function classSessionCounts(
  db: Queryable,
  serviceId: string,
  from: number,
  to: number,
): Promise<Map<number, { booked: number; waiting: number }>> {
  const rows = await db.all<{ start_date: string; booked: number; waiting: number }>(sql`
    SELECT start_date, booked, waiting FROM class_sessions
    WHERE service_id = ${serviceId} AND start_date >= ${new Date(from).toISOString()} AND start_date < ${new Date(to).toISOString()}`);
  return new Map(
    rows.map((row) => [
      Date.parse(row.start_date),
      { booked: Number(row.booked), waiting: Number(row.waiting) },
    ]),
  );
}

/**
 * Takes `spots` at a class session if that many are still open: one conditional update, so that
 * bookers racing for the last spots can never take more than the capacity. False when full.
 */
export async function takeClassSpots(
  db: Queryable,
  siteId: string,
  serviceId: string,
  start: string,
  capacity: number,
  spots: number,
): Promise<boolean> {
  await db.run(sql`
    INSERT INTO class_sessions (service_id, start_date, site_id, capacity, booked)
    VALUES (${serviceId}, ${start}, ${siteId}, ${capacity}, 0)
    ON CONFLICT (service_id, start_date) DO NOTHING`);
  const { changes } = await db.run(sql`
    UPDATE class_sessions SET booked = booked + ${spots}
    WHERE service_id = ${serviceId} AND start_date = ${start} AND booked + ${spots} <= capacity`);
  if (changes === 1) await touchAvailability(db, siteId);
  return changes === 1;
}

// The session counters below change only beside a booking's insert or update in the same
// transaction, which bumps the site's availability revision for them.

export async function releaseClassSpots(
  db: Queryable,
  serviceId: string,
  start: string,
  spots: number,
): Promise<void> {
  await db.run(sql`
    UPDATE class_sessions SET booked = booked - ${spots}
    WHERE service_id = ${serviceId} AND start_date = ${start} AND booked >= ${spots}`);
}

/**
 * Puts `spots` on a full class session's waitlist if it has room for them: one conditional
 * update, as for the spots themselves, so the waitlist never passes `waitlistCapacity` either.
 * Answers the booker's place in the line (each joiner gets the next number), undefined when full.
 */
export async function joinWaitlist(
  db: Queryable,
  serviceId: string,
  start: string,
  waitlistCapacity: number,
  spots: number,
): Promise<number | undefined> {
  const row = await db.one<{ place: number }>(sql`
    UPDATE class_sessions SET waiting = waiting + ${spots}, waitlist_joins = waitlist_joins + 1
    WHERE service_id = ${serviceId} AND start_date = ${start} AND waiting + ${spots} <= ${waitlistCapacity}
    RETURNING waitlist_joins AS place`);
  return row === undefined ? undefined : Number(row.place);
}

export async function leaveWaitlist(
  db: Queryable,
  serviceId: string,
  start: string,
  spots: number,
): Promise<void> {
  await db.run(sql`
    UPDATE class_sessions SET waiting = waiting - ${spots}
    WHERE service_id = ${serviceId} AND start_date = ${start} AND waiting >= ${spots}`);
}

/** The bookings waiting for a class session, first come first served. */
export async function waitlistOf(
  db: Queryable,
  siteId: string,
  serviceId: string,
  start: string,
): Promise<BookingRecord[]> {
  return bookings.findAll(
    db,
    sql`site_id = ${siteId} AND service_id = ${serviceId} AND start_date = ${start} AND status = 'WAITING_LIST'`,
    sql.raw('waitlist_place'),
  );
}

/** The ids of a service's bookings in `statuses` that start after `after`, soonest first. */
export async function idsStartingAfter(
  db: Queryable,
  siteId: string,
  serviceId: string,
  after: string,
  statuses: readonly BookingStatus[],
): Promise<string[]> {
  const rows = await db.all<{ id: string }>(sql`
    SELECT id FROM bookings
    WHERE site_id = ${siteId} AND service_id = ${serviceId} AND start_date > ${after}
      AND status IN (${sql.list(statuses)})
    ORDER BY start_date, id`);
  return rows.map((row) => row.id);
}
