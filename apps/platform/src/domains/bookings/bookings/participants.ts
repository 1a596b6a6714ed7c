import type { Booking, UpdateNumberOfParticipantsRequest } from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import { ApplicationError, notFound } from '../../../kernel/errors.js';
import { presentBooking } from './book-slot.js';
import { type BookingAccess, type BookingsDeps, badStatus } from './booking-access.js';
import { checkParticipants } from './booking-rules.js';
import * as repo from './repo.js';

export function createParticipantChanges(deps: BookingsDeps, access: BookingAccess) {
  const { db } = deps;
  const { readable, rulesOf, locked, record, admitWaiting, nowIso } = access;
  return {
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
  };
}
