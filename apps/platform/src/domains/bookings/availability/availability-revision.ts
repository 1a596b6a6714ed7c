import type { Queryable } from '../../../kernel/db/database.js';
import { bumpRevisionFor } from '../../../kernel/db/revisions.js';

/**
 * The revision scope of everything a site's availability shows: its services, staff, settings,
 * policies and bookings (the site's own time zone has `siteSettingsScope`). Every write to those
 * tables bumps it, in the writing transaction, so a kept availability answer is not served once
 * the write commits.
 */
export const availabilityScope = (siteId: string): string => `bookings-availability:${siteId}`;

export const touchAvailability = (db: Queryable, siteId: string): Promise<void> =>
  bumpRevisionFor(db, availabilityScope(siteId));
