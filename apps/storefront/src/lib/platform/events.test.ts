import { BazaarError } from '@bazaar/sdk';
import type { Event } from '@bazaar/sdk/events';
import { describe, expect, it } from 'vitest';
import {
  type AvailableTicket,
  eventViewOf,
  moneyText,
  refusalOf,
  rsvpFormOf,
  rsvpRefusalOf,
  rsvpResultOf,
  ticketOptionOf,
  zoneText,
} from './events';

type Registration = NonNullable<Event['registration']>;

/** A ticketed concert in Lisbon, as the SDK returns it; `changes` replace its parts. */
const event = (
  changes: Partial<Omit<Event, 'registration'>> & { registration?: Partial<Registration> } = {},
): Event => {
  const { registration, ...rest } = changes;
  return {
    _id: 'e1',
    title: 'Fado Night',
    slug: 'fado-night',
    status: 'UPCOMING',
    shortDescription: 'Guitars by the river',
    mainImage: { url: 'http://127.0.0.1:4000/media/x/fado.svg', altText: 'A guitar' },
    location: {
      name: 'Clube de Fado',
      type: 'VENUE',
      address: { formattedAddress: 'R. São João da Praça 86, Lisboa' },
    },
    dateAndTimeSettings: {
      dateAndTimeTbd: false,
      startDate: new Date('2030-11-07T20:00:00Z'),
      endDate: new Date('2030-11-07T23:00:00Z'),
      timeZoneId: 'Europe/Lisbon',
      hideEndDate: false,
      showTimeZone: false,
      recurrenceStatus: 'ONE_TIME',
      formatted: {
        dateAndTime: 'November 7, 2030, 8:00 PM – 11:00 PM',
        startDate: 'November 7, 2030',
        startTime: '8:00 PM',
        endDate: 'November 7, 2030',
        endTime: '11:00 PM',
      },
    },
    registration: {
      type: 'TICKETING',
      initialType: 'TICKETING',
      status: 'OPEN_TICKETS',
      allowedGuestTypes: 'VISITOR_OR_MEMBER',
      registrationDisabled: false,
      tickets: {
        ticketLimitPerOrder: 20,
        currency: 'USD',
        lowestPrice: { value: '25.00', currency: 'USD' },
        highestPrice: { value: '60.00', currency: 'USD' },
        soldOut: false,
        reservationDurationInMinutes: 20,
        guestsAssignedSeparately: false,
      },
      ...registration,
    },
    _createdDate: new Date('2030-10-01T00:00:00Z'),
    _updatedDate: new Date('2030-10-01T00:00:00Z'),
    revision: '1',
    ...rest,
  } as Event;
};

const prices = (low: string, high: string, soldOut = false) => ({
  tickets: {
    ticketLimitPerOrder: 20,
    currency: 'USD',
    lowestPrice: { value: low, currency: 'USD' },
    highestPrice: { value: high, currency: 'USD' },
    soldOut,
    reservationDurationInMinutes: 20,
    guestsAssignedSeparately: false,
  },
});

