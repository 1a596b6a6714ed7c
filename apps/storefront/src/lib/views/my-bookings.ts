/** The account page's bookings as components receive them (made by `lib/platform/my-bookings.ts`). */

/** A time a booking can move to, as the platform's availability gives it. */
export interface SlotChoice {
  startDate: string;
  endDate: string;
  /** "Tuesday, March 12, 6:00 PM": on the booking's own clock. */
  label: string;
  resourceId?: string | undefined;
}

/** A member's booking as the account page shows it. */
export interface MyBookingView {
  id: string;
  title: string;
  /** "Tuesday, March 12, 2030, 6:00 – 7:00 PM (New York time)". */
  when: string;
  status: string;
  /** Only a single session moves; a course's whole run does not. */
  movable: boolean;
  serviceId: string;
  timezone: string;
  revision: string;
  choices: SlotChoice[];
}
