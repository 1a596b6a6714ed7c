import type { BookingsSettings, UpdateBookingsSettingsRequest } from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Database } from '../../../kernel/db/database.js';
import { sql } from '../../../kernel/db/sql.js';
import type { SitesService } from '../../sites/service.js';
import { defaultPolicyIdOf } from '../services/service-input.js';

type Stored = Omit<BookingsSettings, 'timeZone'>;

/** Until the owner says otherwise: open Monday to Friday, 9 to 5; Wix's default policy (no limits). */
const defaults = (siteId: string): Stored => ({
  businessHours: (['MON', 'TUE', 'WED', 'THU', 'FRI'] as const).map((day) => ({
    day,
    startTime: '09:00',
    endTime: '17:00',
  })),
  bookingPolicy: {
    id: defaultPolicyIdOf(siteId),
    minNoticeMinutes: 0,
    maxDaysInAdvance: null,
    onlineBookingEnabled: true,
  },
});

/** The site's opening hours and default booking policy, in the site's time zone. */
export function createSettingsService({
  db,
  sites,
  clock,
}: {
  db: Database;
  sites: Pick<SitesService, 'getSite'>;
  clock: Clock;
}) {
  async function stored(siteId: string): Promise<Stored> {
    const row = await db.one<{ doc: string }>(
      sql`SELECT doc FROM booking_settings WHERE site_id = ${siteId}`,
    );
    return row ? (JSON.parse(row.doc) as Stored) : defaults(siteId);
  }
  const withZone = async (siteId: string, settings: Stored): Promise<BookingsSettings> => ({
    timeZone: (await sites.getSite(siteId)).settings.timeZone,
    ...settings,
  });

  return {
    getSettings: async (siteId: string) => withZone(siteId, await stored(siteId)),

    async updateSettings(siteId: string, patch: UpdateBookingsSettingsRequest['settings']) {
      const next = await db.transaction(async (tx) => {
        // Serialises writers of one site's settings (SQLite's transactions already are).
        if (tx.dialect === 'postgres')
          await tx.one(
            sql`SELECT pg_advisory_xact_lock(hashtextextended(${`booking-settings:${siteId}`}, 0))`,
          );
        const row = await tx.one<{ doc: string }>(
          sql`SELECT doc FROM booking_settings WHERE site_id = ${siteId}`,
        );
        const current = row ? (JSON.parse(row.doc) as Stored) : defaults(siteId);
        const changed: Stored = {
          businessHours: patch.businessHours ?? current.businessHours,
          bookingPolicy: { ...current.bookingPolicy, ...patch.bookingPolicy },
        };
        const doc = JSON.stringify(changed);
        const now = clock.now().toISOString();
        if (row)
          await tx.run(
            sql`UPDATE booking_settings SET doc = ${doc}, updated_date = ${now} WHERE site_id = ${siteId}`,
          );
        else
          await tx.run(
            sql`INSERT INTO booking_settings (site_id, doc, updated_date) VALUES (${siteId}, ${doc}, ${now})`,
          );
        return changed;
      });
      return withZone(siteId, next);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
