import type { Booking, RescheduleBookingRequest } from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import { notFound } from '../../../kernel/errors.js';
import { bookingViolations, customerChangeRefusal, violatesAny } from '../policies/rules.js';
import { presentBooking } from './book-slot.js';
import { type BookingAccess, type BookingsDeps, badStatus, policyRefusal } from './booking-access.js';
import { holdSlot } from './hold-slot.js';
import * as repo from './repo.js';

export function createRescheduling(deps: BookingsDeps, access: BookingAccess) {
  const { db, clock } = deps;
  const { readable, rulesOf, locked, record, release, nowIso } = access;
  return {
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
  };
}
