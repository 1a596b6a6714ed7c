import type {
  Booking,
  BookingsSettings,
  CreateBookingRequest,
  Query,
  RescheduleBookingRequest,
  UpdateNumberOfParticipantsRequest,
} from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import type { Clock } from '../../../kernel/clock.js';
import { lockName } from '../../../kernel/db/counters.js';
import type { Database, Transaction } from '../../../kernel/db/database.js';
import { ApplicationError, notFound, revisionMismatch } from '../../../kernel/errors.js';
import { type EventAction, recordEvent } from '../../../kernel/events.js';
import { BOOKING_FQDN, type BookingRescheduled } from '../events.js';
import type { FormsService } from '../forms/service.js';
import type { PolicyRecord } from '../policies/repo.js';
import { bookingViolations, customerChangeRefusal, violatesAny } from '../policies/rules.js';
import type { PoliciesService } from '../policies/service.js';
import * as servicesRepo from '../services/repo.js';
import type { ServiceRecord } from '../services/service-record.js';
import type { SettingsService } from '../settings/service.js';
import type { StaffService } from '../staff/service.js';
import { checkParticipants, createSlotBooker, presentBooking } from './book-slot.js';
import { holdSlot } from './hold-slot.js';
import type { MembershipCovers } from './membership-cover.js';
import * as repo from './repo.js';
import { giveFreedSpots } from './waitlist.js';

/** Which moves a booking may make, and from where (Wix Bookings' states). */
const MOVES = {
  confirm: { from: ['CREATED', 'PENDING'], to: 'CONFIRMED', event: 'confirmed' },
  decline: { from: ['CREATED', 'PENDING', 'WAITING_LIST'], to: 'DECLINED', event: 'declined' },
  cancel: { from: ['CREATED', 'CONFIRMED', 'PENDING', 'WAITING_LIST'], to: 'CANCELED', event: 'canceled' },
} as const;
export type BookingMove = keyof typeof MOVES;

const badStatus = (record: repo.BookingRecord, what: string) =>
  new ApplicationError({
    status: 400,
    code: 'INVALID_BOOKING_STATUS',
    description: `A ${record.status.toLowerCase().replace('_', ' ')} booking cannot be ${what}`,
  });

const policyRefusal = (code: string, description: string) =>
  new ApplicationError({ status: 400, code, description });

/**
 * Bookings: made by `bookSlot` (no double booking, ever), then confirmed, declined, cancelled,
 * rescheduled or given another number of participants. Customers cancel and reschedule within
 * their service's policy; the business may at any time. A class spot given back goes to the first
 * booker on its waitlist.
 */
