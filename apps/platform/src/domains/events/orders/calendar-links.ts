import type { EventRecord } from '../events/record.js';

/** `20300614T190000Z`: the compact UTC form calendars read. */
const compact = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** ICS text values escape backslashes, commas, semicolons and line breaks (RFC 5545 §3.3.11). */
const icsText = (text: string) => text.replace(/[\\,;]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/**
 * Links that put the event in a buyer's calendar: Google Calendar's template link, and the event
 * as an iCalendar file in a `data:` URL (nothing to fetch, nothing stored).
 */
export function calendarLinksOf(event: EventRecord | undefined): { google: string; ics: string } {
  if (!event) return { google: '', ics: '' };
  const { startDate, endDate } = event.dateAndTimeSettings;
  const where =
    event.location.type === 'ONLINE'
      ? 'Online'
      : (event.location.address?.formattedAddress ?? event.location.name ?? '');
  const google = new URL('https://calendar.google.com/calendar/render');
  google.searchParams.set('action', 'TEMPLATE');
  google.searchParams.set('text', event.title);
  google.searchParams.set('dates', `${compact(startDate)}/${compact(endDate)}`);
  if (where) google.searchParams.set('location', where);
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bazaar//Events//EN',
    'BEGIN:VEVENT',
    `UID:${event.id}@bazaar`,
    `DTSTAMP:${compact(event.updatedDate)}`,
    `DTSTART:${compact(startDate)}`,
    `DTEND:${compact(endDate)}`,
    `SUMMARY:${icsText(event.title)}`,
    ...(where ? [`LOCATION:${icsText(where)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  return { google: google.toString(), ics: `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}` };
}
