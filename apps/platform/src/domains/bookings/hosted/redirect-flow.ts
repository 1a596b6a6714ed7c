import type { Database } from '../../../kernel/db/database.js';
import { notFound, ValidationError } from '../../../kernel/errors.js';
import { isTimeZone } from '../../../kernel/zoned-time.js';
import type { RedirectFlow } from '../../redirects/flows.js';
import * as servicesRepo from '../services/repo.js';
import { bookOffer } from './book-page.js';

/**
 * `bookingsCheckout`: the hosted "Booking Details" page for a slot that availability gave the
 * visitor. A link is made for a service they can see and a slot that makes sense; whether the
 * time is still free is the page's to say (and the booking's to decide).
 */
export function bookingsCheckoutFlow(db: Database): RedirectFlow {
  return {
    flavour: 'bookingsCheckout',
    hostedPath: '/hosted/booking',
    async validate(identity, request) {
      const checkout = request.bookingsCheckout;
      if (!checkout) return;
      const { slot } = checkout.slotAvailability;
      const service = await servicesRepo.findService(db, identity.siteId, slot.serviceId);
      if (!service || service.hidden) throw notFound('Service', slot.serviceId);
      if (Date.parse(slot.endDate) <= Date.parse(slot.startDate)) {
        throw ValidationError.field(
          'bookingsCheckout.slotAvailability.slot.endDate',
          'must be after the start date',
          'VALIDATION',
        );
      }
      if (checkout.timezone !== undefined && !isTimeZone(checkout.timezone)) {
        throw ValidationError.field(
          'bookingsCheckout.timezone',
          'must be an IANA time zone, e.g. Europe/Berlin',
          'FORMAT',
        );
      }
    },
  };
}

/**
 * `bookingsBook`: the hosted "Book Online" page, where the visitor chooses a service and a time
 * (then books it on the Booking Details page). A link is made only for a `resourceId` that names
 * a service or an active staff member of the site.
 */
export function bookingsBookFlow(db: Database): RedirectFlow {
  return {
    flavour: 'bookingsBook',
    hostedPath: '/hosted/book',
    async validate(identity, request) {
      if (request.bookingsBook) await bookOffer(db, identity.siteId, request.bookingsBook.resourceId);
    },
  };
}
