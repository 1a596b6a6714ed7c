import type { Service } from '@bazaar/contracts';
import type { Transaction } from '../../../kernel/db/database.js';
import { ApplicationError, notFound, revisionMismatch as staleRevision } from '../../../kernel/errors.js';
import { recordEvent } from '../../../kernel/events.js';
import { courseMoved } from '../availability/course-run.js';
import { hasLiveBookings } from '../bookings/repo.js';
import type { ServicesContext } from './context.js';
import * as repo from './repo.js';
import type { ServiceRecord } from './service-record.js';

const revisionMismatch = (): ApplicationError => staleRevision('the service');

export interface ServiceChangeTarget {
  siteId: string;
  id: string;
  /** The site's currency, read before the transaction (no read on `db` runs inside one). */
  currency: string;
  /** The revision the caller read, when it sent one: a stale one is refused. */
  revision?: string;
}

/**
 * Changes one service as its next revision, under its row lock, and records the change in the
 * same transaction. `change` gets the stored record and returns the next one; it may write beside
 * it in `tx` (an add-on group), which the recorded service then shows.
 */
export async function changeService(
  ctx: ServicesContext,
  tx: Transaction,
  target: ServiceChangeTarget,
  change: (existing: ServiceRecord, now: string) => ServiceRecord | Promise<ServiceRecord>,
): Promise<{ before: ServiceRecord; after: ServiceRecord; service: Service }> {
  const { siteId, id, currency, revision } = target;
  if (!(await repo.lockService(tx, siteId, id))) throw notFound('Service', id);
  const existing = await repo.findService(tx, siteId, id);
  if (!existing) throw notFound('Service', id);
  if (revision !== undefined && Number(revision) !== existing.revision) throw revisionMismatch();
  const now = ctx.clock.now().toISOString();
  const next = { ...(await change(existing, now)), revision: existing.revision + 1, updatedDate: now };
  if (existing.type === 'COURSE' && courseMoved(existing, next) && (await hasLiveBookings(tx, siteId, id))) {
    throw new ApplicationError({
      status: 409,
      code: 'COURSE_HAS_BOOKINGS',
      description:
        'This course has bookings, which were made for its dates and timetable; cancel them before changing either',
    });
  }
  if (!(await repo.updateService(tx, next))) throw revisionMismatch();
  const service = await ctx.presentOne(tx, siteId, next, currency);
  await recordEvent(tx, ctx.event(siteId, 'updated', service));
  return { before: existing, after: next, service };
}
