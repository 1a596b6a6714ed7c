import type { Booking, BookingStatus, BookingsSettings, CreateBookingRequest } from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import type { Clock } from '../../../kernel/clock.js';
import { lockName } from '../../../kernel/db/counters.js';
import type { Database, Transaction } from '../../../kernel/db/database.js';
import { ApplicationError, notFound } from '../../../kernel/errors.js';
import { recordEvent } from '../../../kernel/events.js';
import { newId } from '../../../kernel/ids.js';
import type { Minor } from '../../../kernel/money.js';
import { violatesAny, violationsOf } from '../availability/policy.js';
import { serviceCandidates } from '../availability/service-slots.js';
import { BOOKING_FQDN } from '../events.js';
import * as servicesRepo from '../services/repo.js';
import type { ServiceRecord } from '../services/service-record.js';
import type { SettingsService } from '../settings/service.js';
import type { StaffRecord } from '../staff/repo.js';
import type { StaffService } from '../staff/service.js';
import * as repo from './repo.js';

export const slotTaken = (): ApplicationError =>
  new ApplicationError({
    status: 409,
    code: 'SLOT_NOT_AVAILABLE',
    description: 'This time is no longer available. Please choose another one',
  });

export const presentBooking = ({
  siteId: _siteId,
  staffId: _staffId,
  source: _source,
  revision,
  ...booking
}: repo.BookingRecord): Booking => ({
  ...booking,
  revision: String(revision),
});

/** What a booking costs its booker now: the service's price for each participant; undefined when unpriced. */
export function priceOf(service: ServiceRecord, participants: number): Minor | undefined {
  const { rateType, priceMinor } = service.payment;
  if (rateType === 'NO_FEE') return 0;
  if ((rateType === 'FIXED' || rateType === 'VARIED') && priceMinor !== undefined)
    return priceMinor * participants;
  return undefined;
}

export interface BookSlotOptions {
  /**
   * Where the booking came from (a hosted session, an order's line): one booking per source, so a
   * page sent twice books once. A second try with the same source answers the first booking.
   */
  source?: string;
  /**
   * Takes the payment once the slot is held, inside the booking's transaction; throws (rolling
   * everything back) when the payment fails. Called only for a priced booking.
   */
  collect?: (amount: Minor) => Promise<void>;
}

/** A booking checked against what needs no lock (the service, the policy), ready to be made. */
export interface BookingPlan {
  siteId: string;
  identity: AuthenticatedIdentity;
  input: CreateBookingRequest['booking'];
  service: ServiceRecord;
  settings: BookingsSettings;
  staff: StaffRecord[];
}

/**
 * Bookings are made in two steps: `plan` reads and checks what needs no lock, `bookSlot` takes the
 * slot inside the caller's transaction. No double booking, ever: an appointment is checked against
 * its staff members' bookings while their names are locked (PostgreSQL: advisory locks held to
 * COMMIT, taken in one order; SQLite: one writer), a class session's spots are taken by a
 * conditional update.
 */
