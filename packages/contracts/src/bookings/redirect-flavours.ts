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

/** `bookingsBook`: the booking page of one service (Wix's `resourceId` names the service). */
export const BookingsBookSchema = Type.Object({
  resourceId: Type.String({ minLength: 1, maxLength: 100 }),
});
