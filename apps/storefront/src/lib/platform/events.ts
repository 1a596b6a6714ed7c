import { MAX_ADDITIONAL_GUESTS } from '@bazaar/contracts';
import type { BazaarError } from '@bazaar/sdk';
import type { AvailableTickets, Event, Rsvp } from '@bazaar/sdk/events';
import type { StorefrontClient } from '../client';
import { moneyText, zoneText } from './wording';

export { moneyText, zoneText };

/** How many events the tickets page lists (the original page's `queryEvents().limit(10)`). */
const EVENTS_PAGE_SIZE = 10;
/** Kinds of ticket one event page shows (the platform's largest page). */
const TICKETS_PAGE_SIZE = 100;

/** How a visitor signs up for an event. */
type Registration = 'TICKETS' | 'RSVP' | 'EXTERNAL' | 'NONE';

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
  status: Event['status'];
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

const REGISTRATIONS: Record<string, Registration> = {
  TICKETING: 'TICKETS',
  RSVP: 'RSVP',
  EXTERNAL: 'EXTERNAL',
  NONE: 'NONE',
};

/** A kind of ticket as a buyer's checkout reads it (`orders.queryAvailableTickets`). */
export type AvailableTicket = AvailableTickets['definitions'][number];

type TicketsSummary = NonNullable<NonNullable<Event['registration']>['tickets']>;

/** What a ticketed event's tickets cost, from the platform's summary of the ones a buyer sees. */
function priceRange(tickets: TicketsSummary | undefined): string {
  const { lowestPrice: low, highestPrice: high } = tickets ?? {};
  if (!low || !high) return 'No tickets on sale yet';
  if (tickets?.soldOut) return 'Sold out';
  if (Number(high.value) === 0) return 'Free';
  if (low.value === high.value) return moneyText(low.value, low.currency);
  if (Number(low.value) === 0) return `Free or from ${moneyText(high.value, high.currency)}`;
  return `From ${moneyText(low.value, low.currency)}`;
}

function rsvpOf(status: string | undefined): EventView['rsvp'] {
  if (status === 'OPEN_RSVP') return 'OPEN';
  if (status === 'OPEN_RSVP_WAITLIST_ONLY') return 'WAITLIST';
  if (status === 'SCHEDULED_RSVP') return 'SCHEDULED';
  return 'CLOSED';
}

const RSVP_OFFERS: Record<NonNullable<EventView['rsvp']>, string> = {
  OPEN: 'Free · RSVP',
  WAITLIST: 'Free · waitlist only',
  SCHEDULED: 'Free · RSVP opens soon',
  CLOSED: 'RSVP closed',
};

type RsvpSettings = NonNullable<NonNullable<Event['registration']>['rsvp']>;

/**
 * The platform lets one answer bring up to MAX_ADDITIONAL_GUESTS others, all counted against the
 * event's guest limit: an event for fewer people than that offers only as many as could ever come.
 */
export function rsvpFormOf(settings: RsvpSettings | undefined): RsvpFormView {
  const limit = settings?.limit;
  return {
    canDecline: settings?.responseType === 'YES_AND_NO',
    maxAdditionalGuests:
      limit === undefined ? MAX_ADDITIONAL_GUESTS : Math.max(0, Math.min(MAX_ADDITIONAL_GUESTS, limit - 1)),
    waitlist: settings?.waitlistEnabled ?? false,
  };
}

export function eventViewOf(event: Event): EventView {
  const { dateAndTimeSettings: dates, location, registration } = event;
  const kind = REGISTRATIONS[registration?.initialType ?? 'NONE'] ?? 'NONE';
  const live = event.status === 'UPCOMING' || event.status === 'STARTED';
  const open = registration?.status === 'OPEN_TICKETS';
  const rsvp = kind === 'RSVP' ? rsvpOf(registration?.status) : undefined;
  const offer =
    event.status === 'CANCELED'
      ? 'Cancelled'
      : event.status === 'ENDED'
        ? 'Ended'
        : kind === 'TICKETS'
          ? open
            ? priceRange(registration?.tickets)
            : 'Registration closed'
          : rsvp
            ? RSVP_OFFERS[rsvp]
            : kind === 'EXTERNAL'
              ? 'Registration on another site'
              : 'No registration needed';
  const online = location.type === 'ONLINE';
  return {
    id: event._id,
    slug: event.slug,
    title: event.title,
    shortDescription: event.shortDescription,
    detailedDescription: event.detailedDescription,
    when: dates.formatted.dateAndTime,
    zone: dates.showTimeZone || dates.dateAndTimeTbd ? undefined : zoneText(dates.timeZoneId),
    place: online ? 'Online' : (location.name ?? location.address?.city ?? 'Venue to be announced'),
    address: online ? undefined : location.address?.formattedAddress,
    image: event.mainImage
      ? { url: event.mainImage.url, altText: event.mainImage.altText ?? event.title }
      : undefined,
    status: event.status,
    registration: kind,
    onSale: kind === 'TICKETS' && live && open,
    offer,
    rsvp,
    rsvpForm: rsvp ? rsvpFormOf(registration?.rsvp) : undefined,
  };
}

