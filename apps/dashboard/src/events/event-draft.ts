import type { Event } from '@bazaar/sdk/events';
import { isWholeNumber } from '../form-rules';
import type { siteClient } from '../platform';
import { clockTime, wallTimeOf, zonedInstant } from '../zoned-dates';

type EventInput = Parameters<ReturnType<typeof siteClient>['wixEventsV2']['createEvent']>[0];

/** An event as its editor holds it: dates and times on the event's own clock, as typed. */
export interface EventDraft {
  title: string;
  summary: string;
  about: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  timeZone: string;
  place: 'VENUE' | 'ONLINE';
  venue: string;
  address: string;
  /** Tickets sold, or free answers (RSVP); chosen when the event is made. */
  registration: 'TICKETING' | 'RSVP';
  ticketsPerOrder: string;
  /** RSVP: most guests saying yes (blank: no limit), whether "no" is an answer, a waitlist. */
  guestLimit: string;
  yesAndNo: boolean;
  waitlist: boolean;
}

export const emptyEvent = (timeZone: string): EventDraft => ({
  title: '',
  summary: '',
  about: '',
  startDate: '',
  startTime: '19:00',
  endDate: '',
  endTime: '22:00',
  timeZone,
  place: 'VENUE',
  venue: '',
  address: '',
  registration: 'TICKETING',
  ticketsPerOrder: '20',
  guestLimit: '',
  yesAndNo: false,
  waitlist: false,
});

export function draftOf(event: Event): EventDraft {
  const settings = event.dateAndTimeSettings;
  const zone = settings.timeZoneId;
  const start = wallTimeOf(new Date(settings.startDate).toISOString(), zone);
  const end = wallTimeOf(new Date(settings.endDate).toISOString(), zone);
  const rsvp = event.registration?.rsvp;
  return {
    title: event.title,
    summary: event.shortDescription ?? '',
    about: event.detailedDescription ?? '',
    startDate: start.date,
    startTime: clockTime(start.minutes),
    endDate: end.date,
    endTime: clockTime(end.minutes),
    timeZone: zone,
    place: event.location.type,
    venue: event.location.name ?? '',
    address: event.location.address?.formattedAddress ?? '',
    registration: event.registration?.initialType === 'RSVP' ? 'RSVP' : 'TICKETING',
    ticketsPerOrder: String(event.registration?.tickets?.ticketLimitPerOrder ?? 20),
    guestLimit: rsvp?.limit ? String(rsvp.limit) : '',
    yesAndNo: rsvp?.responseType === 'YES_AND_NO',
    waitlist: rsvp?.waitlistEnabled ?? false,
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** What keeps the event from being saved, by field, as sentences. */
export function problemsOf(draft: EventDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.title.trim()) problems.title = 'Give the event a title.';
  else if (draft.title.trim().length > 120) problems.title = 'A title has at most 120 characters.';
  if (draft.summary.length > 500) problems.summary = 'A summary has at most 500 characters.';
  if (!DATE.test(draft.startDate) || !TIME.test(draft.startTime))
    problems.start = 'Choose the day and time it starts.';
  if (!DATE.test(draft.endDate) || !TIME.test(draft.endTime))
    problems.end = 'Choose the day and time it ends.';
  else if (!problems.start && `${draft.endDate}T${draft.endTime}` <= `${draft.startDate}T${draft.startTime}`)
    problems.end = 'It ends after it starts.';
  if (draft.place === 'VENUE' && !draft.address.trim())
    problems.address = 'Write the address, or choose online.';
  if (draft.venue.length > 50) problems.venue = 'A place’s name has at most 50 characters.';
  if (draft.registration === 'TICKETING' && !isWholeNumber(draft.ticketsPerOrder, 1, 50))
    problems.ticketsPerOrder = 'Write a whole number from 1 to 50.';
  if (
    draft.registration === 'RSVP' &&
    draft.guestLimit.trim() &&
    !isWholeNumber(draft.guestLimit, 1, 100_000)
  )
    problems.guestLimit = 'Write a whole number from 1 to 100,000, or leave it blank for no limit.';
  return problems;
}

/** The event as the platform takes it; its times turned into instants on its own clock. */
export function eventInputOf(draft: EventDraft): EventInput {
  const zone = draft.timeZone;
  return {
    title: draft.title.trim(),
    shortDescription: draft.summary.trim(),
    detailedDescription: draft.about.trim(),
    location:
      draft.place === 'VENUE'
        ? {
            type: 'VENUE',
            ...(draft.venue.trim() ? { name: draft.venue.trim() } : {}),
            address: { formattedAddress: draft.address.trim() },
          }
        : { type: 'ONLINE', ...(draft.venue.trim() ? { name: draft.venue.trim() } : {}) },
    dateAndTimeSettings: {
      startDate: zonedInstant(draft.startDate, draft.startTime, zone),
      endDate: zonedInstant(draft.endDate, draft.endTime, zone),
      timeZoneId: zone,
      showTimeZone: true,
    },
    registration:
      draft.registration === 'TICKETING'
        ? { initialType: 'TICKETING', tickets: { ticketLimitPerOrder: Number(draft.ticketsPerOrder) } }
        : {
            initialType: 'RSVP',
            rsvp: {
              responseType: draft.yesAndNo ? 'YES_AND_NO' : 'YES_ONLY',
              waitlistEnabled: draft.waitlist,
              ...(draft.guestLimit.trim() ? { limit: Number(draft.guestLimit) } : {}),
            },
          },
  };
}
