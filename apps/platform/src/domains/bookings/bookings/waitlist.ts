import type { BookingStatus, BookingsSettings } from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import * as repo from './repo.js';

/**
 * Gives a class session's freed spots to the bookers waiting for it, first come first served: each
 * whose party fits takes its spots by the same conditional update as any booking (so the class
 * never goes over capacity) and leaves the waitlist. A party too big for what is free keeps its
 * place, and a smaller one behind it may go first. Returns the bookings that got their spots,
 * CONFIRMED, or PENDING when the business approves each booking; the caller records their events.
 */
export async function giveFreedSpots(
  tx: Queryable,
  session: { siteId: string; serviceId: string; start: string; capacity: number },
  settings: Pick<BookingsSettings, 'bookingPolicy'>,
  now: string,
): Promise<repo.BookingRecord[]> {
  const admitted: repo.BookingRecord[] = [];
  for (const waiting of await repo.waitlistOf(tx, session.siteId, session.serviceId, session.start)) {
    const spots = waiting.numberOfParticipants;
    if (
      !(await repo.takeClassSpots(
        tx,
        session.siteId,
        session.serviceId,
        session.start,
        session.capacity,
        spots,
      ))
    )
      continue;
    await repo.leaveWaitlist(tx, session.serviceId, session.start, spots);
    const byBusiness = waiting.createdBy.appId === 'owner';
    const status: BookingStatus =
      settings.bookingPolicy.requiresManualApproval && !byBusiness ? 'PENDING' : 'CONFIRMED';
    const { waitlistPlace: _place, ...admittedBooking } = waiting;
    const next = { ...admittedBooking, status, revision: waiting.revision + 1, updatedDate: now };
    if (await repo.updateBooking(tx, next)) admitted.push(next);
  }
  return admitted;
}