/** "November 1, 2030", on the event's clock. */
const dayText = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, month: 'long', day: 'numeric', year: 'numeric' }).format(date);

export function ticketOptionOf(ticket: AvailableTicket, timeZoneId: string): TicketOptionView {
  const donation = ticket.pricing.pricingType === 'DONATION';
  const price = ticket.free
    ? 'Free'
    : `${donation ? 'From ' : ''}${moneyText(ticket.price.value, ticket.price.currency)}`;
  const feeAdded = !ticket.free && ticket.wixFeeConfig.type === 'FEE_ADDED_AT_CHECKOUT';
  const unavailable = ticket.soldOut
    ? 'Sold out'
    : ticket.saleStatus === 'SALE_SCHEDULED' && ticket.salePeriod
      ? `On sale from ${dayText(ticket.salePeriod.startDate, timeZoneId)}`
      : ticket.saleStatus === 'SALE_ENDED'
        ? 'Sale ended'
        : undefined;
  return {
    id: ticket._id,
    name: ticket.name,
    description: ticket.description,
    price,
    feeNote: feeAdded ? 'Service fee added at checkout' : undefined,
    unavailable,
    maxQuantity: Math.max(
      1,
      Math.min(ticket.limitPerCheckout, ticket.dashboard?.unsold ?? Number.POSITIVE_INFINITY),
    ),
  };
}

/** The events the tickets page lists: those to come (soonest first), then the latest that are over. */
export interface EventList {
  upcoming: EventView[];
  past: EventView[];
}

export async function listEvents(client: StorefrontClient): Promise<EventList> {
  // The status the platform keeps (moved on by its job runner as events start and end), so every
  // visitor asks the same two queries.
  const query = () => client.wixEventsV2.queryEvents({ fields: ['REGISTRATION'] }).limit(EVENTS_PAGE_SIZE);
  const [upcoming, past] = await Promise.all([
    query().in('status', ['UPCOMING', 'STARTED']).ascending('dateAndTimeSettings.startDate').find(),
    query().in('status', ['ENDED', 'CANCELED']).descending('dateAndTimeSettings.startDate').find(),
  ]);
  const coming = upcoming.items.map(eventViewOf);
  return {
    upcoming: coming,
    past: past.items.slice(0, EVENTS_PAGE_SIZE - coming.length).map(eventViewOf),
  };
}

/** A refusal that means "no such event": none has this slug, or the platform refuses it as a slug. */
const isNotFound = (error: unknown) =>
  (error as BazaarError | undefined)?.status === 404 ||
  (error as BazaarError | undefined)?.kind === 'validation';

/** An event page: the event, and its kinds of ticket when it sells them. */
export interface EventPage {
  event: EventView;
  tickets: TicketOptionView[];
}

