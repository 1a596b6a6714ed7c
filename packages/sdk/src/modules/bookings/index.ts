/**
 * `@bazaar/sdk/bookings`: bookable services, their availability and bookings, as `@wix/bookings`
 * names them.
 *
 * ```ts
 * import { services } from '@bazaar/sdk/bookings';
 * const client = createClient({ modules: { services }, auth: OAuthStrategy({ clientId }) });
 * const { items } = await client.services.queryServices().find();
 * ```
 */

export type { AddOn } from './add-ons.js';
export * as addOns from './add-ons.js';
export type { Attendance } from './attendance.js';
export * as attendance from './attendance.js';
export * as availabilityCalendar from './availability-calendar.js';
export type { BookingForm } from './booking-forms.js';
export * as bookingForms from './booking-forms.js';
export type { BookingPolicy } from './booking-policies.js';
export * as bookingPolicies from './booking-policies.js';
export type { Booking } from './bookings.js';
export * as bookings from './bookings.js';
export type { Service } from './services.js';
export * as services from './services.js';
export type { BookingsSettings } from './settings.js';
export * as bookingsSettings from './settings.js';
export type { StaffMember } from './staff-members.js';
export * as staffMembers from './staff-members.js';