export function createSlotBooker(deps: {
  db: Database;
  staff: Pick<StaffService, 'allStaff'>;
  settings: Pick<SettingsService, 'getSettings'>;
  clock: Clock;
}) {
  const { clock } = deps;

  async function plan(
    siteId: string,
    identity: AuthenticatedIdentity,
    input: CreateBookingRequest['booking'],
  ): Promise<BookingPlan> {
    const { slot } = input.bookedEntity;
    const participants = input.numberOfParticipants ?? 1;
    const [settings, staff, service] = await Promise.all([
      deps.settings.getSettings(siteId),
      deps.staff.allStaff(siteId),
      servicesRepo.findService(deps.db, siteId, slot.serviceId),
    ]);
    if (!service || (service.hidden && identity.kind !== 'owner')) throw notFound('Service', slot.serviceId);
    if (service.type === 'COURSE') {
      throw new ApplicationError({
        status: 400,
        code: 'UNSUPPORTED_SERVICE_TYPE',
        description: 'A course is booked as a whole, not by slot',
      });
    }
    if (service.type === 'APPOINTMENT' && participants !== 1) {
      throw new ApplicationError({
        status: 400,
        code: 'INVALID_PARTICIPANTS',
        description: 'An appointment is for one booker',
      });
    }
    const violations = violationsOf(Date.parse(slot.startDate), clock.now().getTime(), {
      ...settings.bookingPolicy,
      onlineBookingEnabled: settings.bookingPolicy.onlineBookingEnabled && service.onlineBookingEnabled,
    });
    // The owner books on the business's behalf, whatever the online-booking rules say.
    if (identity.kind !== 'owner' && violatesAny(violations)) {
      throw new ApplicationError({
        status: 400,
        code: 'BOOKING_POLICY_VIOLATION',
        description: violations.tooLateToBook
          ? 'This time is too soon to book'
          : violations.tooEarlyToBook
            ? 'This time is too far ahead to book yet'
            : 'This service cannot be booked online',
        data: { bookingPolicyViolations: violations },
      });
    }
    return { siteId, identity, input, service, settings, staff };
  }

  async function bookSlot(
    tx: Transaction,
    planned: BookingPlan,
    options: BookSlotOptions = {},
  ): Promise<Booking> {
    const { siteId, identity, input, service, settings, staff } = planned;
    if (options.source) {
      await lockName(tx, `booking-source:${siteId}:${options.source}`);
      const earlier = await repo.findBySource(tx, siteId, options.source);
      if (earlier) return presentBooking(earlier);
    }
    const { slot } = input.bookedEntity;
    const start = Date.parse(slot.startDate);
    const end = Date.parse(slot.endDate);
    const participants = input.numberOfParticipants ?? 1;
    const now = clock.now().getTime();

    const wanted = slot.resource?.id;
    const candidateIds = service.type === 'APPOINTMENT' ? (wanted ? [wanted] : service.staffMemberIds) : [];
    // Every staff member who could take it is held, in one order, before their bookings are read.
    for (const staffId of [...candidateIds].sort()) await lockName(tx, `staff-time:${siteId}:${staffId}`);
    const atStart = { from: start, to: start + 1 };
    const candidates = await serviceCandidates({
      db: tx,
      siteId,
      service,
      staff,
      ...(wanted ? { staffIds: new Set([wanted]) } : {}),
      settings,
      ...atStart,
    });
    const chosen = candidates.find((candidate) => candidate.start === start && candidate.end === end);
    if (!chosen) throw slotTaken();
    if (service.type === 'CLASS') {
      const taken = await repo.takeClassSpots(
        tx,
        siteId,
        service.id,
        slot.startDate,
        service.defaultCapacity,
        participants,
      );
      if (!taken) throw slotTaken();
    } else if (service.staffMemberIds.length === 0 && !wanted && chosen.member) {
      // "Any staff member" from the whole site: hold the one chosen, and read again under the lock.
      await lockName(tx, `staff-time:${siteId}:${chosen.member.id}`);
      const again = await serviceCandidates({
        db: tx,
        siteId,
        service,
        staff,
        staffIds: new Set([chosen.member.id]),
        settings,
        ...atStart,
      });
      if (!again.some((candidate) => candidate.start === start && candidate.end === end)) throw slotTaken();
    }

    const id = newId();
    const price = priceOf(service, participants);
    const online = input.selectedPaymentOption === 'ONLINE';
    let paid = false;
    if (online && options.collect && price !== undefined && price > 0) {
      await options.collect(price);
      paid = true;
    }
    const status: BookingStatus =
      identity.kind !== 'owner' && settings.bookingPolicy.requiresManualApproval ? 'PENDING' : 'CONFIRMED';
    const nowIso = new Date(now).toISOString();
    const record: repo.BookingRecord = {
      id,
      siteId,
      ...(chosen.member && service.type === 'APPOINTMENT' ? { staffId: chosen.member.id } : {}),
      ...(options.source ? { source: options.source } : {}),
      bookedEntity: {
        title: service.name,
        slot: {
          serviceId: service.id,
          scheduleId: service.scheduleId,
          startDate: new Date(start).toISOString(),
          endDate: new Date(end).toISOString(),
          timezone: slot.timezone ?? settings.timeZone,
          ...(chosen.member ? { resource: { id: chosen.member.id, name: chosen.member.name } } : {}),
        },
      },
      contactDetails: input.contactDetails,
      status,
      paymentStatus: price === 0 ? 'EXEMPT' : paid ? 'PAID' : 'NOT_PAID',
      selectedPaymentOption: input.selectedPaymentOption ?? 'OFFLINE',
      numberOfParticipants: participants,
      startDate: new Date(start).toISOString(),
      endDate: new Date(end).toISOString(),
      createdBy:
        identity.kind === 'member'
          ? { memberId: identity.memberId }
          : identity.kind === 'visitor'
            ? { anonymousVisitorId: identity.visitorId }
            : { appId: 'owner' },
      createdDate: nowIso,
      updatedDate: nowIso,
      revision: 1,
    };
    await repo.insertBooking(tx, record);
    await recordEvent(tx, {
      siteId,
      entityFqdn: BOOKING_FQDN,
      action: 'created',
      entityId: id,
      entity: presentBooking(record),
      eventTime: nowIso,
    });
    return presentBooking(record);
  }

  return { plan, bookSlot };
}

export type SlotBooker = ReturnType<typeof createSlotBooker>;
