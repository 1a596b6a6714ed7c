import type { Booking, CreateBookingRequest, Query } from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import { ApplicationError, notFound } from '../../../kernel/errors.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { customerChangeRefusal } from '../policies/rules.js';
import { createSlotBooker, presentBooking } from './book-slot.js';
import {
  type BookingsDeps,
  badStatus,
  createBookingAccess,
  ownBookingsQuery,
  policyRefusal,
} from './booking-access.js';
import { refundEnded } from './booking-refund.js';
import { createExtendedBookings } from './extended-bookings.js';
import type { OwnCalendar } from './own-calendar.js';
import { createParticipantChanges } from './participants.js';
import * as repo from './repo.js';
import { createRescheduling } from './reschedule.js';

/** Which moves a booking may make, and from where (Wix Bookings' states). */
const MOVES = {
  confirm: { from: ['CREATED', 'PENDING'], to: 'CONFIRMED', event: 'confirmed' },
  decline: { from: ['CREATED', 'PENDING', 'WAITING_LIST'], to: 'DECLINED', event: 'declined' },
  cancel: { from: ['CREATED', 'CONFIRMED', 'PENDING', 'WAITING_LIST'], to: 'CANCELED', event: 'canceled' },
} as const;
export type BookingMove = keyof typeof MOVES;

/**
 * Bookings: made by `bookSlot` (no double booking, ever), then confirmed, declined, cancelled,
 * rescheduled or given another number of participants. Customers cancel and reschedule within
 * their service's policy; the business may at any time. A class spot given back goes to the first
 * booker on its waitlist.
 */
export function createBookingsService(
  deps: BookingsDeps & { payments: Pick<PaymentProvider, 'refund'>; calendar: OwnCalendar },
) {
  const { db, clock } = deps;
  const { plan, refusalOf, bookSlot } = createSlotBooker(deps);
  const access = createBookingAccess(deps);
  const { nowIso, record, mayTouch, readable, locked, rulesOf, release } = access;

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
      // A staff member reads the bookings on their own calendar only.
      if (!(await deps.calendar.holds(identity, record))) throw notFound('Booking', id);
      return presentBooking(record);
    },

    /**
     * Confirms, declines or cancels a booking; a class spot given back goes to its waitlist, and a
     * payment taken online is refunded (`refundEnded`: the policy's fee kept from a customer).
     */
    async move(
      siteId: string,
      identity: AuthenticatedIdentity,
      id: string,
      move: BookingMove,
      options: { revision?: string; withRefund?: boolean } = {},
    ): Promise<Booking> {
      const { revision } = options;
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
        const moved = { ...before, status: rule.to, revision: before.revision + 1, updatedDate: nowIso() };
        const next =
          rule.to === 'CANCELED' || rule.to === 'DECLINED'
            ? await refundEnded(
                deps.payments,
                moved,
                policy,
                identity.kind === 'owner'
                  ? { by: 'business', withRefund: options.withRefund !== false }
                  : { by: 'customer' },
                clock.now(),
              )
            : moved;
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

    ...createRescheduling(deps, access),
    ...createParticipantChanges(deps, access),

    /** The owner's query of every booking, or a member's of the bookings they made. */
    async queryBookings(siteId: string, identity: AuthenticatedIdentity, query: Query | undefined) {
      const { records, pagingMetadata } = await repo.queryBookings(
        db,
        siteId,
        await ownBookingsQuery(identity, query, deps.calendar),
      );
      return { bookings: records.map(presentBooking), pagingMetadata };
    },

    /** Bookings with the caller's allowed actions and their attendance (Wix Bookings Reader). */
    queryExtendedBookings: createExtendedBookings(deps, access),
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
