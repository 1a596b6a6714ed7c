import type { BookingStatus, BookingsSettings } from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import { ApplicationError } from '../../../kernel/errors.js';
import type { Minor } from '../../../kernel/money.js';
import type { PolicyRecord } from '../policies/repo.js';
import { participantsLimit } from '../policies/rules.js';
import type { ServiceRecord } from '../services/service-record.js';

// What a booking costs, how many it may bring, and the status it starts in.

/** What a booking costs its booker now: the service's price for each participant; undefined when unpriced. */
export function priceOf(service: ServiceRecord, participants: number): Minor | undefined {
  const { rateType, priceMinor } = service.payment;
  if (rateType === 'NO_FEE') return 0;
  if ((rateType === 'FIXED' || rateType === 'VARIED') && priceMinor !== undefined)
    return priceMinor * participants;
  return undefined;
}

/** The status a booking that got its spot starts in: PENDING while the business approves each one. */
export const admittedStatus = (
  identity: AuthenticatedIdentity,
  settings: Pick<BookingsSettings, 'bookingPolicy'>,
): BookingStatus =>
  identity.kind !== 'owner' && settings.bookingPolicy.requiresManualApproval ? 'PENDING' : 'CONFIRMED';

/** Refuses more participants than one booking may bring under `policy` (an appointment: one). */
export function checkParticipants(policy: PolicyRecord, service: ServiceRecord, participants: number): void {
  const most = service.type === 'APPOINTMENT' ? 1 : participantsLimit(policy, service.defaultCapacity);
  if (participants > most) {
    throw new ApplicationError({
      status: 400,
      code: 'INVALID_PARTICIPANTS',
      description:
        most === 1
          ? 'A booking of this service is for one person'
          : `A booking can bring at most ${most} participants`,
      data: { maxParticipantsPerBooking: most },
    });
  }
}

/** A booking to pay with a plan the booker does not hold (or that does not cover the service). */
export const notCovered = () =>
  new ApplicationError({
    status: 400,
    code: 'NOT_COVERED_BY_A_PLAN',
    description: 'No plan you hold covers this service: choose another way to pay',
  });
