import type { Migration } from '../../kernel/db/migrate.js';

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
