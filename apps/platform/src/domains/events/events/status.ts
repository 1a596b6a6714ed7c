import type { EventStatus, RegistrationStatus } from '@bazaar/contracts';
import type { EventRecord } from './record.js';

/**
 * An event's status at `now`: the owner's actions first (a draft, a cancelled event), then its
 * dates. Pure, so every read and the job that records the change agree.
 */
export function eventStatus(
  event: Pick<EventRecord, 'phase' | 'dateAndTimeSettings'>,
  now: Date,
): EventStatus {
  if (event.phase === 'DRAFT') return 'DRAFT';
  if (event.phase === 'CANCELED') return 'CANCELED';
  const at = now.toISOString();
  if (at < event.dateAndTimeSettings.startDate) return 'UPCOMING';
  if (at < event.dateAndTimeSettings.endDate) return 'STARTED';
  return 'ENDED';
}

/** The next instant the status changes by the clock alone (the start, then the end); none once ended. */
export function nextStatusChange(event: Pick<EventRecord, 'phase' | 'dateAndTimeSettings'>, now: Date) {
  const status = eventStatus(event, now);
  if (status === 'UPCOMING') return event.dateAndTimeSettings.startDate;
  if (status === 'STARTED') return event.dateAndTimeSettings.endDate;
  return undefined;
}

/** How many have answered yes to an RSVP event, for its guest limit. */
export interface RsvpTally {
  attending: number;
}

/**
 * Whether a guest can register now, and how. Registration closes by itself when the event ends
 * or is cancelled, outside an RSVP window, or when an RSVP event is full and keeps no waitlist;
 * the owner closes it by disabling registration. A sold-out ticketed event stays OPEN_TICKETS
 * (held tickets may come back); `registration.tickets.soldOut` says it.
 */
export function registrationStatus(
  event: Pick<EventRecord, 'phase' | 'dateAndTimeSettings' | 'registration'>,
  now: Date,
  tally: RsvpTally = { attending: 0 },
): RegistrationStatus {
  const status = eventStatus(event, now);
  if (status === 'ENDED' || status === 'CANCELED') return 'CLOSED_AUTOMATICALLY';
  const { registration } = event;
  if (registration.registrationDisabled) return 'CLOSED_MANUALLY';
  const at = now.toISOString();
  switch (registration.initialType) {
    case 'TICKETING':
      return 'OPEN_TICKETS';
    case 'EXTERNAL':
      return 'OPEN_EXTERNAL';
    case 'NONE':
      return 'CLOSED_AUTOMATICALLY';
    case 'RSVP': {
      const rsvp = registration.rsvp;
      if (rsvp?.startDate && at < rsvp.startDate) return 'SCHEDULED_RSVP';
      if (rsvp?.endDate && at >= rsvp.endDate) return 'CLOSED_AUTOMATICALLY';
      if (rsvp?.limit !== undefined && tally.attending >= rsvp.limit)
        return rsvp.waitlistEnabled ? 'OPEN_RSVP_WAITLIST_ONLY' : 'CLOSED_AUTOMATICALLY';
      return 'OPEN_RSVP';
    }
  }
}

/** The job that records an event's start and end (its stored status, the started/ended events). */
export const EVENT_STATUS_JOB = 'events.status-change';
export interface StatusJob {
  siteId: string;
  eventId: string;
}
