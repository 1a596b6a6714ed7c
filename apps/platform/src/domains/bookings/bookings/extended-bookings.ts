import type { QueryExtendedBookingsRequest, QueryExtendedBookingsResponse } from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import { attendanceOfBookings } from '../attendance/repo.js';
import { customerChangeRefusal } from '../policies/rules.js';
import { presentBooking } from './book-slot.js';
import { type BookingAccess, type BookingsDeps, ownBookingsQuery } from './booking-access.js';
import type { OwnCalendar } from './own-calendar.js';
import * as repo from './repo.js';

/**
 * Wix's Bookings Reader over the same bookings and rules: the caller's page of bookings (every
 * one for the owner, a member's own), each with what the caller may do with it now, under the
 * booking's policy, and its attendance, when asked for.
 */
export function createExtendedBookings(
  deps: Pick<BookingsDeps, 'db' | 'clock'> & { calendar: Pick<OwnCalendar, 'narrow'> },
  access: Pick<BookingAccess, 'rulesOf'>,
) {
  const { db, clock } = deps;
  return async function queryExtendedBookings(
    siteId: string,
    identity: AuthenticatedIdentity,
    request: QueryExtendedBookingsRequest,
  ): Promise<QueryExtendedBookingsResponse> {
    const query = await ownBookingsQuery(identity, request.query, deps.calendar);
    const { records, pagingMetadata } = await repo.queryBookings(db, siteId, query);
    const attendance = request.withBookingAttendanceInfo
      ? new Map(
          (
            await attendanceOfBookings(
              db,
              siteId,
              records.map((record) => record.id),
            )
          ).map((found) => [found.bookingId, found]),
        )
      : undefined;
    const now = clock.now().getTime();
    const extendedBookings = [];
    for (const record of records) {
      let allowedActions: { cancel: boolean; reschedule: boolean } | undefined;
      if (request.withBookingAllowedActions) {
        const holds = repo.HOLDING.includes(record.status);
        const start = Date.parse(record.startDate);
        const { policy } = identity.kind === 'owner' ? { policy: undefined } : await access.rulesOf(record);
        const allowed = (change: 'cancel' | 'reschedule') =>
          holds && (policy === undefined || customerChangeRefusal(policy, change, start, now) === undefined);
        allowedActions = {
          cancel: allowed('cancel') || record.status === 'WAITING_LIST',
          reschedule: allowed('reschedule'),
        };
      }
      const found = attendance?.get(record.id);
      extendedBookings.push({
        booking: presentBooking(record),
        ...(allowedActions ? { allowedActions } : {}),
        ...(found
          ? { attendance: { id: found.id, status: found.status, numberOfAttendees: found.numberOfAttendees } }
          : {}),
      });
    }
    return { extendedBookings, pagingMetadata };
  };
}
