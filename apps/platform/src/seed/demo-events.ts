import type { EventInput, TicketDefinitionInput } from '@bazaar/contracts';
import type { EventsService } from '../domains/events/events/service.js';
import type { TicketsService } from '../domains/events/tickets/service.js';
import type { MediaService } from '../domains/media/service.js';
import type { Clock } from '../kernel/clock.js';
import { instantOf, localDateOf, nextDate } from '../kernel/zoned-time.js';
import { drawEvent, EVENT_ART_HEIGHT, EVENT_ART_WIDTH, type EventArtKind } from './event-art.js';

/** The parts of the events module the demo is made through (its own rules, not SQL). */
export interface DemoEventsParts {
  events: Pick<EventsService, 'createEvent' | 'queryEvents'>;
  tickets: Pick<TicketsService, 'createTicketDefinition'>;
}

type Ticket = Omit<TicketDefinitionInput, 'eventId'>;

interface DemoEvent {
  art: EventArtKind;
  altText: string;
  /** Days from today (in the event's zone) to its day; negative for one already over. */
  inDays: number;
  /** Start and end, minutes past the local midnight of its day. */
  from: number;
  to: number;
  event: Omit<EventInput, 'dateAndTimeSettings' | 'mainImage'> & { timeZoneId: string };
  tickets: Ticket[];
}

const at = (hours: number, minutes = 0) => hours * 60 + minutes;

/**
 * The demo events, each in its own time zone: a concert in Lisbon selling General and VIP tickets
 * (the service fee added at checkout on one, included in the other), a free RSVP open day in
 * New York, a cooking class streamed from Tokyo with a free pass, and a print fair in London
 * that is already over.
 * They are made in this order, and Wix lists events oldest first by default: the first one listed
 * (by the storefront and by any app on the official clients) is on sale.
 */
