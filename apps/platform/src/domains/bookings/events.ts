import type {
  Attendance,
  Booking,
  BookingPolicy,
  Service,
  SetDefaultBookingPolicyResponse,
  StaffMember,
} from '@bazaar/contracts';

/** The entity name of service events, as Wix names it (`entityFqdn`). */
export const SERVICE_FQDN = 'wix.bookings.services.v2.service';
export const STAFF_MEMBER_FQDN = 'wix.bookings.staff.v1.staff_member';
export const BOOKING_FQDN = 'wix.bookings.v2.booking';
export const BOOKING_POLICY_FQDN = 'wix.bookings.v1.booking_policy';
export const ATTENDANCE_FQDN = 'wix.bookings.attendance.v2.attendance';

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
    /** The booking; for `rescheduled`, the booking with its previous dates. */
    [BOOKING_FQDN]: Booking | BookingRescheduled;
    /** The policy; for `default_booking_policy_set`, the new default and the one it replaced. */
    [BOOKING_POLICY_FQDN]: BookingPolicy | SetDefaultBookingPolicyResponse;
    /** Whether a booking's session was attended (NOT_ATTENDED: a no-show). */
    [ATTENDANCE_FQDN]: Attendance;
  }
}
