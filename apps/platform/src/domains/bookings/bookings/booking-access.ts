import type { BookingsSettings, Query } from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import type { Clock } from '../../../kernel/clock.js';
import { lockName } from '../../../kernel/db/counters.js';
import type { Database, Transaction } from '../../../kernel/db/database.js';
import { ApplicationError, notFound, revisionMismatch } from '../../../kernel/errors.js';
import { type EventAction, recordEvent } from '../../../kernel/events.js';
import { BOOKING_FQDN, type BookingRescheduled } from '../events.js';
import type { FormsService } from '../forms/service.js';
import type { PolicyRecord } from '../policies/repo.js';
import type { PoliciesService } from '../policies/service.js';
import * as servicesRepo from '../services/repo.js';
import type { ServiceRecord } from '../services/service-record.js';
import type { SettingsService } from '../settings/service.js';
import type { StaffService } from '../staff/service.js';
import { presentBooking } from './book-slot.js';
import type { BookingNotices } from './booking-notices.js';
import type { MembershipCovers } from './membership-cover.js';
import type { OwnCalendar } from './own-calendar.js';
import * as repo from './repo.js';
import { giveFreedSpots } from './waitlist.js';

/** What the bookings service is made of: the other services it reads, the database and the clock. */
export interface BookingsDeps {
  db: Database;
  staff: Pick<StaffService, 'allStaff'>;
  settings: Pick<SettingsService, 'getSettings'>;
  policies: Pick<PoliciesService, 'policyFor'>;
  forms: Pick<FormsService, 'formOf'>;
  covers: MembershipCovers;
  /** The booker's mail about each change. */
  notices: Pick<BookingNotices, 'afterChange'>;
  clock: Clock;
}

/**
 * The caller's query of bookings: the business's as asked (a STAFF account's narrowed to its own
 * calendar), a member's narrowed to the bookings they made.
 */
export async function ownBookingsQuery(
  identity: AuthenticatedIdentity,
  query: Query | undefined,
  calendar: Pick<OwnCalendar, 'narrow'>,
): Promise<Query | undefined> {
  if (identity.kind === 'owner') return calendar.narrow(identity, query);
  return {
    ...query,
    filter: {
      $and: [
        query?.filter ?? {},
        { 'createdBy.memberId': identity.kind === 'member' ? identity.memberId : '' },
      ],
    },
  };
}

export const badStatus = (record: repo.BookingRecord, what: string) =>
  new ApplicationError({
    status: 400,
    code: 'INVALID_BOOKING_STATUS',
    description: `A ${record.status.toLowerCase().replace('_', ' ')} booking cannot be ${what}`,
  });

export const policyRefusal = (code: string, description: string) =>
  new ApplicationError({ status: 400, code, description });

/**
 * What every change to an existing booking shares: who may see it, reading it locked at the
 * revision the caller read, the rules of its service, recording its event, and giving back what
 * it held (a class's spots go to the waitlist).
 */
export function createBookingAccess(deps: BookingsDeps) {
  const { db, clock } = deps;
  const nowIso = () => clock.now().toISOString();

  /** Records the change's event and writes the booker's mail about it, in the change's transaction. */
  async function record(
    tx: Transaction,
    next: repo.BookingRecord,
    action: EventAction,
    entity?: BookingRescheduled,
  ) {
    await recordEvent(tx, {
      siteId: next.siteId,
      entityFqdn: BOOKING_FQDN,
      action,
      entityId: next.id,
      entity: entity ?? presentBooking(next),
      eventTime: next.updatedDate,
    });
    await deps.notices.afterChange(tx, next, action);
  }

  /** Whether `identity` may see or change `record`: the owner, or the member who booked it. */
  const mayTouch = (identity: AuthenticatedIdentity, record: repo.BookingRecord) =>
    identity.kind === 'owner' ||
    (identity.kind === 'member' && record.createdBy.memberId === identity.memberId);

  async function readable(siteId: string, identity: AuthenticatedIdentity, id: string) {
    const record = await repo.findBooking(db, siteId, id);
    if (!record || !mayTouch(identity, record)) throw notFound('Booking', id);
    return record;
  }

  /** The booking, locked, at the revision the caller read (when it names one). */
  async function locked(tx: Transaction, siteId: string, id: string, revision?: string) {
    await lockName(tx, `booking:${id}`);
    const record = await repo.findBooking(tx, siteId, id);
    if (!record) throw notFound('Booking', id);
    if (revision !== undefined && Number(revision) !== record.revision) {
      throw revisionMismatch('the booking');
    }
    return record;
  }

  /** The service booked and the policy it follows, read before the transaction that changes the booking. */
  async function rulesOf(
    record: repo.BookingRecord,
  ): Promise<{ service?: ServiceRecord; policy: PolicyRecord }> {
    const service = await servicesRepo.findService(db, record.siteId, repo.serviceIdOf(record));
    const policy = await deps.policies.policyFor(record.siteId, service?.bookingPolicyId ?? '');
    return { ...(service ? { service } : {}), policy };
  }

  /**
   * Gives back what `before` held at its session: a class's spots (offered to its waitlist, whose
   * admitted bookings get their events) or a place on the waitlist.
   */
  async function release(
    tx: Transaction,
    before: repo.BookingRecord,
    service: ServiceRecord | undefined,
    settings: BookingsSettings,
  ) {
    if (before.staffId) return;
    const serviceId = repo.serviceIdOf(before);
    if (before.status === 'WAITING_LIST') {
      await repo.leaveWaitlist(tx, serviceId, before.startDate, before.numberOfParticipants);
      return;
    }
    if (!repo.HOLDING.includes(before.status)) return;
    await repo.releaseClassSpots(tx, serviceId, before.startDate, before.numberOfParticipants);
    if (service) await admitWaiting(tx, before, service, settings);
  }

  /** Gives the spots now free at `booking`'s class session to its waitlist, and records each admission. */
  async function admitWaiting(
    tx: Transaction,
    booking: repo.BookingRecord,
    service: ServiceRecord,
    settings: BookingsSettings,
  ) {
    const session = {
      siteId: booking.siteId,
      serviceId: service.id,
      start: booking.startDate,
      capacity: service.defaultCapacity,
    };
    for (const admitted of await giveFreedSpots(tx, session, settings, nowIso()))
      await record(tx, admitted, admitted.status === 'CONFIRMED' ? 'confirmed' : 'updated');
  }

  return { nowIso, record, mayTouch, readable, locked, rulesOf, release, admitWaiting };
}

export type BookingAccess = ReturnType<typeof createBookingAccess>;
