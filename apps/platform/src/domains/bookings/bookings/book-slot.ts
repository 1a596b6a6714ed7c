import type { Booking, BookingStatus, BookingsSettings, CreateBookingRequest } from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import type { Clock } from '../../../kernel/clock.js';
import { lockName } from '../../../kernel/db/counters.js';
import type { Database, Queryable, Transaction } from '../../../kernel/db/database.js';
import { ApplicationError } from '../../../kernel/errors.js';
import { recordEvent } from '../../../kernel/events.js';
import { newId } from '../../../kernel/ids.js';
import { BOOKING_FQDN } from '../events.js';
import { checkedAnswers } from '../forms/answers.js';
import type { FormsService } from '../forms/service.js';
import type { PolicyRecord } from '../policies/repo.js';
import { bookingViolations, violatesAny, violationSentence } from '../policies/rules.js';
import type { PoliciesService } from '../policies/service.js';
import type { ServiceRecord } from '../services/service-record.js';
import type { SettingsService } from '../settings/service.js';
import type { StaffService } from '../staff/service.js';
import { bookedTarget } from './booked-target.js';
import type { BookingNotices } from './booking-notices.js';
import type { BookingPlan, BookSlotOptions } from './booking-plan.js';
import { admittedStatus, checkParticipants, notCovered, priceOf } from './booking-rules.js';
import { holdSlot } from './hold-slot.js';
import type { MembershipCovers } from './membership-cover.js';
import * as repo from './repo.js';

export const presentBooking = ({
  siteId: _siteId,
  staffId: _staffId,
  source: _source,
  waitlistPlace: _waitlistPlace,
  coverId: _coverId,
  payment: _payment,
  revision,
  ...booking
}: repo.BookingRecord): Booking => ({
  ...booking,
  // Wix's newer name for the participants, which its official client reads.
  totalParticipants: booking.numberOfParticipants,
  revision: String(revision),
});

/**
 * Bookings are made in two steps: `plan` reads and checks what needs no lock, `bookSlot` takes the
 * slot inside the caller's transaction. No double booking, ever: an appointment is checked against
 * its staff members' bookings while their names are locked (PostgreSQL: advisory locks held to
 * COMMIT, taken in one order; SQLite: one writer), a class session's spots are taken by a
 * conditional update.
 */
