import type { Migration } from '../../../kernel/db/migrate.js';

/** Booking forms, one row each, the form (name, questions) as the document. */
export const bookingFormsMigration: Migration = {
  id: 'bookings/0008-booking-forms',
  statements: (t) => [
    `CREATE TABLE booking_forms (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      name TEXT NOT NULL,
      doc ${t.json} NOT NULL,
      revision INTEGER NOT NULL,
      created_date TEXT NOT NULL,
      updated_date TEXT NOT NULL
    )`,
    'CREATE INDEX booking_forms_site_created ON booking_forms (site_id, created_date, id)',
  ],
};
