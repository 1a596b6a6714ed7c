import { parseDocument } from '../../kernel/db/documents.js';
import type { Migration } from '../../kernel/db/migrate.js';
import { sql } from '../../kernel/db/sql.js';

/** Bookable services: one row each, the record as a document, the slug unique per site. */
export const servicesMigration: Migration = {
  id: 'bookings/0001-services',
  statements: (t) => [
    `CREATE TABLE booking_services (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      slug TEXT NOT NULL,
      name TEXT NOT NULL,
      type TEXT NOT NULL,
      hidden ${t.flag} NOT NULL,
      doc ${t.json} NOT NULL,
      revision INTEGER NOT NULL,
      created_date TEXT NOT NULL,
      updated_date TEXT NOT NULL,
      UNIQUE (site_id, slug)
    )`,
    'CREATE INDEX booking_services_site_created ON booking_services (site_id, created_date, id)',
  ],
};

/**
 * Staff members (their weekly hours and time off in the record) and each site's booking settings
 * (opening hours and the default policy), one row per site that changed them.
 */
export const staffAndSettingsMigration: Migration = {
  id: 'bookings/0002-staff-and-settings',
  statements: (t) => [
    `CREATE TABLE booking_staff (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      name TEXT NOT NULL,
      status TEXT NOT NULL,
      doc ${t.json} NOT NULL,
      revision INTEGER NOT NULL,
      created_date TEXT NOT NULL,
      updated_date TEXT NOT NULL
    )`,
    'CREATE INDEX booking_staff_site_created ON booking_staff (site_id, created_date, id)',
    `CREATE TABLE booking_settings (
      site_id TEXT PRIMARY KEY REFERENCES sites (id),
      doc ${t.json} NOT NULL,
      updated_date TEXT NOT NULL
    )`,
  ],
};

/**
 * Bookings, and the spots taken at each class session. An appointment's time is kept free by
 * checking the staff member's bookings under a lock on their name (bookings/service.ts); a class
 * session's spots by a conditional update of its `booked` count, which never passes `capacity`.
 */
export const bookingsMigration: Migration = {
  id: 'bookings/0003-bookings',
  statements: (t) => [
    `CREATE TABLE bookings (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      service_id TEXT NOT NULL,
      staff_id TEXT,
      start_date TEXT NOT NULL,
      end_date TEXT NOT NULL,
      status TEXT NOT NULL,
      participants INTEGER NOT NULL,
      doc ${t.json} NOT NULL,
      revision INTEGER NOT NULL,
      created_date TEXT NOT NULL,
      updated_date TEXT NOT NULL
    )`,
    'CREATE INDEX bookings_site_staff_start ON bookings (site_id, staff_id, start_date)',
    'CREATE INDEX bookings_site_created ON bookings (site_id, created_date, id)',
    `CREATE TABLE class_sessions (
      service_id TEXT NOT NULL,
      start_date TEXT NOT NULL,
      site_id TEXT NOT NULL REFERENCES sites (id),
      capacity INTEGER NOT NULL,
      booked INTEGER NOT NULL,
      PRIMARY KEY (service_id, start_date)
    )`,
  ],
};

/**
 * Where a booking was made (a hosted page's session, an order's line), unique per site: a page
 * submitted twice, or an order retried, books once.
 */
export const bookingSourcesMigration: Migration = {
  id: 'bookings/0004-booking-sources',
  statements: () => [
    'ALTER TABLE bookings ADD COLUMN source TEXT',
    'CREATE UNIQUE INDEX bookings_site_source ON bookings (site_id, source)',
  ],
};

/**
 * Add-on groups: each belongs to one service for good, so they are listed by service; the group
 * (name, limit, add-ons in display order, prompt) is the document.
 */
export const addOnGroupsMigration: Migration = {
  id: 'bookings/0005-add-on-groups',
  statements: (t) => [
    `CREATE TABLE booking_add_on_groups (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      service_id TEXT NOT NULL,
      position INTEGER NOT NULL,
      doc ${t.json} NOT NULL,
      created_date TEXT NOT NULL,
      updated_date TEXT NOT NULL
    )`,
    'CREATE INDEX booking_add_on_groups_service ON booking_add_on_groups (site_id, service_id, position)',
  ],
};

/**
 * Each service's schedule id as a column: a course is booked, and its availability read, by its
 * schedule (`bookedEntity.schedule.scheduleId`, `getScheduleAvailability`). A schedule id never
 * changes, so the column is written once.
 */
export const serviceSchedulesMigration: Migration = {
  id: 'bookings/0007-service-schedules',
  statements: () => [
    'ALTER TABLE booking_services ADD COLUMN schedule_id TEXT',
    'CREATE UNIQUE INDEX booking_services_site_schedule ON booking_services (site_id, schedule_id)',
  ],
  async backfill(tx) {
    const rows = await tx.all<{ id: string; doc: string }>(sql`SELECT id, doc FROM booking_services`);
    for (const row of rows) {
      const { scheduleId } = parseDocument<{ scheduleId: string }>(row.doc);
      await tx.run(sql`UPDATE booking_services SET schedule_id = ${scheduleId} WHERE id = ${row.id}`);
    }
  },
};
