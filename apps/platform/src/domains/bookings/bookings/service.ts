import type { Booking, CreateBookingRequest, Query } from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import type { Clock } from '../../../kernel/clock.js';
import { lockName } from '../../../kernel/db/counters.js';
import type { Database, Queryable } from '../../../kernel/db/database.js';
import { ApplicationError, notFound } from '../../../kernel/errors.js';
import { type DomainEvent, type EventAction, recordEvent } from '../../../kernel/events.js';
import { BOOKING_FQDN } from '../events.js';
import type { SettingsService } from '../settings/service.js';
import type { StaffService } from '../staff/service.js';
import { createSlotBooker, presentBooking } from './book-slot.js';
import * as repo from './repo.js';

/** Which moves a booking may make, and from where (Wix Bookings' states). */
const MOVES = {
  confirm: { from: ['CREATED', 'PENDING'], to: 'CONFIRMED', event: 'confirmed' },
  decline: { from: ['CREATED', 'PENDING', 'WAITING_LIST'], to: 'DECLINED', event: 'declined' },
  cancel: { from: ['CREATED', 'CONFIRMED', 'PENDING', 'WAITING_LIST'], to: 'CANCELED', event: 'canceled' },
} as const;
export type BookingMove = keyof typeof MOVES;

/** Bookings: made by `bookSlot` (no double booking, ever), then confirmed, declined or cancelled. */
export function createBookingsService(deps: {
  db: Database;
  staff: Pick<StaffService, 'allStaff'>;
  settings: Pick<SettingsService, 'getSettings'>;
  clock: Clock;
}) {
  const { db, clock } = deps;
  const { plan, bookSlot } = createSlotBooker(deps);
  const event = (
    record: repo.BookingRecord,
    action: EventAction,
  ): Omit<DomainEvent<typeof BOOKING_FQDN>, 'id'> => ({
    siteId: record.siteId,
    entityFqdn: BOOKING_FQDN,
    action,
    entityId: record.id,
    entity: presentBooking(record),
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
    bookSlot,

    /** The booking made from `source` (a hosted session), if one was. */
    async bookingFromSource(siteId: string, source: string): Promise<Booking | undefined> {
      const record = await repo.findBySource(db, siteId, source);
      return record && presentBooking(record);
    },

    async getBooking(siteId: string, identity: AuthenticatedIdentity, id: string): Promise<Booking> {
      const record = await repo.findBooking(db, siteId, id);
      if (!record || !mayTouch(identity, record)) throw notFound('Booking', id);
      return presentBooking(record);
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
        return presentBooking(next);
      });
    },

    async queryBookings(siteId: string, query: Query | undefined) {
      const { records, pagingMetadata } = await repo.queryBookings(db, siteId, query);
      return { bookings: records.map(presentBooking), pagingMetadata };
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
