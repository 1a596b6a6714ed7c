import { MAX_ADDITIONAL_GUESTS } from '@bazaar/contracts';
import type { BazaarError } from '@bazaar/sdk';
import type { AvailableTickets, Event } from '@bazaar/sdk/events';
import type {
  EventList,
  EventPage,
  EventView,
  Registration,
  RsvpFormView,
  TicketOptionView,
} from '../views/events';
import type { StorefrontClient } from './client';
import { moneyText, zoneText } from './wording';

/**
 * The tickets pages' reads: the events list and one event's page with its kinds of ticket, each
 * made into the plain shapes of `lib/views/events.ts` here.
 */

/** How many events the tickets page lists (the original page's `queryEvents().limit(10)`). */
const EVENTS_PAGE_SIZE = 10;
/** Kinds of ticket one event page shows (the platform's largest page). */
const TICKETS_PAGE_SIZE = 100;

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
