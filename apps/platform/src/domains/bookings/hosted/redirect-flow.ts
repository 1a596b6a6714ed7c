import type { Database } from '../../../kernel/db/database.js';
import { notFound, ValidationError } from '../../../kernel/errors.js';
import type { RedirectFlow } from '../../redirects/flows.js';
import { isTimeZone } from '../availability/zoned-time.js';
import * as servicesRepo from '../services/repo.js';

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
