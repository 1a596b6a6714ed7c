import { parseDocument } from '../../../kernel/db/documents.js';
import type { Migration } from '../../../kernel/db/migrate.js';
import { sql } from '../../../kernel/db/sql.js';
import { defaultPolicyIdOf } from '../services/service-input.js';
import { defaultRules, mergeRules } from './defaults.js';

interface OldSettings {
  bookingPolicy?: { minNoticeMinutes?: number; maxDaysInAdvance?: number | null };
}

/**
 * Booking policies, one row each, at most one default per site; and each class session's waitlist
 * count, which a conditional update keeps within the waitlist's capacity as `booked` is kept
 * within the class's, with each waiting booking's place in the line. A site whose settings held notice and advance limits gets them as its
 * default policy (they were its only policy before).
 */
export const bookingPoliciesMigration: Migration = {
  id: 'bookings/0006-booking-policies',
  statements: (t) => [
    `CREATE TABLE booking_policies (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      name TEXT NOT NULL,
      is_default ${t.flag} NOT NULL,
      doc ${t.json} NOT NULL,
      revision INTEGER NOT NULL,
      created_date TEXT NOT NULL,
      updated_date TEXT NOT NULL
    )`,
    'CREATE INDEX booking_policies_site_created ON booking_policies (site_id, created_date, id)',
    'CREATE UNIQUE INDEX booking_policies_one_default ON booking_policies (site_id) WHERE is_default = 1',
    'ALTER TABLE class_sessions ADD COLUMN waiting INTEGER NOT NULL DEFAULT 0',
    // Counts every joiner, so that places in the line never tie (creation times can).
    'ALTER TABLE class_sessions ADD COLUMN waitlist_joins INTEGER NOT NULL DEFAULT 0',
    'ALTER TABLE bookings ADD COLUMN waitlist_place INTEGER',
  ],
  async backfill(tx) {
    const rows = await tx.all<{ site_id: string; doc: string; updated_date: string }>(
      sql`SELECT site_id, doc, updated_date FROM booking_settings`,
    );
    for (const row of rows) {
      const { bookingPolicy } = parseDocument<OldSettings>(row.doc);
      const notice = bookingPolicy?.minNoticeMinutes ?? 0;
      const days = bookingPolicy?.maxDaysInAdvance ?? null;
      const rules = mergeRules(defaultRules('Default policy'), {
        limitLateBookingPolicy: { enabled: notice > 0, latestBookingInMinutes: notice },
        ...(days !== null
          ? { limitEarlyBookingPolicy: { enabled: true, earliestBookingInMinutes: days * 1440 } }
          : {}),
      });
      const id = defaultPolicyIdOf(row.site_id);
      const record = { id, siteId: row.site_id, ...rules, isDefault: true, revision: 1 };
      await tx.run(sql`
        INSERT INTO booking_policies (id, site_id, name, is_default, doc, revision, created_date, updated_date)
        VALUES (${id}, ${row.site_id}, ${rules.name}, 1,
                ${JSON.stringify({ ...record, createdDate: row.updated_date, updatedDate: row.updated_date })},
                1, ${row.updated_date}, ${row.updated_date})`);
    }
  },
};
