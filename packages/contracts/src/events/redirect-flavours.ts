import { type Static, Type } from 'typebox';

/**
 * `eventsCheckout` of a redirect session (reference §2.8): the hosted "Add your details" page for
 * tickets the visitor holds. The event is named by its slug, as its page is; the reservation is
 * the hold `createReservation` gave the same visitor.
 */
export const EventsCheckoutSchema = Type.Object({
  eventSlug: Type.String({ minLength: 1, maxLength: 200 }),
  reservationId: Type.String({ minLength: 1, maxLength: 100 }),
});
export type EventsCheckout = Static<typeof EventsCheckoutSchema>;
