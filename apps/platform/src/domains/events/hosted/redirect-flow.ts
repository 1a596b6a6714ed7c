import type { Database } from '../../../kernel/db/database.js';
import { notFound } from '../../../kernel/errors.js';
import type { RedirectFlow } from '../../redirects/flows.js';
import * as eventsRepo from '../events/repo.js';
import { holderKeyOf } from '../reservations/holder.js';
import * as reservationsRepo from '../reservations/repo.js';

/**
 * `eventsCheckout`: the hosted "Add your details" page for tickets the visitor holds. A link is
 * made only for a published event and a reservation of that event made by the same caller; whether
 * the hold is still pending is the page's to say (it shows an expired hold as such).
 */
export function eventsCheckoutFlow(db: Database): RedirectFlow {
  return {
    flavour: 'eventsCheckout',
    hostedPath: '/hosted/event-checkout',
    async validate(identity, request) {
      const checkout = request.eventsCheckout;
      if (!checkout) return;
      const event = await eventsRepo.findEventBySlug(db, identity.siteId, checkout.eventSlug);
      if (!event || event.phase === 'DRAFT') throw notFound('Event', checkout.eventSlug);
      const reservation = await reservationsRepo.findReservation(db, identity.siteId, checkout.reservationId);
      if (!reservation || reservation.eventId !== event.id || reservation.holderKey !== holderKeyOf(identity))
        throw notFound('Reservation', checkout.reservationId);
    },
  };
}
