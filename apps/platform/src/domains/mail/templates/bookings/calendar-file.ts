import type { Booking, MailAttachment } from '@bazaar/contracts';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { SiteOfMail } from '../store/order-confirmation.js';
import { bookingTimes } from './booking-summary.js';

/**
 * The booking as a calendar entry (`.ics`). One entry per booking (its id), its revision the
 * entry's sequence: the file of a new time replaces the old entry in the booker's calendar, and
 * the file of a cancelation (METHOD:CANCEL) takes it out. Times are written in UTC, which every
 * calendar reads exactly; the service's time zone rides along as the calendar's own.
 */
export function calendarFile(
  site: SiteOfMail,
  booking: Booking,
  state: 'booked' | 'canceled',
): MailAttachment {
  const { startDate, endDate, timeZone } = bookingTimes(booking);
  const calendar = ical({
    prodId: { company: 'Bazaar', product: 'Bookings', language: 'EN' },
    method: state === 'canceled' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    x: [{ key: 'X-WR-TIMEZONE', value: timeZone }],
  });
  const address = booking.bookedEntity.location?.formattedAddress;
  calendar.createEvent({
    id: `${booking.id}@bookings.${site.siteId}`,
    sequence: Number(booking.revision),
    stamp: new Date(booking.updatedDate),
    start: new Date(startDate),
    end: new Date(endDate),
    summary: `${booking.bookedEntity.title} (${site.siteName})`,
    status: state === 'canceled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(address ? { location: address } : {}),
  });
  return {
    filename: state === 'canceled' ? 'booking-canceled.ics' : 'booking.ics',
    contentType: `text/calendar; charset=utf-8; method=${state === 'canceled' ? 'CANCEL' : 'PUBLISH'}`,
    content: Buffer.from(calendar.toString(), 'utf8').toString('base64'),
  };
}
