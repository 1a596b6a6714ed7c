import type { ServiceType } from '@bazaar/contracts';

/**
 * The booking page's data as components receive it: plain shapes made on the storefront's server
 * (`lib/platform/bookings.ts`, `lib/platform/course.ts`), so client components read no SDK types.
 */

/** How many days the booking page's calendar shows, from today. */
export const CALENDAR_DAYS = 7;

/** A bookable service as the booking page shows it. */
export interface ServiceView {
  id: string;
  /** Its address on the storefront: `/booking?service=<slug>` (the platform's `urls.bookingPage`). */
  slug: string;
  name: string;
  tagLine?: string | undefined;
  kind: ServiceType;
  /** How long one session lasts, e.g. "45 min" or "1 hr 30 min". */
  duration: string;
  /** The price as a person reads it: "$40.00", "From $30.00", "Free", or the owner's words. */
  price: string;
  /** Where it takes place, when the owner said. */
  place?: string | undefined;
  /** A course's sessions, their dates and the places left (courses only). */
  course?: CourseView | undefined;
}

/** What a course's card says before it goes in the cart: its sessions, their dates and places left. */
export interface CourseView {
  /** "6 sessions". */
  sessions: string;
  /** "Thursdays, 7:00 PM – 8:30 PM (New York time)". */
  when: string;
  /** "First session Thursday, December 3, 2026". */
  first: string;
  /** Each session's date: "Thu, Dec 3". */
  dates: string[];
  /** "8 places left", "1 place left", "Full"; none when the platform did not say. */
  places?: string | undefined;
}

/**
 * A free time as the platform offers it: what the calendar shows of it, and the rest of it as it
 * came, sent back as is when the visitor books it.
 */
export interface FreeTime {
  bookable: boolean;
  openSpots: number;
  totalSpots: number;
  slot: { startDate: string; endDate: string };
}

/** A day of the calendar in the visitor's time zone, with its bookable times. */
export interface CalendarDay<Entry extends FreeTime = FreeTime> {
  /** `YYYY-MM-DD` in the visitor's time zone. */
  key: string;
  /** "Mon", "9": the strip's button. */
  weekday: string;
  dayOfMonth: string;
  /** "Monday, March 9": the day's heading. */
  label: string;
  times: { key: string; time: string; entry: Entry }[];
}

/** The free times of a service as the slot picker shows them, in the visitor's time zone. */
export type FreeTimesAnswer = { ok: true; timeZone: string; days: CalendarDay[] } | { ok: false };

/** What came of choosing a time: the platform's booking page, or a sentence (and whether the time was taken). */
export type BookSlotAnswer = { ok: true; url: string } | { ok: false; problem: string; taken: boolean };