/** The event with this slug and its tickets, or null when there is none (a `notFound()`). */
export async function eventPage(client: StorefrontClient, slug: string): Promise<EventPage | null> {
  let found: Event;
  try {
    found = (await client.wixEventsV2.getEventBySlug(slug, { fields: ['TEXTS', 'REGISTRATION'] })).event;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
  const event = eventViewOf(found);
  // An event over, cancelled or closed sells nothing: its tickets are not offered at all.
  if (!event.onSale) return { event, tickets: [] };
  const { definitions } = await client.eventOrders.queryAvailableTickets({
    filter: { eventId: event.id },
    limit: TICKETS_PAGE_SIZE,
  });
  return {
    event,
    tickets: definitions.map((ticket) => ticketOptionOf(ticket, found.dateAndTimeSettings.timeZoneId)),
  };
}

/**
 * Holds one ticket for the visitor of `client` and makes the link to the platform's hosted
 * checkout for it. Both calls go with the same visitor's tokens: the platform opens a checkout
 * only for the caller's own reservation.
 */
export async function checkoutLinkForTicket(
  client: StorefrontClient,
  choice: {
    eventId: string;
    eventSlug: string;
    ticketDefinitionId: string;
    quantity: number;
    postFlowUrl: string;
  },
): Promise<string> {
  const reservation = await client.eventOrders.createReservation(choice.eventId, {
    ticketQuantities: [{ ticketDefinitionId: choice.ticketDefinitionId, quantity: choice.quantity }],
  });
  const { redirectSession } = await client.redirects.createRedirectSession({
    eventsCheckout: { eventSlug: choice.eventSlug, reservationId: reservation._id },
    callbacks: { postFlowUrl: choice.postFlowUrl },
  });
  return redirectSession.fullUrl;
}

/** Why a ticket could not be held, in the words the event page shows. */
export type ReserveRefusal = 'SOLD_OUT' | 'CLOSED' | 'OTHER';

export function refusalOf(error: unknown): ReserveRefusal {
  const code = String((error as BazaarError | undefined)?.code ?? '');
  if (code === 'TICKET_SOLD_OUT') return 'SOLD_OUT';
  if (['REGISTRATION_CLOSED', 'TICKET_SALE_ENDED', 'TICKET_SALE_NOT_STARTED'].includes(code)) return 'CLOSED';
  return 'OTHER';
}

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
  status: Rsvp['status'];
  /** "You're going — 2 guests", "You're on the waitlist", "We've noted you can't make it". */
  headline: string;
  /** The line under it: who comes, and what happens next. */
  detail: string;
  email: string;
}

const guestsText = (count: number) => (count === 1 ? '1 guest' : `${count} guests`);

export function rsvpResultOf(rsvp: Pick<Rsvp, 'status' | 'totalGuests' | 'email'>): RsvpResultView {
  const others = rsvp.totalGuests - 1;
  const party = others > 0 ? `you and ${guestsText(others)}` : 'you';
  const said = {
    YES: {
      headline: others > 0 ? `You're going — ${guestsText(rsvp.totalGuests)}` : "You're going",
      detail: `Your place is saved for ${party}. See you there!`,
    },
    WAITING: {
      headline: "You're on the waitlist",
      detail: `The event is full for now. If ${others > 0 ? `places free up for ${party}` : 'a place frees up'}, waiting RSVPs move up in the order they came.`,
    },
    NO: {
      headline: "We've noted you can't make it",
      detail: 'Thanks for letting the organiser know.',
    },
  }[rsvp.status];
  return { status: rsvp.status, ...said, email: rsvp.email };
}

/**
 * Sends a guest's RSVP with the visitor of `client`, so the answer is theirs (the platform shows a
 * guest their own answers only). Guests brought are counted, not named: the platform names them
 * "Guest 2" and on.
 */
export async function sendRsvp(client: StorefrontClient, answer: RsvpAnswer): Promise<RsvpResultView> {
  const others = answer.going && answer.additionalGuests > 0 ? answer.additionalGuests : 0;
  const { rsvp } = await client.rsvp.createRsvp(answer.eventId, {
    form: {
      inputValues: [
        { inputName: 'firstName', value: answer.firstName },
        { inputName: 'lastName', value: answer.lastName },
        { inputName: 'email', value: answer.email },
        ...(others > 0 ? [{ inputName: 'additionalGuests', value: String(others) }] : []),
      ],
    },
    status: answer.going ? 'YES' : 'NO',
  });
  return rsvpResultOf(rsvp);
}

/**
 * Why an RSVP was refused, in the words the event page shows: this email has answered already,
 * RSVPs closed, the event full (with the places left), the email or another detail refused, or a
 * failure that is not the guest's to fix.
 */
export type RsvpRefusal =
  | { reason: 'ALREADY_ANSWERED' | 'CLOSED' | 'INVALID_EMAIL' | 'INVALID' | 'OTHER' }
  | { reason: 'FULL'; available: number };

export function rsvpRefusalOf(error: unknown): RsvpRefusal {
  const failure = error as BazaarError | undefined;
  if (failure?.kind === 'validation') {
    const fields = failure.details.validationError?.fieldViolations ?? [];
    return { reason: fields.some((field) => /email$/i.test(field.field)) ? 'INVALID_EMAIL' : 'INVALID' };
  }
  const code = String(failure?.code ?? '');
  if (code === 'GUEST_ALREADY_REGISTERED') return { reason: 'ALREADY_ANSWERED' };
  if (code === 'REGISTRATION_CLOSED') return { reason: 'CLOSED' };
  if (code === 'GUEST_LIMIT_REACHED') {
    const available = Number(failure?.details.applicationError?.data.available);
    return { reason: 'FULL', available: Number.isInteger(available) && available > 0 ? available : 0 };
  }
  return { reason: 'OTHER' };
}