export function createSlotBooker(deps: {
  db: Database;
  covers: MembershipCovers;
  staff: Pick<StaffService, 'allStaff'>;
  settings: Pick<SettingsService, 'getSettings'>;
  policies: Pick<PoliciesService, 'policyFor'>;
  forms: Pick<FormsService, 'formOf'>;
  notices: Pick<BookingNotices, 'afterChange'>;
  clock: Clock;
}) {
  const { clock } = deps;

  /**
   * The policy rules a booking of `target` by `identity` breaks now, or undefined when it may be
   * booked. The owner books on the business's behalf, whatever the online-booking rules say.
   */
  function violationsOf(
    identity: AuthenticatedIdentity,
    policy: PolicyRecord,
    target: { start: number; end: number },
    settings: Pick<BookingsSettings, 'bookingPolicy'>,
    service: ServiceRecord,
  ) {
    if (identity.kind === 'owner') return undefined;
    const violations = bookingViolations(
      policy,
      target,
      clock.now().getTime(),
      settings.bookingPolicy.onlineBookingEnabled && service.onlineBookingEnabled,
    );
    return violatesAny(violations) ? violations : undefined;
  }

  /**
   * Why `identity` cannot book the slot now under its service's policy, in the words a booker
   * reads, or undefined when they can (spots are counted when the booking is made).
   */
  async function refusalOf(
    siteId: string,
    identity: AuthenticatedIdentity,
    bookedEntity: CreateBookingRequest['booking']['bookedEntity'],
  ): Promise<string | undefined> {
    const settings = await deps.settings.getSettings(siteId);
    const target = await bookedTarget(deps.db, siteId, identity, bookedEntity, settings.timeZone);
    const policy = await deps.policies.policyFor(siteId, target.service.bookingPolicyId);
    const violations = violationsOf(identity, policy, target, settings, target.service);
    return violations && violationSentence(violations);
  }

  /** Reads through `on` when the booking is made inside a transaction the caller already holds. */
  async function plan(
    siteId: string,
    identity: AuthenticatedIdentity,
    input: CreateBookingRequest['booking'],
    on: Queryable = deps.db,
  ): Promise<BookingPlan> {
    const participants = input.numberOfParticipants ?? 1;
    const [settings, staff] = await Promise.all([
      deps.settings.getSettings(siteId, on),
      deps.staff.allStaff(siteId, on),
    ]);
    const target = await bookedTarget(on, siteId, identity, input.bookedEntity, settings.timeZone);
    const { service } = target;
    const policy = await deps.policies.policyFor(siteId, service.bookingPolicyId, on);
    checkParticipants(policy, service, participants);
    const violations = violationsOf(identity, policy, target, settings, service);
    if (violations) {
      throw new ApplicationError({
        status: 400,
        code: 'BOOKING_POLICY_VIOLATION',
        description: violationSentence(violations),
        data: { bookingPolicyViolations: violations },
      });
    }
    const answers = checkedAnswers(await deps.forms.formOf(service, on), input.additionalFields);
    return { siteId, identity, input, target, service, settings, policy, answers, staff };
  }

  async function bookSlot(
    tx: Transaction,
    planned: BookingPlan,
    options: BookSlotOptions = {},
  ): Promise<Booking> {
    const { siteId, identity, input, target, service, settings, policy, answers, staff } = planned;
    if (options.source) {
      await lockName(tx, `booking-source:${siteId}:${options.source}`);
      const earlier = await repo.findBySource(tx, siteId, options.source);
      if (earlier) return presentBooking(earlier);
    }
    const { start, end } = target;
    const participants = input.numberOfParticipants ?? 1;
    const now = clock.now().getTime();

    const id = newId();
    const { chosen, waitlistPlace } = await holdSlot(tx, {
      siteId,
      service,
      settings,
      policy,
      staff,
      start,
      end,
      ...(target.staffId ? { staffId: target.staffId } : {}),
      participants,
      waitlist: options.waitlist ?? true,
    });
    const waitlisted = waitlistPlace !== undefined;

    const price = priceOf(service, participants);
    const online = input.selectedPaymentOption === 'ONLINE';
    const membership = input.selectedPaymentOption === 'MEMBERSHIP';
    // Paid with a plan: one of its sessions is used in this transaction, or nothing is booked.
    let coverId: string | undefined;
    if (membership) {
      const cover = deps.covers.get();
      if (!cover || identity.kind !== 'member' || service.payment.pricingPlanIds.length === 0)
        throw notCovered();
      ({ coverId } = await cover.redeem(tx, {
        siteId,
        memberId: identity.memberId,
        planIds: service.payment.pricingPlanIds,
        bookingId: id,
      }));
    }
    let paid = false;
    let payment: repo.BookingRecord['payment'];
    // A booker on the waitlist pays once given a spot, not for the wait.
    if (online && !waitlisted && options.collect && price !== undefined && price > 0) {
      const collected = await options.collect(price);
      if (collected) payment = { ...collected, amountMinor: price };
      paid = true;
    }
    const status: BookingStatus = waitlisted ? 'WAITING_LIST' : admittedStatus(identity, settings);
    const nowIso = new Date(now).toISOString();
    // Where it takes place: the service location the slot names, else the service's first one.
    const named = target.locationId;
    const location = service.locations.find((candidate) => candidate.id === named) ?? service.locations[0];
    const record: repo.BookingRecord = {
      id,
      siteId,
      ...(chosen.member && service.type === 'APPOINTMENT' ? { staffId: chosen.member.id } : {}),
      ...(options.source ? { source: options.source } : {}),
      ...(waitlisted ? { waitlistPlace } : {}),
      ...(coverId ? { coverId } : {}),
      ...(payment ? { payment } : {}),
      bookedEntity: {
        title: service.name,
        ...(service.type === 'COURSE'
          ? {
              schedule: {
                serviceId: service.id,
                scheduleId: service.scheduleId,
                timezone: target.timezone ?? settings.timeZone,
                firstSessionStart: new Date(start).toISOString(),
                lastSessionEnd: new Date(end).toISOString(),
              },
            }
          : {
              slot: {
                serviceId: service.id,
                scheduleId: service.scheduleId,
                startDate: new Date(start).toISOString(),
                endDate: new Date(end).toISOString(),
                timezone: target.timezone ?? settings.timeZone,
                ...(chosen.member ? { resource: { id: chosen.member.id, name: chosen.member.name } } : {}),
              },
            }),
        ...(location
          ? {
              location: {
                id: location.id,
                locationType: location.type,
                ...(location.formattedAddress ? { formattedAddress: location.formattedAddress } : {}),
              },
            }
          : {}),
      },
      contactDetails: input.contactDetails,
      ...(answers.length > 0 ? { additionalFields: answers } : {}),
      status,
      paymentStatus: price === 0 || membership ? 'EXEMPT' : paid ? 'PAID' : 'NOT_PAID',
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
    await deps.notices.afterChange(tx, record, 'created');
    return presentBooking(record);
  }

  return { plan, refusalOf, bookSlot };
}

export type SlotBooker = ReturnType<typeof createSlotBooker>;
