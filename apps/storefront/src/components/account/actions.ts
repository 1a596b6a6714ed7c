'use server';

import { visitorClient } from '../../lib/platform/visitor';

/** Why the platform refused a change to a booking, in the terms the account page has sentences for. */
export type BookingChangeRefusal = 'TOO_LATE' | 'TAKEN' | 'CHANGED' | 'OTHER';

export type BookingChangeResult = { ok: true } | { ok: false; refusal: BookingChangeRefusal };

const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 200;

function refusalOf(error: unknown): BookingChangeRefusal {
  const code = (error as { code?: string })?.code;
  if (
    code === 'CANCELLATION_POLICY_VIOLATION' ||
    code === 'RESCHEDULE_POLICY_VIOLATION' ||
    code === 'BOOKING_POLICY_VIOLATION'
  )
    return 'TOO_LATE';
  if (code === 'SLOT_NOT_AVAILABLE' || code === 'NOT_ENOUGH_SPOTS') return 'TAKEN';
  if (code === 'REVISION_MISMATCH' || code === 'INVALID_BOOKING_STATUS') return 'CHANGED';
  return 'OTHER';
}

async function attempt(change: () => Promise<unknown>): Promise<BookingChangeResult> {
  try {
    await change();
    return { ok: true };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === 'OTHER') console.error('A booking could not be changed:', error);
    return { ok: false, refusal };
  }
}

/** Cancels the member's own booking, as the service's policy allows. */
export async function cancelMyBooking(bookingId: string): Promise<BookingChangeResult> {
  if (!isId(bookingId)) return { ok: false, refusal: 'OTHER' };
  const client = await visitorClient();
  return attempt(() => client.bookings.cancelBooking(bookingId, {}));
}

/** Moves the member's own booking to another free time of its service, as the policy allows. */
export async function rescheduleMyBooking(
  bookingId: string,
  slot: { serviceId: string; startDate: string; endDate: string; timezone: string; resourceId?: string },
): Promise<BookingChangeResult> {
  if (![bookingId, slot.serviceId, slot.startDate, slot.endDate, slot.timezone].every(isId))
    return { ok: false, refusal: 'OTHER' };
  const client = await visitorClient();
  return attempt(() =>
    client.bookings.rescheduleBooking(bookingId, {
      serviceId: slot.serviceId,
      startDate: slot.startDate,
      endDate: slot.endDate,
      timezone: slot.timezone,
      ...(slot.resourceId ? { resource: { _id: slot.resourceId } } : {}),
    }),
  );
}
