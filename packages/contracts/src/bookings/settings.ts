import { type Static, Type } from 'typebox';
import { WeeklySpanSchema } from './service.js';

/**
 * The site's booking rules at a glance (this platform's shortcut): how much notice a booking needs
 * and how far ahead it may be made, which are the default booking policy's limitLateBookingPolicy
 * and limitEarlyBookingPolicy (booking-policy.ts has the whole policy), and two site-wide switches:
 * whether visitors may book online, and whether the business approves each booking itself.
 */
export const SiteBookingRulesSchema = Type.Object({
  minNoticeMinutes: Type.Integer({ minimum: 0, maximum: 525_600 }),
  maxDaysInAdvance: Type.Union([Type.Integer({ minimum: 1, maximum: 3650 }), Type.Null()]),
  onlineBookingEnabled: Type.Boolean(),
  /** The business approves each booking itself: a new booking waits as PENDING (false unless set). */
  requiresManualApproval: Type.Optional(Type.Boolean()),
});

/**
 * The site's booking settings (this platform's own call: Wix keeps opening hours in its site
 * properties): the business's weekly opening hours, in its time zone (the site's), and its
 * default booking policy.
 */
export const BookingsSettingsSchema = Type.Object({
  timeZone: Type.String({ description: "The site's IANA time zone; opening hours are in it" }),
  businessHours: Type.Array(WeeklySpanSchema),
  bookingPolicy: Type.Intersect([Type.Object({ id: Type.String() }), SiteBookingRulesSchema]),
});
export type BookingsSettings = Static<typeof BookingsSettingsSchema>;

export const UpdateBookingsSettingsRequestSchema = Type.Object({
  settings: Type.Object({
    businessHours: Type.Optional(Type.Array(WeeklySpanSchema, { maxItems: 50 })),
    bookingPolicy: Type.Optional(Type.Partial(SiteBookingRulesSchema)),
  }),
});
export type UpdateBookingsSettingsRequest = Static<typeof UpdateBookingsSettingsRequestSchema>;

export const BookingsSettingsResponseSchema = Type.Object({ settings: BookingsSettingsSchema });
export type BookingsSettingsResponse = Static<typeof BookingsSettingsResponseSchema>;
