import type { EventStatuses, RsvpStatuses } from '@bazaar/contracts';

/**
 * The events pages' data as components receive it: plain shapes, made on the storefront's server
 * from the platform's events (`lib/platform/events.ts`), so client components read no SDK types.
 */

/** An event's status, as the platform names it. */
type EventStatus = (typeof EventStatuses)[number];

/** How a visitor signs up for an event. */
export type Registration = 'TICKETS' | 'RSVP' | 'EXTERNAL' | 'NONE';

/** An event as the tickets pages show it. */
export interface EventView {
  id: string;
  /** Its address on the storefront: `/tickets/<slug>` (the platform's `eventPageUrl`). */
  slug: string;
  title: string;
  shortDescription?: string | undefined;
  detailedDescription?: string | undefined;
  /** "November 7, 2030, 8:00 PM – 11:00 PM": the platform's text, on the event's own clock. */
  when: string;
  /** "Lisbon time": the clock `when` is read on, unless the platform's text already names it. */
  zone?: string | undefined;
  /** The venue's name, or "Online". */
  place: string;
  address?: string | undefined;
  image?: { url: string; altText: string } | undefined;
  status: EventStatus;
  registration: Registration;
  /** Tickets can be chosen now: a ticketed event not over, cancelled or closed by the owner. */
  onSale: boolean;
  /** One line on what it costs or why it cannot be had: "From $25.00", "Free · RSVP", "Ended". */
  offer: string;
  /** An RSVP event's answers: open, full (a waitlist), not open yet, or closed. */
  rsvp?: 'OPEN' | 'WAITLIST' | 'SCHEDULED' | 'CLOSED' | undefined;
  /** What an RSVP event's form asks; none for other events. */
  rsvpForm?: RsvpFormView | undefined;
}

/** The questions of an RSVP event's form, from the owner's settings. */
export interface RsvpFormView {
  /** Guests may answer that they are not coming (YES_AND_NO), not only that they are. */
  canDecline: boolean;
  /** Most guests one answer may bring besides its author; 0: the question is not asked. */
  maxAdditionalGuests: number;
  /** A full event puts new answers on its waitlist rather than refusing them. */
  waitlist: boolean;
}

/** A kind of ticket as the event page offers it. */
export interface TicketOptionView {
  id: string;
  name: string;
  description?: string | undefined;
  /** "$25.00", "Free", or a donation's "From $5.00". */
  price: string;
  /** Said when the service fee comes on top of the price, at checkout. */
  feeNote?: string | undefined;
  /** Why it cannot be chosen now ("Sold out", "On sale from November 1, 2030"); none: it can. */
  unavailable?: string | undefined;
  /** The most one checkout may hold: the ticket's limit per checkout, or fewer when fewer are left. */
  maxQuantity: number;
}

/** The events the tickets page lists: those to come (soonest first), then the latest that are over. */
export interface EventList {
  upcoming: EventView[];
  past: EventView[];
}

/** An event page: the event, and its kinds of ticket when it sells them. */
export interface EventPage {
  event: EventView;
  tickets: TicketOptionView[];
}

/** Why a ticket could not be held, in the words the event page shows. */
export type ReserveRefusal = 'SOLD_OUT' | 'CLOSED' | 'OTHER';

/** A guest's answer to an RSVP event, as its form gives it. */
export interface RsvpAnswer {
  eventId: string;
  firstName: string;
  lastName: string;
  email: string;
  /** How many others the guest brings (not asked of a guest who is not coming). */
  additionalGuests: number;
  going: boolean;
}

/** What came of an answer, in the words the event page confirms it with. */
export interface RsvpResultView {
  status: (typeof RsvpStatuses)[number];
  /** "You're going — 2 guests", "You're on the waitlist", "We've noted you can't make it". */
  headline: string;
  /** The line under it: who comes, and what happens next. */
  detail: string;
  email: string;
}

/**
 * Why an RSVP was refused, in the words the event page shows: this email has answered already,
 * RSVPs closed, the event full (with the places left), the email or another detail refused, or a
 * failure that is not the guest's to fix.
 */
export type RsvpRefusal =
  | { reason: 'ALREADY_ANSWERED' | 'CLOSED' | 'INVALID_EMAIL' | 'INVALID' | 'OTHER' }
  | { reason: 'FULL'; available: number };