describe('an event as the tickets pages show it', () => {
  it('reads a ticketed event on its own clock, at its venue, from its lowest price', () => {
    expect(eventViewOf(event())).toMatchObject({
      id: 'e1',
      slug: 'fado-night',
      when: 'November 7, 2030, 8:00 PM – 11:00 PM',
      zone: 'Lisbon time',
      place: 'Clube de Fado',
      address: 'R. São João da Praça 86, Lisboa',
      image: { url: 'http://127.0.0.1:4000/media/x/fado.svg', altText: 'A guitar' },
      registration: 'TICKETS',
      onSale: true,
      offer: 'From $25.00',
    });
  });

  it('says what the tickets cost: one price, free, free or paid, sold out, none yet', () => {
    const offer = (registration: Partial<Registration>) => eventViewOf(event({ registration })).offer;
    expect(offer(prices('25.00', '25.00'))).toBe('$25.00');
    expect(offer(prices('0.00', '0.00'))).toBe('Free');
    expect(offer(prices('0.00', '60.00'))).toBe('Free or from $60.00');
    expect(offer(prices('25.00', '60.00', true))).toBe('Sold out');
    expect(offer({ tickets: { ...prices('1', '1').tickets, lowestPrice: undefined } })).toBe(
      'No tickets on sale yet',
    );
    expect(offer({ status: 'CLOSED_MANUALLY' })).toBe('Registration closed');
    expect(eventViewOf(event({ registration: { status: 'CLOSED_MANUALLY' } })).onSale).toBe(false);
  });

  it('offers nothing of an event over or cancelled', () => {
    for (const [status, offer] of [
      ['ENDED', 'Ended'],
      ['CANCELED', 'Cancelled'],
    ] as const) {
      const view = eventViewOf(event({ status, registration: { status: 'CLOSED_AUTOMATICALLY' } }));
      expect(view).toMatchObject({ status, offer, onSale: false });
    }
  });

  it('reads an RSVP event as free, an online one as Online, and a zone the text already names once', () => {
    const rsvp = eventViewOf(
      event({ registration: { type: 'RSVP', initialType: 'RSVP', status: 'OPEN_RSVP', tickets: undefined } }),
    );
    expect(rsvp).toMatchObject({ registration: 'RSVP', rsvp: 'OPEN', offer: 'Free · RSVP', onSale: false });
    expect(
      eventViewOf(event({ registration: { initialType: 'RSVP', status: 'OPEN_RSVP_WAITLIST_ONLY' } })).rsvp,
    ).toBe('WAITLIST');
    const online = eventViewOf(event({ location: { type: 'ONLINE', name: 'Online' } }));
    expect(online).toMatchObject({ place: 'Online', address: undefined });
    const named = event();
    named.dateAndTimeSettings.showTimeZone = true;
    expect(eventViewOf(named).zone).toBeUndefined();
    expect(zoneText('America/New_York')).toBe('New York time');
    expect(zoneText('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
    expect(zoneText('UTC')).toBe('UTC');
  });
});

/** A kind of ticket as `orders.queryAvailableTickets` returns it. */
const ticket = (changes: Partial<AvailableTicket> = {}): AvailableTicket =>
  ({
    _id: 't1',
    eventId: 'e1',
    name: 'General',
    price: { amount: '25.00', value: '25.00', currency: 'USD' },
    free: false,
    limitPerCheckout: 6,
    orderIndex: 0,
    wixFeeConfig: { type: 'FEE_ADDED_AT_CHECKOUT' },
    saleStatus: 'SALE_STARTED',
    state: [],
    pricing: { fixedPrice: { amount: '25.00', value: '25.00', currency: 'USD' }, pricingType: 'STANDARD' },
    soldOut: false,
    ...changes,
  }) as AvailableTicket;

describe('a kind of ticket as the event page offers it', () => {
  it('shows the price with its currency, and says when the fee is added at checkout', () => {
    expect(ticketOptionOf(ticket(), 'Europe/Lisbon')).toEqual({
      id: 't1',
      name: 'General',
      description: undefined,
      price: '$25.00',
      feeNote: 'Service fee added at checkout',
      unavailable: undefined,
      maxQuantity: 6,
    });
    // Fewer left than a checkout may hold: no more than are left can be chosen.
    expect(
      ticketOptionOf(
        ticket({
          dashboard: {
            hidden: false,
            limited: true,
            quantity: 20,
            unsold: 3,
            sold: 17,
            ticketsSold: 17,
            ticketsReserved: 0,
          },
        }),
        'UTC',
      ).maxQuantity,
    ).toBe(3);
    expect(ticketOptionOf(ticket({ wixFeeConfig: { type: 'FEE_INCLUDED' } }), 'UTC').feeNote).toBeUndefined();
    const free = ticket({ free: true, price: { amount: '0.00', value: '0.00', currency: 'USD' } });
    expect(ticketOptionOf(free, 'UTC')).toMatchObject({ price: 'Free', feeNote: undefined });
    const yen = ticket({ price: { amount: '1500', value: '1500', currency: 'JPY' } });
    expect(ticketOptionOf(yen, 'Asia/Tokyo').price).toBe('¥1,500');
    const donation = ticket({
      price: { amount: '5.00', value: '5.00', currency: 'USD' },
      pricing: { minPrice: { amount: '5.00', value: '5.00', currency: 'USD' }, pricingType: 'DONATION' },
    });
    expect(ticketOptionOf(donation, 'UTC').price).toBe('From $5.00');
  });

  it('says why a ticket cannot be chosen: sold out, not on sale yet (on the event’s clock), sale over', () => {
    expect(ticketOptionOf(ticket({ soldOut: true }), 'UTC').unavailable).toBe('Sold out');
    const scheduled = ticket({
      saleStatus: 'SALE_SCHEDULED',
      salePeriod: {
        startDate: new Date('2030-11-01T00:30:00Z'),
        endDate: new Date('2030-11-07T00:00:00Z'),
        hideNotOnSale: false,
      },
    });
    // Half past midnight UTC is still October 31 in New York.
    expect(ticketOptionOf(scheduled, 'America/New_York').unavailable).toBe('On sale from October 31, 2030');
    expect(ticketOptionOf(ticket({ saleStatus: 'SALE_ENDED' }), 'UTC').unavailable).toBe('Sale ended');
  });
});

describe('a refused reservation', () => {
  const refused = (code: string) =>
    new BazaarError(code, 'application', { applicationError: { code, description: code, data: {} } }, 409);
  it('tells a ticket gone or a sale closed from any other failure', () => {
    expect(refusalOf(refused('TICKET_SOLD_OUT'))).toBe('SOLD_OUT');
    expect(refusalOf(refused('REGISTRATION_CLOSED'))).toBe('CLOSED');
    expect(refusalOf(refused('TICKET_SALE_ENDED'))).toBe('CLOSED');
    expect(refusalOf(refused('SOMETHING_ELSE'))).toBe('OTHER');
    expect(refusalOf(new Error('network'))).toBe('OTHER');
    expect(moneyText('60', 'EUR')).toBe('€60.00');
  });
});

describe('an RSVP event’s form', () => {
  it('asks Yes or No only of a YES_AND_NO event, and offers as many guests as the limit could ever let in', () => {
    const rsvpEvent = (rsvp: Registration['rsvp']) =>
      eventViewOf(
        event({ registration: { initialType: 'RSVP', status: 'OPEN_RSVP', tickets: undefined, rsvp } }),
      ).rsvpForm;
    expect(rsvpEvent({ responseType: 'YES_ONLY', limit: 80, waitlistEnabled: false })).toEqual({
      canDecline: false,
      maxAdditionalGuests: 9,
      waitlist: false,
    });
    expect(rsvpEvent({ responseType: 'YES_AND_NO', limit: 3, waitlistEnabled: true })).toEqual({
      canDecline: true,
      maxAdditionalGuests: 2,
      waitlist: true,
    });
    // A place for one: the guest who answers, and nobody else.
    expect(
      rsvpFormOf({ responseType: 'YES_ONLY', limit: 1, waitlistEnabled: false }).maxAdditionalGuests,
    ).toBe(0);
    expect(rsvpFormOf({ responseType: 'YES_ONLY', waitlistEnabled: false }).maxAdditionalGuests).toBe(9);
    expect(eventViewOf(event()).rsvpForm).toBeUndefined();
  });
});

describe('an answered RSVP', () => {
  it('confirms what happened in words: going with how many, on the waitlist, or not coming', () => {
    const email = 'ana@example.com';
    expect(rsvpResultOf({ status: 'YES', totalGuests: 2, email })).toEqual({
      status: 'YES',
      headline: "You're going — 2 guests",
      detail: 'Your place is saved for you and 1 guest. See you there!',
      email,
    });
    expect(rsvpResultOf({ status: 'YES', totalGuests: 1, email })).toMatchObject({
      headline: "You're going",
      detail: 'Your place is saved for you. See you there!',
    });
    expect(rsvpResultOf({ status: 'WAITING', totalGuests: 3, email })).toMatchObject({
      headline: "You're on the waitlist",
      detail: expect.stringContaining('If places free up for you and 2 guests,'),
    });
    expect(rsvpResultOf({ status: 'WAITING', totalGuests: 1, email }).detail).toBe(
      'The event is full for now. If a place frees up, waiting RSVPs move up in the order they came.',
    );
    expect(rsvpResultOf({ status: 'NO', totalGuests: 1, email }).headline).toBe(
      "We've noted you can't make it",
    );
  });
});

describe('a refused RSVP', () => {
  const refused = (code: string, data: Record<string, unknown> = {}) =>
    new BazaarError(code, 'application', { applicationError: { code, description: 'raw', data } }, 409);
  const invalid = (field: string, violatedRule: string) =>
    new BazaarError(
      'INVALID_ARGUMENT',
      'validation',
      { validationError: { fieldViolations: [{ field, description: 'raw', violatedRule }] } },
      400,
    );

  it('reads the platform’s code, never its message: answered, closed, full with the places left', () => {
    expect(rsvpRefusalOf(refused('GUEST_ALREADY_REGISTERED'))).toEqual({ reason: 'ALREADY_ANSWERED' });
    expect(rsvpRefusalOf(refused('REGISTRATION_CLOSED'))).toEqual({ reason: 'CLOSED' });
    expect(rsvpRefusalOf(refused('GUEST_LIMIT_REACHED', { available: 2 }))).toEqual({
      reason: 'FULL',
      available: 2,
    });
    expect(rsvpRefusalOf(refused('GUEST_LIMIT_REACHED', { available: 0 }))).toEqual({
      reason: 'FULL',
      available: 0,
    });
    expect(rsvpRefusalOf(refused('GUEST_LIMIT_REACHED'))).toEqual({ reason: 'FULL', available: 0 });
  });

  it('tells a refused email from other refused details, and anything else from both', () => {
    expect(rsvpRefusalOf(invalid('buyer.email', 'FORMAT'))).toEqual({ reason: 'INVALID_EMAIL' });
    expect(rsvpRefusalOf(invalid('buyer', 'REQUIRED_FIELD'))).toEqual({ reason: 'INVALID' });
    expect(rsvpRefusalOf(invalid('status', 'INVALID_ENUM_VALUE'))).toEqual({ reason: 'INVALID' });
    expect(rsvpRefusalOf(refused('TICKET_SOLD_OUT'))).toEqual({ reason: 'OTHER' });
    expect(rsvpRefusalOf(new BazaarError('System error occurred', 'system', {}, 503))).toEqual({
      reason: 'OTHER',
    });
    expect(rsvpRefusalOf(new Error('network'))).toEqual({ reason: 'OTHER' });
    expect(rsvpRefusalOf(undefined)).toEqual({ reason: 'OTHER' });
  });
});