export function createBookingsService(deps: {
  db: Database;
  staff: Pick<StaffService, 'allStaff'>;
  settings: Pick<SettingsService, 'getSettings'>;
  policies: Pick<PoliciesService, 'policyFor'>;
  forms: Pick<FormsService, 'formOf'>;
  covers: MembershipCovers;
  clock: Clock;
}) {
  const { db, clock } = deps;
  const { plan, refusalOf, bookSlot } = createSlotBooker(deps);
  const nowIso = () => clock.now().toISOString();

  const record = (
    tx: Transaction,
    next: repo.BookingRecord,
    action: EventAction,
    entity?: BookingRescheduled,
  ) =>
    recordEvent(tx, {
      siteId: next.siteId,
      entityFqdn: BOOKING_FQDN,
      action,
      entityId: next.id,
      entity: entity ?? presentBooking(next),
      eventTime: next.updatedDate,
    });

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

  return {
    /** Books a slot in a transaction of its own (the owner, or a member through the public path). */
    async createBooking(
      siteId: string,
      identity: AuthenticatedIdentity,
      input: CreateBookingRequest['booking'],
    ) {
      const planned = await plan(siteId, identity, input);
      return db.transaction((tx) => bookSlot(tx, planned, {}));
    },

    /** The two steps of `createBooking`, for a caller that does more in the booking's transaction (a payment). */
    planBooking: plan,
    /** Why a slot cannot be booked now by the caller under its policy (hosted pages say it first). */
    bookingRefusal: refusalOf,
    bookSlot,

    /** The booking made from `source` (a hosted session), if one was. */
    async bookingFromSource(siteId: string, source: string): Promise<Booking | undefined> {
      const record = await repo.findBySource(db, siteId, source);
      return record && presentBooking(record);
    },

    /**
     * A booking, for the owner or whoever made it: the member, or the visitor (a booker coming back
     * from Booking Details reads what they booked; changing it stays a member's or the owner's).
     */
    async getBooking(siteId: string, identity: AuthenticatedIdentity, id: string): Promise<Booking> {
      const record = await repo.findBooking(db, siteId, id);
      const madeByVisitor =
        identity.kind === 'visitor' && record?.createdBy.anonymousVisitorId === identity.visitorId;
      if (!record || !(mayTouch(identity, record) || madeByVisitor)) throw notFound('Booking', id);
      return presentBooking(record);
    },

    /** Confirms, declines or cancels a booking; a class spot given back goes to its waitlist. */
    async move(
      siteId: string,
      identity: AuthenticatedIdentity,
      id: string,
      move: BookingMove,
      revision?: string,
    ): Promise<Booking> {
      const rule = MOVES[move];
      if (move !== 'cancel' && identity.kind !== 'owner') {
        throw new ApplicationError({
          status: 403,
          code: 'PERMISSION_DENIED',
          description: `Only the business can ${move} a booking`,
        });
      }
      const { service, policy } = await rulesOf(await readable(siteId, identity, id));
      const settings = await deps.settings.getSettings(siteId);
      return db.transaction(async (tx) => {
        const before = await locked(tx, siteId, id, revision);
        if (!(rule.from as readonly string[]).includes(before.status)) throw badStatus(before, rule.event);
        // Leaving a waitlist is always allowed; giving up a held spot follows the policy.
        if (identity.kind !== 'owner' && before.status !== 'WAITING_LIST') {
          const refusal = customerChangeRefusal(
            policy,
            'cancel',
            Date.parse(before.startDate),
            clock.now().getTime(),
          );
          if (refusal) throw policyRefusal('CANCELLATION_POLICY_VIOLATION', refusal);
        }
        const next = { ...before, status: rule.to, revision: before.revision + 1, updatedDate: nowIso() };
        if (!(await repo.updateBooking(tx, next))) throw notFound('Booking', id);
        await record(tx, next, rule.event);
        if (rule.to === 'DECLINED' || rule.to === 'CANCELED') {
          await release(tx, before, service, settings);
          // A booking paid with a plan gives its session back to the plan.
          if (before.coverId) await deps.covers.get()?.giveBack(tx, siteId, before.coverId);
        }
        return presentBooking(next);
      });
    },

    /**
     * Moves a booking to another slot of its service, under the same no-double-booking rule as a
     * new booking (its own old time does not stand in the way). A class's old spots go to its
     * waitlist. Customers reschedule within the policy's window, into a slot they could book.
     */
    async reschedule(
      siteId: string,
      identity: AuthenticatedIdentity,
      id: string,
      request: RescheduleBookingRequest,
    ): Promise<Booking> {
      const current = await readable(siteId, identity, id);
      const { service, policy } = await rulesOf(current);
      if (!service) throw notFound('Service', repo.serviceIdOf(current));
      const { slot } = request;
      const booked = current.bookedEntity.slot;
      if (!booked) {
        throw policyRefusal(
          'INVALID_RESCHEDULE',
          'A course is booked as a whole and cannot be moved; cancel the booking and book another',
        );
      }
      if (slot.serviceId !== undefined && slot.serviceId !== service.id) {
        throw policyRefusal(
          'INVALID_RESCHEDULE',
          'A booking can be moved to another time of the same service only',
        );
      }
      const start = Date.parse(slot.startDate);
      const end = Date.parse(slot.endDate);
      const now = clock.now().getTime();
      const [settings, staff] = await Promise.all([
        deps.settings.getSettings(siteId),
        deps.staff.allStaff(siteId),
      ]);
      if (identity.kind !== 'owner') {
        const refusal = customerChangeRefusal(policy, 'reschedule', Date.parse(current.startDate), now);
        if (refusal) throw policyRefusal('RESCHEDULE_POLICY_VIOLATION', refusal);
        const online = settings.bookingPolicy.onlineBookingEnabled && service.onlineBookingEnabled;
        if (violatesAny(bookingViolations(policy, { start, end }, now, online)))
          throw policyRefusal(
            'BOOKING_POLICY_VIOLATION',
            'This time cannot be booked now; choose another one',
          );
      }
      return db.transaction(async (tx) => {
        const before = await locked(tx, siteId, id, request.revision);
        if (!repo.HOLDING.includes(before.status)) throw badStatus(before, 'rescheduled');
        // An appointment stays with its staff member unless the new slot names another.
        const wanted = slot.resource?.id ?? before.staffId;
        const { chosen } = await holdSlot(tx, {
          siteId,
          service,
          settings,
          policy,
          staff,
          start,
          end,
          ...(wanted ? { staffId: wanted } : {}),
          participants: before.numberOfParticipants,
          waitlist: false,
          movingBookingId: before.id,
        });
        const startDate = new Date(start).toISOString();
        const endDate = new Date(end).toISOString();
        const member = service.type === 'APPOINTMENT' ? chosen.member : undefined;
        const { resource: _resource, ...slotBefore } = booked;
        const { staffId: _staffId, ...rest } = before;
        const next: repo.BookingRecord = {
          ...rest,
          ...(member ? { staffId: member.id } : {}),
          bookedEntity: {
            ...before.bookedEntity,
            slot: {
              ...slotBefore,
              startDate,
              endDate,
              ...(slot.timezone ? { timezone: slot.timezone } : {}),
              ...(chosen.member ? { resource: { id: chosen.member.id, name: chosen.member.name } } : {}),
            },
          },
          startDate,
          endDate,
          revision: before.revision + 1,
          updatedDate: nowIso(),
        };
        if (!(await repo.updateBooking(tx, next))) throw notFound('Booking', id);
        await record(tx, next, 'rescheduled', {
          booking: presentBooking(next),
          previousStartDate: before.startDate,
          previousEndDate: before.endDate,
        });
        if (service.type === 'CLASS') await release(tx, before, service, settings);
        return presentBooking(next);
      });
    },

    /**
     * Changes how many people a class booking brings: more take spots by the conditional update
     * (refused when the class is full), fewer give spots back to the waitlist. A paid booking that
     * grows owes the difference (PARTIALLY_PAID). The business's call (as in Wix).
     */
    async updateParticipants(
      siteId: string,
      identity: AuthenticatedIdentity,
      id: string,
      request: UpdateNumberOfParticipantsRequest,
    ): Promise<Booking> {
      const current = await readable(siteId, identity, id);
      const { service, policy } = await rulesOf(current);
      if (!service) throw notFound('Service', repo.serviceIdOf(current));
      const wanted = request.totalParticipants;
      checkParticipants(policy, service, wanted);
      const settings = await deps.settings.getSettings(siteId);
      return db.transaction(async (tx) => {
        const before = await locked(tx, siteId, id, request.revision);
        if (!repo.HOLDING.includes(before.status)) throw badStatus(before, 'changed');
        const delta = wanted - before.numberOfParticipants;
        if (delta === 0) return presentBooking(before);
        const serviceId = repo.serviceIdOf(before);
        if (delta > 0) {
          const taken = await repo.takeClassSpots(
            tx,
            siteId,
            serviceId,
            before.startDate,
            service.defaultCapacity,
            delta,
          );
          if (!taken) {
            throw new ApplicationError({
              status: 409,
              code: 'NOT_ENOUGH_SPOTS',
              description: 'There are not enough spots left in this session for more participants',
            });
          }
        } else {
          await repo.releaseClassSpots(tx, serviceId, before.startDate, -delta);
        }
        const next: repo.BookingRecord = {
          ...before,
          numberOfParticipants: wanted,
          ...(delta > 0 && before.paymentStatus === 'PAID'
            ? { paymentStatus: 'PARTIALLY_PAID' as const }
            : {}),
          revision: before.revision + 1,
          updatedDate: nowIso(),
        };
        if (!(await repo.updateBooking(tx, next))) throw notFound('Booking', id);
        await record(tx, next, 'number_of_participants_updated');
        if (delta < 0) await admitWaiting(tx, before, service, settings);
        return presentBooking(next);
      });
    },

    /** The owner's query of every booking, or a member's of the bookings they made. */
    async queryBookings(siteId: string, identity: AuthenticatedIdentity, query: Query | undefined) {
      const own =
        identity.kind === 'owner'
          ? query
          : {
              ...query,
              filter: {
                $and: [
                  query?.filter ?? {},
                  { 'createdBy.memberId': identity.kind === 'member' ? identity.memberId : '' },
                ],
              },
            };
      const { records, pagingMetadata } = await repo.queryBookings(db, siteId, own);
      return { bookings: records.map(presentBooking), pagingMetadata };
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
