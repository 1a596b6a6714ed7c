import type { BookingsSettings, UpdateBookingsSettingsRequest } from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import { lockName } from '../../../kernel/db/counters.js';
import type { Database, Queryable } from '../../../kernel/db/database.js';
import type { SitesService } from '../../sites/service.js';
import { touchAvailability } from '../availability/availability-revision.js';
import type { PolicyRecord } from '../policies/repo.js';
import type { PoliciesService } from '../policies/service.js';
import { findSettings, saveSettings } from './repo.js';

/** What the settings row keeps: the opening hours and the two site-wide switches. */
interface Stored {
  businessHours: BookingsSettings['businessHours'];
  /** Earlier rows also hold notice and advance limits, which live in the default policy now. */
  bookingPolicy: { onlineBookingEnabled: boolean; requiresManualApproval?: boolean };
}

/** Until the owner says otherwise: open Monday to Friday, 9 to 5; online booking on, no approval step. */
const DEFAULTS: Stored = {
  businessHours: (['MON', 'TUE', 'WED', 'THU', 'FRI'] as const).map((day) => ({
    day,
    startTime: '09:00',
    endTime: '17:00',
  })),
  bookingPolicy: { onlineBookingEnabled: true },
};

const DAY_MINUTES = 24 * 60;

/** The default policy's notice and advance limits as the settings shortcut shows them. */
function summary(policy: PolicyRecord) {
  const late = policy.limitLateBookingPolicy;
  const early = policy.limitEarlyBookingPolicy;
  return {
    id: policy.id,
    minNoticeMinutes: late.enabled ? late.latestBookingInMinutes : 0,
    maxDaysInAdvance: early.enabled ? Math.ceil(early.earliestBookingInMinutes / DAY_MINUTES) : null,
  };
}

/**
 * The site's opening hours and booking switches, in the site's time zone, with a shortcut to the
 * default booking policy's notice and advance limits (written through to that policy).
 */
export function createSettingsService({
  db,
  sites,
  policies,
  clock,
}: {
  db: Database;
  sites: Pick<SitesService, 'getSite'>;
  policies: Pick<PoliciesService, 'defaultPolicy' | 'updateDefault'>;
  clock: Clock;
}) {
  async function stored(siteId: string, on: Queryable = db): Promise<Stored> {
    return (await findSettings<Stored>(on, siteId)) ?? DEFAULTS;
  }
  async function present(
    siteId: string,
    settings: Stored,
    policy?: PolicyRecord,
    on: Queryable = db,
  ): Promise<BookingsSettings> {
    const fallback = policy ?? (await policies.defaultPolicy(siteId, on));
    const { onlineBookingEnabled, requiresManualApproval } = settings.bookingPolicy;
    return {
      timeZone: (await sites.getSite(siteId, on)).settings.timeZone,
      businessHours: settings.businessHours,
      bookingPolicy: {
        ...summary(fallback),
        onlineBookingEnabled,
        ...(requiresManualApproval !== undefined ? { requiresManualApproval } : {}),
      },
    };
  }

  return {
    /** The settings; read through `on` when the caller holds a transaction. */
    getSettings: async (siteId: string, on: Queryable = db) =>
      present(siteId, await stored(siteId, on), undefined, on),

    async updateSettings(siteId: string, patch: UpdateBookingsSettingsRequest['settings']) {
      const { minNoticeMinutes, maxDaysInAdvance, ...switches } = patch.bookingPolicy ?? {};
      const policy =
        minNoticeMinutes === undefined && maxDaysInAdvance === undefined
          ? undefined
          : await policies.updateDefault(siteId, {
              ...(minNoticeMinutes !== undefined
                ? {
                    limitLateBookingPolicy: {
                      enabled: minNoticeMinutes > 0,
                      latestBookingInMinutes: minNoticeMinutes,
                    },
                  }
                : {}),
              ...(maxDaysInAdvance !== undefined
                ? {
                    limitEarlyBookingPolicy:
                      maxDaysInAdvance === null
                        ? { enabled: false }
                        : { enabled: true, earliestBookingInMinutes: maxDaysInAdvance * DAY_MINUTES },
                  }
                : {}),
            });
      const next = await db.transaction(async (tx) => {
        // Serialises writers of one site's settings (SQLite's transactions already are).
        await lockName(tx, `booking-settings:${siteId}`);
        const row = await findSettings<Stored>(tx, siteId);
        const current = row ?? DEFAULTS;
        const changed: Stored = {
          businessHours: patch.businessHours ?? current.businessHours,
          bookingPolicy: {
            onlineBookingEnabled: switches.onlineBookingEnabled ?? current.bookingPolicy.onlineBookingEnabled,
            ...((switches.requiresManualApproval ?? current.bookingPolicy.requiresManualApproval) !==
            undefined
              ? {
                  requiresManualApproval:
                    switches.requiresManualApproval ?? current.bookingPolicy.requiresManualApproval,
                }
              : {}),
          },
        };
        await saveSettings(tx, siteId, changed, clock.now().toISOString(), row !== undefined);
        await touchAvailability(tx, siteId);
        return changed;
      });
      return present(siteId, next, policy);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
