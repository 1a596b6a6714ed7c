import type { Clock } from '../../../kernel/clock.js';
import type { Database } from '../../../kernel/db/database.js';
import { readRevisions } from '../../../kernel/db/revisions.js';
import { siteSettingsScope } from '../../sites/service.js';
import { eventsScope, eventTakingsScope } from '../revisions.js';
import { clockInstants } from './repo.js';

/** Sites whose clock instants are remembered at once; past it, all are forgotten and read again. */
const MAX_SITES = 1_000;

/**
 * When a finished `queryEvents` answer may be sent again. It shows the site's events (their
 * revision), what is taken of their tickets and RSVPs (the takings revision), the site's currency
 * (the site settings' revision), for one kind of caller and one request, and the clock: an
 * event's status and registration status change at its start, its end and the ends of its RSVP
 * window, and at no other instant.
 *
 * So the clock is keyed by how many of those instants, across the site's events, have passed:
 * between two of them every answer stays the same, and the key changes exactly when one is
 * crossed, whichever events the answer lists. The instants change only with the events, so they
 * are read once per events revision, not per request.
 */
export function keptEventAnswers(deps: { db: Database; clock: Clock }) {
  const instantsOf = new Map<string, { revision: number; instants: string[] }>();

  async function instants(siteId: string, revision: number): Promise<string[]> {
    const known = instantsOf.get(siteId);
    if (known?.revision === revision) return known.instants;
    const read = await clockInstants(deps.db, siteId);
    // Remembered only if no events write came in between, so the instants match their revision.
    const [after] = await readRevisions(deps.db, [eventsScope(siteId)]);
    if (after === revision) {
      if (instantsOf.size >= MAX_SITES) instantsOf.clear();
      instantsOf.set(siteId, { revision, instants: read });
    }
    return read;
  }

  return {
    async keyOf(siteId: string, owner: boolean, input: string): Promise<string> {
      const revisions = await readRevisions(deps.db, [
        eventsScope(siteId),
        eventTakingsScope(siteId),
        siteSettingsScope(siteId),
      ]);
      const passed = countPassed(await instants(siteId, revisions[0] ?? 0), deps.clock.now().toISOString());
      return `${siteId} ${revisions.join('.')} ${passed} ${owner ? 'owner' : 'visitor'} ${input}`;
    },
  };
}

export type KeptEventAnswers = ReturnType<typeof keptEventAnswers>;

/** How many of the sorted instants are at or before `now` (a status changes at its instant). */
export function countPassed(sorted: readonly string[], now: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) <= now) low = middle + 1;
    else high = middle;
  }
  return low;
}
