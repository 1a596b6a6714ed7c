import type { Queryable } from '../../kernel/db/database.js';
import { bumpRevisionFor } from '../../kernel/db/revisions.js';

/**
 * Revision scopes of a site's events, which kept event answers are keyed by (see
 * `events/kept-answers.ts`). Two scopes, because they change at different rates: the events
 * themselves (their dates decide when a kept answer goes stale by the clock, worked out again
 * only when they change), and what is taken of them (tickets held and sold, RSVP answers), which
 * every reservation changes.
 */
export const eventsScope = (siteId: string): string => `events:${siteId}`;
export const eventTakingsScope = (siteId: string): string => `event-takings:${siteId}`;

/** An event was created, changed, moved on by the clock's job, or deleted. */
export const touchEvents = (db: Queryable, siteId: string): Promise<void> =>
  bumpRevisionFor(db, eventsScope(siteId));

/** A kind of ticket, its counts, or an RSVP answer changed. */
export const touchEventTakings = (db: Queryable, siteId: string): Promise<void> =>
  bumpRevisionFor(db, eventTakingsScope(siteId));
