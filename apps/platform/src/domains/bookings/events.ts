import type {
  AddOn,
  Attendance,
  Booking,
  BookingPolicy,
  Service,
  SetDefaultBookingPolicyResponse,
  StaffMember,
} from '@bazaar/contracts';
import type { EntityEvents } from '../../kernel/event-catalogue.js';

/** The entity name of service events, as Wix names it (`entityFqdn`). */
export const SERVICE_FQDN = 'wix.bookings.services.v2.service';
export const STAFF_MEMBER_FQDN = 'wix.bookings.staff.v1.staff_member';
export const BOOKING_FQDN = 'wix.bookings.v2.booking';
export const BOOKING_POLICY_FQDN = 'wix.bookings.v1.booking_policy';
export const ATTENDANCE_FQDN = 'wix.bookings.attendance.v2.attendance';
export const ADD_ON_FQDN = 'wix.addons.v1.add_on';

/** The body of a `rescheduled` booking event: the booking, and where it was before (as Wix sends it). */
export interface BookingRescheduled {
  booking: Booking;
  previousStartDate: string;
  previousEndDate: string;
}

declare module '../../kernel/events.js' {
  interface DomainEventEntities {
    [SERVICE_FQDN]: Service;
    [STAFF_MEMBER_FQDN]: StaffMember;
    [ADD_ON_FQDN]: AddOn;
    /** The booking; for `rescheduled`, the booking with its previous dates. */
    [BOOKING_FQDN]: Booking | BookingRescheduled;
    /** The policy; for `default_booking_policy_set`, the new default and the one it replaced. */
    [BOOKING_POLICY_FQDN]: BookingPolicy | SetDefaultBookingPolicyResponse;
    /** Whether a booking's session was attended (NOT_ATTENDED: a no-show). */
    [ATTENDANCE_FQDN]: Attendance;
  }
}

/** What the bookings domain announces (docs/webhooks.md). */
export const bookingsEvents: EntityEvents[] = [
  {
    entityFqdn: SERVICE_FQDN,
    entity: 'Service',
    actions: {
      created: 'A service is added or cloned',
      updated: 'A service changes',
      deleted: 'A service is deleted',
    },
  },
  {
    entityFqdn: STAFF_MEMBER_FQDN,
    entity: 'StaffMember',
    actions: {
      created: 'A staff member is added',
      updated: 'A staff member or their hours change',
      deleted: 'A staff member is deleted',
    },
  },
  {
    entityFqdn: ADD_ON_FQDN,
    entity: 'AddOn',
    actions: {
      created: 'An add-on is added',
      updated: 'An add-on changes (its name, price, length or most units)',
      deleted: 'An add-on is deleted',
    },
  },
  {
    entityFqdn: BOOKING_FQDN,
    entity: 'Booking (BookingRescheduled for rescheduled)',
    actions: {
      created: 'A booking is made (on the hosted page, through the API, or paid in the cart)',
      updated: 'A booking changes: a waitlist place, a location, its form answers',
      confirmed: 'The business confirms a booking, or a waitlist spot frees for it',
      declined: 'The business declines a booking',
      canceled: 'The customer or the business cancels a booking',
      rescheduled: 'A booking moves to another time (the event names the time before)',
      number_of_participants_updated: 'A booking is made for another number of people',
    },
  },
  {
    entityFqdn: BOOKING_POLICY_FQDN,
    entity: 'BookingPolicy (SetDefaultBookingPolicyResponse for default_booking_policy_set)',
    actions: {
      created: 'A booking policy is added',
      updated: 'A booking policy changes',
      deleted: 'A booking policy is deleted',
      default_booking_policy_set: "Another policy becomes the site's default",
    },
  },
  {
    entityFqdn: ATTENDANCE_FQDN,
    entity: 'Attendance',
    actions: {
      created: "A booking's attendance is first set (checked in, or a no-show)",
      updated: "A booking's attendance changes",
    },
  },
];
