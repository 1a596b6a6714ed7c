import type { Booking } from '@bazaar/sdk/bookings';
import { clockTime, wallTimeOf } from '../zoned-dates';

const STATUS: Record<string, string> = {
  CONFIRMED: 'Confirmed',
  PENDING: 'Waiting for approval',
  CANCELED: 'Canceled',
  DECLINED: 'Declined',
  WAITING_LIST: 'On the waiting list',
  CREATED: 'Created',
};
export const statusWords = (status: string) => STATUS[status] ?? status;

/** The statuses that hold a time on the calendar. */
export const ON_CALENDAR = ['CONFIRMED', 'PENDING', 'CREATED', 'WAITING_LIST'];

/** Who booked: their name, else their email. */
export const customerOf = (booking: Booking) =>
  [booking.contactDetails.firstName, booking.contactDetails.lastName].filter(Boolean).join(' ') ||
  booking.contactDetails.email ||
  'A customer';

/** "09:00–10:00" on the site's clock. */
export const timeRange = (start: string, end: string, zone: string) =>
  `${clockTime(wallTimeOf(start, zone).minutes)}–${clockTime(wallTimeOf(end, zone).minutes)}`;

/** "Monday 23 November" for a calendar date. */
export const dayName = (date: string, style: 'long' | 'short' = 'long') =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: style,
    day: 'numeric',
    month: style === 'long' ? 'long' : 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
