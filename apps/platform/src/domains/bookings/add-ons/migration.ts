import type { Migration } from '../../../kernel/db/migrate.js';

/** The site's add-ons (Wix's Add-Ons API): what the services' add-on groups list. */
export const bookingAddOnsMigration: Migration = {
  id: 'bookings/0010-add-ons',
  statements: (t) => [
    `CREATE TABLE booking_add_ons (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      name TEXT NOT NULL,
      doc ${t.json} NOT NULL,
      revision INTEGER NOT NULL,
      created_date TEXT NOT NULL,
      updated_date TEXT NOT NULL
    )`,
    'CREATE INDEX booking_add_ons_site_created ON booking_add_ons (site_id, created_date, id)',
  ],
};
