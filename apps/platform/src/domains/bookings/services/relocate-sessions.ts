import type { BookingStatus } from '@bazaar/contracts';
import { lockName } from '../../../kernel/db/counters.js';
import type { Transaction } from '../../../kernel/db/database.js';
import { recordEvent } from '../../../kernel/events.js';
import { presentBooking } from '../bookings/book-slot.js';
import * as bookingsRepo from '../bookings/repo.js';
import { type BookingRecord, HOLDING } from '../bookings/repo.js';
import { BOOKING_FQDN } from '../events.js';
import type { ServiceRecord } from './service-record.js';

type ServiceLocation = ServiceRecord['locations'][number];

/** The bookings a location change can still move or cancel: not cancelled, declined or over. */
const ACTIVE: readonly BookingStatus[] = [...HOLDING, 'WAITING_LIST'];

export interface Relocation {
  siteId: string;
  /** The service as it was before its locations changed. */
  service: ServiceRecord;
  /** The ids of the locations it no longer has. */
  removed: ReadonlySet<string>;
  /** MOVE_TO_LOCATION rewrites where the bookings take place (to `target`); DELETE cancels them. */
  action: 'MOVE_TO_LOCATION' | 'DELETE';
  target?: ServiceLocation;
  /** Now, by the service's clock: only bookings that start later change. */
  now: string;
}

const bookingLocation = (
  location: ServiceLocation,
): NonNullable<BookingRecord['bookedEntity']['location']> => ({
  id: location.id,
  locationType: location.type,
  ...(location.formattedAddress ? { formattedAddress: location.formattedAddress } : {}),
});

/**
 * Moves or cancels the service's future bookings at removed locations, inside the caller's
 * transaction (the one that changes the service's locations), each under the lock the bookings
 * part takes to change a booking. Past bookings and bookings at the customer's place never change
 * (Wix, Set Service Locations). A booking made before bookings recorded their location took place
 * at the service's first location, the only one availability offered. Returns how many changed.
 */
export async function relocateFutureSessions(tx: Transaction, relocation: Relocation): Promise<number> {
  const { siteId, service, removed, action, target, now } = relocation;
  const firstLocation = service.locations[0];
  const candidates = await bookingsRepo.idsStartingAfter(tx, siteId, service.id, now, ACTIVE);
  let changed = 0;
  for (const id of candidates) {
    await lockName(tx, `booking:${id}`);
    const booking = await bookingsRepo.findBooking(tx, siteId, id);
    if (!booking) continue;
    const at = booking.bookedEntity.location ?? (firstLocation && bookingLocation(firstLocation));
    if (!at || !removed.has(at.id) || at.locationType === 'CUSTOMER' || !ACTIVE.includes(booking.status))
      continue;

    const next: BookingRecord =
      action === 'DELETE'
        ? { ...booking, status: 'CANCELED', revision: booking.revision + 1, updatedDate: now }
        : {
            ...booking,
            bookedEntity: {
              ...booking.bookedEntity,
              ...(target ? { location: bookingLocation(target) } : {}),
            },
            revision: booking.revision + 1,
            updatedDate: now,
          };
    if (!(await bookingsRepo.updateBooking(tx, next))) continue;
    // A cancelled class booking gives its spots (or its place in line) back, as cancelling it
    // through the bookings API does; every booking of the session at this place is cancelled
    // with it, so no one waiting is offered them.
    if (action === 'DELETE' && !booking.staffId) {
      if (booking.status === 'WAITING_LIST')
        await bookingsRepo.leaveWaitlist(tx, service.id, booking.startDate, booking.numberOfParticipants);
      else
        await bookingsRepo.releaseClassSpots(tx, service.id, booking.startDate, booking.numberOfParticipants);
    }
    await recordEvent(tx, {
      siteId,
      entityFqdn: BOOKING_FQDN,
      action: action === 'DELETE' ? 'canceled' : 'updated',
      entityId: id,
      entity: presentBooking(next),
      eventTime: now,
    });
    changed++;
  }
  return changed;
}
