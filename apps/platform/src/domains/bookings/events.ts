import type { Booking, Service, StaffMember } from '@bazaar/contracts';

/** The entity name of service events, as Wix names it (`entityFqdn`). */
export const SERVICE_FQDN = 'wix.bookings.services.v2.service';
export const STAFF_MEMBER_FQDN = 'wix.bookings.staff.v1.staff_member';
export const BOOKING_FQDN = 'wix.bookings.v2.booking';

declare module '../../kernel/events.js' {
  interface DomainEventEntities {
    [SERVICE_FQDN]: Service;
    [STAFF_MEMBER_FQDN]: StaffMember;
    [BOOKING_FQDN]: Booking;
  }
}
