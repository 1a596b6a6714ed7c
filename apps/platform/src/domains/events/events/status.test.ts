import { describe, expect, it } from 'vitest';
import { formatEventDates } from './formatted-dates.js';
import type { EventRecord } from './record.js';
import { eventStatus, nextStatusChange, registrationStatus } from './status.js';

const event = (overrides: Partial<EventRecord> = {}): EventRecord => ({
  id: 'e',
  siteId: 's',
  title: 'T',
  slug: 't',
  location: { type: 'ONLINE' },
  dateAndTimeSettings: {
    dateAndTimeTbd: false,
    startDate: '2030-03-10T14:00:00.000Z',
    endDate: '2030-03-10T16:00:00.000Z',
    timeZoneId: 'America/New_York',
    hideEndDate: false,
    showTimeZone: false,
  },
  registration: {
    initialType: 'RSVP',
    allowedGuestTypes: 'VISITOR_OR_MEMBER',
    registrationDisabled: false,
    rsvp: {
      responseType: 'YES_ONLY',
      limit: 2,
      waitlistEnabled: true,
      startDate: '2030-03-01T00:00:00.000Z',
    },
    tickets: { ticketLimitPerOrder: 20 },
  },
  categories: [],
  phase: 'PUBLISHED',
  createdDate: '2030-01-01T00:00:00.000Z',
  updatedDate: '2030-01-01T00:00:00.000Z',
  revision: 1,
  ...overrides,
});
const at = (iso: string) => new Date(iso);

describe('event status', () => {
  it('follows the owner first, then the dates, with exact edges', () => {
    expect(eventStatus(event({ phase: 'DRAFT' }), at('2030-03-10T15:00:00Z'))).toBe('DRAFT');
    expect(eventStatus(event({ phase: 'CANCELED' }), at('2030-03-09T00:00:00Z'))).toBe('CANCELED');
    expect(eventStatus(event(), at('2030-03-10T13:59:59.999Z'))).toBe('UPCOMING');
    expect(eventStatus(event(), at('2030-03-10T14:00:00.000Z'))).toBe('STARTED');
    expect(eventStatus(event(), at('2030-03-10T16:00:00.000Z'))).toBe('ENDED');
    expect(nextStatusChange(event(), at('2030-03-01T00:00:00Z'))).toBe('2030-03-10T14:00:00.000Z');
    expect(nextStatusChange(event(), at('2030-03-10T15:00:00Z'))).toBe('2030-03-10T16:00:00.000Z');
    expect(nextStatusChange(event(), at('2030-03-11T00:00:00Z'))).toBeUndefined();
  });

  it('opens and closes RSVP by its window, its limit and its waitlist', () => {
    expect(registrationStatus(event(), at('2030-02-28T00:00:00Z'))).toBe('SCHEDULED_RSVP');
    expect(registrationStatus(event(), at('2030-03-05T00:00:00Z'), { attending: 1 })).toBe('OPEN_RSVP');
    expect(registrationStatus(event(), at('2030-03-05T00:00:00Z'), { attending: 2 })).toBe(
      'OPEN_RSVP_WAITLIST_ONLY',
    );
    const noWaitlist = event();
    if (noWaitlist.registration.rsvp) noWaitlist.registration.rsvp.waitlistEnabled = false;
    expect(registrationStatus(noWaitlist, at('2030-03-05T00:00:00Z'), { attending: 2 })).toBe(
      'CLOSED_AUTOMATICALLY',
    );
    expect(registrationStatus(event(), at('2030-03-10T16:00:00Z'))).toBe('CLOSED_AUTOMATICALLY');
    const closed = event();
    closed.registration.registrationDisabled = true;
    expect(registrationStatus(closed, at('2030-03-05T00:00:00Z'))).toBe('CLOSED_MANUALLY');
  });
});

describe('formatted dates', () => {
  it('writes the event’s own wall clock, across a DST change', () => {
    // New York moves to EDT at 02:00 on 10 March 2030: 14:00 UTC is 10:00 EDT (it was 09:00 EST the day before).
    expect(formatEventDates(event().dateAndTimeSettings)).toEqual({
      dateAndTime: 'March 10, 2030, 10:00 AM – 12:00 PM',
      startDate: 'March 10, 2030',
      startTime: '10:00 AM',
      endDate: 'March 10, 2030',
      endTime: '12:00 PM',
    });
    const dayBefore = {
      ...event().dateAndTimeSettings,
      startDate: '2030-03-09T14:00:00.000Z',
      showTimeZone: true,
    };
    expect(formatEventDates(dayBefore).dateAndTime).toBe(
      'March 9, 2030, 9:00 AM – March 10, 2030, 12:00 PM EST',
    );
    expect(formatEventDates({ ...dayBefore, hideEndDate: true, showTimeZone: false }).dateAndTime).toBe(
      'March 9, 2030, 9:00 AM',
    );
    expect(formatEventDates({ ...dayBefore, dateAndTimeTbd: true }).dateAndTime).toBe('Date and time TBD');
  });
});