const EVENTS: DemoEvent[] = [
  {
    art: 'fado',
    altText: 'A Portuguese guitar against the roofs of Lisbon under a full moon',
    inDays: 12,
    from: at(20),
    to: at(23),
    event: {
      title: 'Fado Night by the River',
      shortDescription: 'Two guitars and three voices in a small club in Alfama.',
      detailedDescription:
        'An evening of traditional fado: the Portuguese guitar, the classical guitar and three singers, two sets with a break for petiscos. Doors open half an hour before.',
      timeZoneId: 'Europe/Lisbon',
      location: {
        name: 'Clube de Fado',
        type: 'VENUE',
        address: {
          formattedAddress: 'R. São João da Praça 86, 1100-521 Lisboa, Portugal',
          addressLine: 'R. São João da Praça 86',
          city: 'Lisboa',
          postalCode: '1100-521',
          country: 'PT',
        },
      },
      registration: { initialType: 'TICKETING', tickets: { ticketLimitPerOrder: 10 } },
      categories: ['Music'],
    },
    tickets: [
      {
        name: 'General',
        description: 'A seat at the shared tables.',
        pricingMethod: { fixedPrice: { value: '25' } },
        feeType: 'FEE_ADDED_AT_CHECKOUT',
        initialLimit: 80,
        limitPerCheckout: 6,
      },
      {
        name: 'VIP',
        description: 'A table by the stage and a glass of port.',
        pricingMethod: { fixedPrice: { value: '60' } },
        feeType: 'FEE_INCLUDED',
        initialLimit: 12,
        limitPerCheckout: 4,
      },
    ],
  },
  {
    art: 'garden',
    altText: 'Raised beds of seedlings on a sunny hillside',
    inDays: 17,
    from: at(10),
    to: at(15),
    event: {
      title: 'Community Garden Open Day',
      shortDescription: 'Plant a bed, swap seeds and take a seedling home. Free for everyone.',
      detailedDescription:
        'Meet the gardeners, help plant the spring beds and join a short composting workshop at noon. Bring gloves if you have them; tools and seedlings are provided.',
      timeZoneId: 'America/New_York',
      location: {
        name: 'Kent Avenue Garden',
        type: 'VENUE',
        address: {
          formattedAddress: '88 Kent Ave, Brooklyn, NY 11249',
          addressLine: '88 Kent Ave',
          city: 'Brooklyn',
          subdivision: 'NY',
          postalCode: '11249',
          country: 'US',
        },
      },
      registration: { initialType: 'RSVP', rsvp: { responseType: 'YES_ONLY', limit: 80 } },
      categories: ['Outdoors', 'Workshops'],
    },
    tickets: [],
  },
  {
    art: 'ramen',
    altText: 'A steaming bowl of ramen on a screen, live',
    inDays: 24,
    from: at(19),
    to: at(20, 30),
    event: {
      title: 'Ramen from Scratch, Live from Tokyo',
      shortDescription: 'Cook along with a Tokyo chef: broth, tare and noodles in ninety minutes.',
      detailedDescription:
        'A live class streamed from a small kitchen in Tokyo. The shopping list arrives with your pass; questions are answered as you cook.',
      timeZoneId: 'Asia/Tokyo',
      location: { name: 'Online', type: 'ONLINE' },
      registration: { initialType: 'TICKETING' },
      categories: ['Food', 'Workshops'],
    },
    tickets: [
      {
        name: 'Live pass',
        description: 'Watch live and ask questions in the chat.',
        pricingMethod: { free: true },
        feeType: 'NO_FEE',
        limitPerCheckout: 2,
      },
    ],
  },
  {
    art: 'prints',
    altText: 'Colourful posters pegged on a line above a table of prints',
    inDays: -21,
    from: at(11),
    to: at(18),
    event: {
      title: 'Riso Print Fair',
      shortDescription: 'Forty small presses and their prints, zines and posters.',
      timeZoneId: 'Europe/London',
      location: {
        name: 'Hackney Arts Hall',
        type: 'VENUE',
        address: {
          formattedAddress: '12 Mare St, London E8 4RP, United Kingdom',
          addressLine: '12 Mare St',
          city: 'London',
          postalCode: 'E8 4RP',
          country: 'GB',
        },
      },
      registration: { initialType: 'TICKETING' },
      categories: ['Art'],
    },
    tickets: [
      {
        name: 'Day ticket',
        pricingMethod: { fixedPrice: { value: '8' } },
        feeType: 'FEE_ADDED_AT_CHECKOUT',
      },
    ],
  },
];

/**
 * The demo site's events and their tickets, dated from the clock so that the upcoming ones stay
 * upcoming whenever the demo starts (and the past one stays past). The events module accepts an
 * event whose dates are already over: it is published as it is, ENDED from the start, and sells
 * nothing. Idempotent: a site that already has an event (a draft too) is left as it is.
 */
export async function seedDemoEvents(
  parts: DemoEventsParts,
  media: Pick<MediaService, 'uploadImage'>,
  siteId: string,
  clock: Clock,
): Promise<void> {
  const { events } = await parts.events.queryEvents(siteId, { paging: { limit: 1 } }, true);
  if (events.length > 0) return;

  const now = clock.now().getTime();
  for (const { art, altText, inDays, from, to, event, tickets } of EVENTS) {
    const { timeZoneId, ...input } = event;
    const day = nextDate(localDateOf(now, timeZoneId), inDays);
    const image = await media.uploadImage(siteId, `event-${art}.svg`, Buffer.from(drawEvent(art)));
    const created = await parts.events.createEvent(siteId, {
      event: {
        ...input,
        mainImage: { url: image.url, width: EVENT_ART_WIDTH, height: EVENT_ART_HEIGHT, altText },
        dateAndTimeSettings: {
          startDate: new Date(instantOf(day, from, timeZoneId)).toISOString(),
          endDate: new Date(instantOf(day, to, timeZoneId)).toISOString(),
          timeZoneId,
        },
      },
    });
    for (const ticket of tickets)
      await parts.tickets.createTicketDefinition(siteId, {
        ticketDefinition: { ...ticket, eventId: created.id },
      });
  }
}
