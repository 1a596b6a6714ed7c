import type { EventGuest, EventTicket, Rsvp } from '@bazaar/contracts';
import type { Identity } from '../../../kernel/auth.js';
import { forbidden } from '../../../kernel/errors.js';

/** A caller of a `staff` route: the owner, or a staff member with the route's permission. */
export type StaffRouteCaller = Extract<Identity, { kind: 'owner' | 'staff' }>;

/**
 * Refuses a staff member any of `eventIds` they do not work at. The kernel let them in by their
 * permission; which events a call touches only the route knows, so every `staff` route says it here.
 */
export function assertWorksAt(caller: StaffRouteCaller, eventIds: Iterable<string>): void {
  if (caller.kind !== 'staff' || caller.events === 'all') return;
  for (const eventId of eventIds)
    if (!caller.events.includes(eventId))
      throw forbidden(`This staff member does not work at event ${eventId}`);
}

/** The events a staff member's call must name when it could otherwise reach every event. */
export function assertNamesItsEvent(caller: StaffRouteCaller, eventId: string | undefined): void {
  if (eventId === undefined && caller.kind === 'staff' && caller.events !== 'all')
    throw forbidden('This staff member works at some events only: name the event');
  if (eventId !== undefined) assertWorksAt(caller, [eventId]);
}

/** Whether the caller may read what guests answered on the event's form. */
const readsForms = (caller: StaffRouteCaller) =>
  caller.kind === 'owner' || caller.permissions.includes('READ_GUEST_FORM');

/** Tickets as the caller may see them: without their guests' form answers unless READ_GUEST_FORM. */
export function ticketsFor<T extends { tickets: EventTicket[] }>(caller: StaffRouteCaller, answer: T): T {
  if (readsForms(caller)) return answer;
  return {
    ...answer,
    tickets: answer.tickets.map(({ guestDetails: { form: _form, ...details }, ...ticket }) => ({
      ...ticket,
      guestDetails: details,
    })),
  };
}

/** Guests as the caller may see them: without their form answers unless READ_GUEST_FORM. */
export function guestsFor<T extends { guests: EventGuest[] }>(caller: StaffRouteCaller, answer: T): T {
  if (readsForms(caller)) return answer;
  return {
    ...answer,
    guests: answer.guests.map(({ guestDetails: { formResponse: _form, ...details }, ...guest }) => ({
      ...guest,
      guestDetails: details,
    })),
  };
}

/** An RSVP as the caller may see it: its form answers emptied unless READ_GUEST_FORM. */
export function rsvpFor<T extends { rsvp: Rsvp }>(caller: StaffRouteCaller, answer: T): T {
  return readsForms(caller) ? answer : { ...answer, rsvp: { ...answer.rsvp, rsvpForm: { inputValues: [] } } };
}
