import type { Attendance } from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import { documentTable } from '../../../kernel/db/documents.js';
import { sql } from '../../../kernel/db/sql.js';
import { defineQueryable } from '../../../kernel/query/index.js';

/** An attendance as stored: its wire shape and its site. */
export type AttendanceRecord = Attendance & { siteId: string };

const attendances = documentTable<AttendanceRecord>({
  table: 'booking_attendance',
  columns: (record) => ({
    id: record.id,
    site_id: record.siteId,
    booking_id: record.bookingId,
    status: record.status,
    updated_date: record.updatedDate,
  }),
  fixed: ['id', 'site_id', 'booking_id'],
});

const queryableAttendance = defineQueryable({
  table: 'booking_attendance',
  docColumn: 'doc',
  fields: {
    id: { type: 'string', column: 'id', sortable: true, notNull: true },
    bookingId: { type: 'string', column: 'booking_id', notNull: true },
    status: { type: 'string', column: 'status', notNull: true },
    updatedDate: { type: 'date', column: 'updated_date', sortable: true, notNull: true },
  },
  defaultSort: [{ fieldName: 'id', order: 'ASC' }],
});

export const findAttendance = (db: Queryable, siteId: string, id: string) =>
  attendances.findById(db, siteId, id);

export const attendanceOfBooking = (db: Queryable, siteId: string, bookingId: string) =>
  attendances.find(db, sql`site_id = ${siteId} AND booking_id = ${bookingId}`);

/** Writes the booking's attendance: the first one, or over the one it has (the caller holds the booking's lock). */
export async function saveAttendance(
  db: Queryable,
  record: AttendanceRecord,
  exists: boolean,
): Promise<void> {
  if (exists) await attendances.update(db, record, sql`site_id = ${record.siteId} AND id = ${record.id}`);
  else await attendances.insert(db, record);
}

export const queryAttendance = (db: Queryable, siteId: string, query: unknown) =>
  attendances.query(db, queryableAttendance, query, sql`site_id = ${siteId}`);

/** The attendance of each of these bookings that has one. */
export const attendanceOfBookings = (db: Queryable, siteId: string, bookingIds: readonly string[]) =>
  bookingIds.length === 0
    ? Promise.resolve([])
    : attendances.findAll(
        db,
        sql`site_id = ${siteId} AND booking_id IN (${sql.list(bookingIds)})`,
        sql.raw('booking_id'),
      );
