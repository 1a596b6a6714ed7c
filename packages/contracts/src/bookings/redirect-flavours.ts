import { type Static, Type } from 'typebox';
import { BookedSlotSchema } from './booking.js';

const TimeZoneSchema = Type.String({ minLength: 1, maxLength: 64, description: 'An IANA time zone' });

/**
 * `bookingsCheckout` of a redirect session (reference §2.8): the availability entry the visitor
 * chose, sent back whole as `queryAvailability` gave it (only its `slot` is read: the platform
 * checks the rest again), and the time zone the hosted page shows times in.
 */
export const BookingsCheckoutSchema = Type.Object({
  slotAvailability: Type.Object({ slot: BookedSlotSchema }),
  timezone: Type.Optional(TimeZoneSchema),
});
export type BookingsCheckout = Static<typeof BookingsCheckoutSchema>;

/**
 * `bookingsBook`: the hosted "Book Online" page, where a visitor chooses a service and a time.
 * `resourceId` narrows it: a service's id opens that service alone, a staff member's id the
 * services they give, with them; without it, every service the site has online.
 */
export const BookingsBookSchema = Type.Object({
  resourceId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
