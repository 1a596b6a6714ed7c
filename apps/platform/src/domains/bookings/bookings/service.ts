import type { Booking, CreateBookingRequest, Query } from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import type { Clock } from '../../../kernel/clock.js';
import { lockName } from '../../../kernel/db/counters.js';
import type { Database, Queryable } from '../../../kernel/db/database.js';
import { ApplicationError, notFound } from '../../../kernel/errors.js';
import { type DomainEvent, type EventAction, recordEvent } from '../../../kernel/events.js';
import { newId } from '../../../kernel/ids.js';
import { violatesAny, violationsOf } from '../availability/policy.js';
import { serviceCandidates } from '../availability/service-slots.js';
import { BOOKING_FQDN } from '../events.js';
import * as servicesRepo from '../services/repo.js';
import type { SettingsService } from '../settings/service.js';
import type { StaffService } from '../staff/service.js';
import * as repo from './repo.js';

const slotTaken = (): ApplicationError =>
  new ApplicationError({
    status: 409,
    code: 'SLOT_NOT_AVAILABLE',
    description: 'This time is no longer available. Please choose another one',
  });

const present = ({
  siteId: _siteId,
  staffId: _staffId,
  revision,
  ...booking
}: repo.BookingRecord): Booking => ({
  ...booking,
  revision: String(revision),
});

/** Which moves a booking may make, and from where (Wix Bookings' states). */
const MOVES = {
  confirm: { from: ['CREATED', 'PENDING'], to: 'CONFIRMED', event: 'confirmed' },
  decline: { from: ['CREATED', 'PENDING', 'WAITING_LIST'], to: 'DECLINED', event: 'declined' },
  cancel: { from: ['CREATED', 'CONFIRMED', 'PENDING', 'WAITING_LIST'], to: 'CANCELED', event: 'canceled' },
} as const;
export type BookingMove = keyof typeof MOVES;

/**
 * Bookings: a slot taken by a booker. No double booking, ever: an appointment is checked against
 * the staff member's bookings while their name is locked (PostgreSQL: an advisory lock held to
 * COMMIT; SQLite: one writer), a class session's spots are taken by a conditional update.
 */
export function createBookingsService(deps: {
  db: Database;
  staff: Pick<StaffService, 'allStaff'>;
  settings: Pick<SettingsService, 'getSettings'>;
  clock: Clock;
}) {
  const { db, clock } = deps;
  const event = (
    record: repo.BookingRecord,
    action: EventAction,
  ): Omit<DomainEvent<typeof BOOKING_FQDN>, 'id'> => ({
    siteId: record.siteId,
    entityFqdn: BOOKING_FQDN,
    action,
    entityId: record.id,
    entity: present(record),
    eventTime: clock.now().toISOString(),
  });

  /** Whether `identity` may see or change `record`: the owner, or the member who booked it. */
  const mayTouch = (identity: AuthenticatedIdentity, record: repo.BookingRecord) =>
    identity.kind === 'owner' ||
    (identity.kind === 'member' && record.createdBy.memberId === identity.memberId);

  async function lockedRecord(tx: Queryable, siteId: string, id: string, identity: AuthenticatedIdentity) {
    await lockName(tx, `booking:${id}`);
    const record = await repo.findBooking(tx, siteId, id);
    if (!record || !mayTouch(identity, record)) throw notFound('Booking', id);
    return record;
  }

  return {
    async createBooking(
      siteId: string,
      identity: AuthenticatedIdentity,
      input: CreateBookingRequest['booking'],
    ): Promise<Booking> {
      const { slot } = input.bookedEntity;
      const start = Date.parse(slot.startDate);
      const end = Date.parse(slot.endDate);
      const participants = input.numberOfParticipants ?? 1;
      const [settings, staff] = await Promise.all([
        deps.settings.getSettings(siteId),
        deps.staff.allStaff(siteId),
      ]);
      const service = await servicesRepo.findService(db, siteId, slot.serviceId);
      if (!service || (service.hidden && identity.kind !== 'owner'))
        throw notFound('Service', slot.serviceId);
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
      const now = clock.now().getTime();
      const violations = violationsOf(start, now, {
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
      return db.transaction(async (tx) => {
        const wanted = slot.resource?.id;
        const candidateIds =
          service.type === 'APPOINTMENT' ? (wanted ? [wanted] : service.staffMemberIds) : [];
        // Every staff member who could take it is held, in one order, before their bookings are read.
        for (const staffId of [...candidateIds].sort()) await lockName(tx, `staff-time:${siteId}:${staffId}`);
        const candidates = await serviceCandidates({
          db: tx,
          siteId,
          service,
          staff,
          ...(wanted ? { staffIds: new Set([wanted]) } : {}),
          settings,
          from: start,
          to: start + 1,
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
            from: start,
            to: start + 1,
          });
          if (!again.some((candidate) => candidate.start === start && candidate.end === end))
            throw slotTaken();
        }
        const nowIso = new Date(now).toISOString();
        const record: repo.BookingRecord = {
          id: newId(),
          siteId,
          ...(chosen.member && service.type === 'APPOINTMENT' ? { staffId: chosen.member.id } : {}),
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
          status: 'CONFIRMED',
          paymentStatus: service.payment.rateType === 'NO_FEE' ? 'EXEMPT' : 'NOT_PAID',
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
        await recordEvent(tx, event(record, 'created'));
        return present(record);
      });
    },

    async getBooking(siteId: string, identity: AuthenticatedIdentity, id: string): Promise<Booking> {
      const record = await repo.findBooking(db, siteId, id);
      if (!record || !mayTouch(identity, record)) throw notFound('Booking', id);
      return present(record);
    },

    /** Confirms, declines or cancels a booking; a cancelled class spot opens again. */
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
      return db.transaction(async (tx) => {
        const record = await lockedRecord(tx, siteId, id, identity);
        if (revision !== undefined && Number(revision) !== record.revision) {
          throw new ApplicationError({
            status: 409,
            code: 'REVISION_MISMATCH',
            description: 'The booking was changed since it was read',
          });
        }
        if (!(rule.from as readonly string[]).includes(record.status)) {
          throw new ApplicationError({
            status: 400,
            code: 'INVALID_BOOKING_STATUS',
            description: `A ${record.status.toLowerCase()} booking cannot be ${rule.event}`,
          });
        }
        const next: repo.BookingRecord = {
          ...record,
          status: rule.to,
          revision: record.revision + 1,
          updatedDate: clock.now().toISOString(),
        };
        if (!(await repo.updateBooking(tx, next))) throw notFound('Booking', id);
        const freed = repo.HOLDING.includes(record.status) && !repo.HOLDING.includes(rule.to);
        if (freed && !record.staffId) {
          await repo.releaseClassSpots(
            tx,
            record.bookedEntity.slot.serviceId,
            record.startDate,
            record.numberOfParticipants,
          );
        }
        await recordEvent(tx, event(next, rule.event));
        return present(next);
      });
    },

    async queryBookings(siteId: string, query: Query | undefined) {
      const { records, pagingMetadata } = await repo.queryBookings(db, siteId, query);
      return { bookings: records.map(present), pagingMetadata };
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
