import type { Migration } from '../../../kernel/db/migrate.js';

/** Whether a booking's session was attended: one row per booking (an appointment or a class session). */
export const bookingAttendanceMigration: Migration = {
  id: 'bookings/0009-attendance',
  statements: () => [
    `CREATE TABLE booking_attendance (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      booking_id TEXT NOT NULL,
      status TEXT NOT NULL,
      updated_date TEXT NOT NULL,
      doc TEXT NOT NULL,
      UNIQUE (site_id, booking_id)
    )`,
  ],
};
