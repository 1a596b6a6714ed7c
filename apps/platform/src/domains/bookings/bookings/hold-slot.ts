import type { BookingsSettings } from '@bazaar/contracts';
import { lockName } from '../../../kernel/db/counters.js';
import type { Transaction } from '../../../kernel/db/database.js';
import { ApplicationError } from '../../../kernel/errors.js';
import { courseMoved } from '../availability/course-run.js';
import { type Candidate, serviceCandidates } from '../availability/service-slots.js';
import type { PolicyRecord } from '../policies/repo.js';
import { waitlistCapacity } from '../policies/rules.js';
import * as servicesRepo from '../services/repo.js';
import type { ServiceRecord } from '../services/service-record.js';
import type { StaffRecord } from '../staff/repo.js';
import * as repo from './repo.js';

export const slotTaken = (): ApplicationError =>
  new ApplicationError({
    status: 409,
    code: 'SLOT_NOT_AVAILABLE',
    description: 'This time is no longer available. Please choose another one',
  });

export interface SlotRequest {
  siteId: string;
  service: ServiceRecord;
  settings: BookingsSettings;
  policy: PolicyRecord;
  staff: readonly StaffRecord[];
  start: number;
  end: number;
  /** The staff member asked for; any who gives the service when absent. */
  staffId?: string;
  participants: number;
  /** A full class puts the booker on its waitlist (when the policy has one) instead of refusing. */
  waitlist: boolean;
  /** The booking being moved, whose own time does not stand in its way. */
  movingBookingId?: string;
}

/**
 * Holds a slot inside the caller's transaction, or throws `slotTaken`. No double booking, ever: an
 * appointment is checked against its staff members' bookings while their names are locked
 * (PostgreSQL: advisory locks held to COMMIT, taken in one order; SQLite: one writer), a class
 * session's spots are taken by a conditional update, and so is a place on its waitlist.
 */
export async function holdSlot(
  tx: Transaction,
  request: SlotRequest,
): Promise<{ chosen: Candidate; waitlistPlace?: number }> {
  const { siteId, service, settings, staff, start, end, staffId: wanted, participants } = request;
  const candidateIds = service.type === 'APPOINTMENT' ? (wanted ? [wanted] : service.staffMemberIds) : [];
  // Every staff member who could take it is held, in one order, before their bookings are read.
  for (const staffId of [...candidateIds].sort()) await lockName(tx, `staff-time:${siteId}:${staffId}`);
  const read = (staffIds?: ReadonlySet<string>) =>
    serviceCandidates({
      db: tx,
      siteId,
      service,
      staff,
      ...(staffIds ? { staffIds } : {}),
      settings,
      from: start,
      to: start + 1,
      ...(request.movingBookingId ? { exceptBookingId: request.movingBookingId } : {}),
    });
  if (service.type === 'COURSE') await holdCourse(tx, service);
  const candidates = await read(wanted ? new Set([wanted]) : undefined);
  const chosen = candidates.find((candidate) => candidate.start === start && candidate.end === end);
  if (!chosen) throw slotTaken();

  // A class session's spots, or a course's (counted at its first session).
  if (service.type !== 'APPOINTMENT') {
    const startIso = new Date(start).toISOString();
    const taken = await repo.takeClassSpots(
      tx,
      siteId,
      service.id,
      startIso,
      service.defaultCapacity,
      participants,
    );
    if (taken) return { chosen };
    const capacity = request.waitlist ? waitlistCapacity(request.policy) : 0;
    const place =
      capacity > 0 ? await repo.joinWaitlist(tx, service.id, startIso, capacity, participants) : undefined;
    if (place === undefined) throw slotTaken();
    return { chosen, waitlistPlace: place };
  }
  if (service.staffMemberIds.length === 0 && !wanted && chosen.member) {
    // "Any staff member" from the whole site: hold the one chosen, and read again under the lock.
    await lockName(tx, `staff-time:${siteId}:${chosen.member.id}`);
    const again = await read(new Set([chosen.member.id]));
    if (!again.some((candidate) => candidate.start === start && candidate.end === end)) throw slotTaken();
  }
  return { chosen };
}

/**
 * Holds a course's row while it is booked, so its dates cannot change under the booking (an owner's
 * change waits, then sees the booking and is refused); a change of its times that landed after the
 * booking's plan read the course refuses the booking instead.
 */
async function holdCourse(tx: Transaction, service: ServiceRecord): Promise<void> {
  const ok = await servicesRepo.lockService(tx, service.siteId, service.id);
  const current = ok ? await servicesRepo.findService(tx, service.siteId, service.id) : undefined;
  if (!current || courseMoved(service, current)) throw slotTaken();
}
