import type { QueryAvailabilityResponse } from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Database } from '../../../kernel/db/database.js';
import { readRevisions } from '../../../kernel/db/revisions.js';
import { siteSettingsScope } from '../../sites/service.js';
import { availabilityScope } from './availability-revision.js';

const MINUTE_MS = 60_000;

/**
 * When a finished `queryAvailability` answer may be sent again. It depends on the site's bookings
 * data (its revision), the site's time zone (the site settings' revision), the caller's kind, the
 * request, and the clock: `bookable` and `bookingPolicyViolations` change as the booking window
 * of each slot opens and closes.
 *
 * The clock is keyed by the minute, which is exact: a window opens at `start - earliest` and
 * closes at `start - latest` (or at the start or end), policy limits are whole minutes, and so
 * are slot times; so is every instant where an answer changes. Strictly inside a minute nothing
 * changes (the rules compare `now > closes` and `start > now + earliest`, which agree for every
 * instant in (m, m + 1 min) but not at m itself), so the minute's first millisecond is not keyed,
 * and an answer with a slot off the minute (a zone's historic offset in seconds) is not kept.
 */
export function keptAvailabilityAnswers(deps: { db: Database; clock: Clock }) {
  return {
    async keyOf(siteId: string, owner: boolean, input: string): Promise<string | undefined> {
      const now = deps.clock.now().getTime();
      if (now % MINUTE_MS === 0) return undefined;
      const revisions = await readRevisions(deps.db, [availabilityScope(siteId), siteSettingsScope(siteId)]);
      const minute = Math.floor(now / MINUTE_MS);
      return `${siteId} ${revisions.join('.')} ${minute} ${owner ? 'owner' : 'visitor'} ${input}`;
    },

    keepable(answer: QueryAvailabilityResponse): boolean {
      return answer.availabilityEntries.every(
        ({ slot }) =>
          Date.parse(slot.startDate) % MINUTE_MS === 0 && Date.parse(slot.endDate) % MINUTE_MS === 0,
      );
    },
  };
}

export type KeptAvailabilityAnswers = ReturnType<typeof keptAvailabilityAnswers>;
