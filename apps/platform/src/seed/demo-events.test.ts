import type { AvailableTicket, Event } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../kernel/clock.js';
import { buildTestApp, type TestApp } from '../testing/app.js';
import { testDialects } from '../testing/databases.js';
import { databaseDigest } from '../testing/digest.js';
import { seedDemoEvents } from './demo-events.js';

const DAY_MS = 24 * 3_600_000;

describe.each(testDialects)('the demo events on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  // A Saturday in late October: Lisbon and London change their clocks the next night, New York a week later.
  const clock = new ManualClock('2030-10-26T12:00:00.000Z');
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    visitor = await t.visitorToken();
    await seedDemoEvents(t.services.events, t.services.media, t.siteId, clock);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, authorization = visitor) =>
    t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const eventsByTitle = async () => {
    const response = await call('POST', '/events/v3/events/query', { query: { paging: { limit: 100 } } });
    expect(response.statusCode).toBe(200);
    const byTitle: Record<string, Event> = {};
    for (const event of response.json().events as Event[]) byTitle[event.title] = event;
    return byTitle;
  };
  const ticketsOf = async (eventId: string) =>
    (
      await call('POST', '/events/v1/checkout/available-tickets/query', { filter: { eventId }, limit: 100 })
    ).json().definitions as AvailableTicket[];

  it('publishes four events in four time zones, three upcoming from the clock and one over', async () => {
    const events = await eventsByTitle();
    expect(Object.keys(events).sort()).toEqual([
      'Community Garden Open Day',
      'Fado Night by the River',
      'Ramen from Scratch, Live from Tokyo',
      'Riso Print Fair',
    ]);
    const zones = Object.values(events).map((event) => event.dateAndTimeSettings.timeZoneId);
    expect(new Set(zones).size).toBe(4);
    expect(zones).not.toContain('UTC');
    const now = clock.now().getTime();
    for (const title of [
      'Fado Night by the River',
      'Community Garden Open Day',
      'Ramen from Scratch, Live from Tokyo',
    ]) {
      const event = events[title];
      expect(event?.status, title).toBe('UPCOMING');
      expect(Date.parse(event?.dateAndTimeSettings.startDate ?? '')).toBeGreaterThan(now);
    }
    const over = events['Riso Print Fair'];
    expect(over?.status).toBe('ENDED');
    expect(over?.registration?.status).toBe('CLOSED_AUTOMATICALLY');
    expect(Date.parse(over?.dateAndTimeSettings.endDate ?? '')).toBeLessThan(now);
  });

  it('dates each event on its own clock: 8 PM in Lisbon, 10 AM in New York, 7 PM in Tokyo', async () => {
    const events = await eventsByTitle();
    const fado = events['Fado Night by the River'];
    // Twelve days after October 26: November 7, after Lisbon has gone back to UTC (8 PM is 20:00Z).
    expect(fado?.dateAndTimeSettings).toMatchObject({
      timeZoneId: 'Europe/Lisbon',
      startDate: '2030-11-07T20:00:00.000Z',
      formatted: { startDate: 'November 7, 2030', startTime: '8:00 PM', endTime: '11:00 PM' },
    });
    expect(events['Community Garden Open Day']?.dateAndTimeSettings).toMatchObject({
      timeZoneId: 'America/New_York',
      // November 12: New York is on EST (UTC-5) by then.
      startDate: '2030-11-12T15:00:00.000Z',
      formatted: { dateAndTime: 'November 12, 2030, 10:00 AM – 3:00 PM' },
    });
    expect(events['Ramen from Scratch, Live from Tokyo']?.dateAndTimeSettings).toMatchObject({
      timeZoneId: 'Asia/Tokyo',
      formatted: { startTime: '7:00 PM', endTime: '8:30 PM' },
    });
  });

  it('places them: a venue with an address, an online class, and registration by tickets or RSVP', async () => {
    const events = await eventsByTitle();
    expect(events['Fado Night by the River']).toMatchObject({
      location: { type: 'VENUE', name: 'Clube de Fado', address: { city: 'Lisboa', country: 'PT' } },
      registration: {
        type: 'TICKETING',
        status: 'OPEN_TICKETS',
        tickets: {
          currency: 'USD',
          lowestPrice: { value: '25.00' },
          highestPrice: { value: '60.00' },
          soldOut: false,
        },
      },
      eventPageUrl: { path: '/tickets/fado-night-by-the-river' },
    });
    expect(events['Community Garden Open Day']).toMatchObject({
      location: { type: 'VENUE', address: { formattedAddress: '88 Kent Ave, Brooklyn, NY 11249' } },
      registration: { type: 'RSVP', status: 'OPEN_RSVP', rsvp: { responseType: 'YES_ONLY', limit: 80 } },
    });
    expect(events['Ramen from Scratch, Live from Tokyo']).toMatchObject({
      location: { type: 'ONLINE' },
      registration: { type: 'TICKETING', status: 'OPEN_TICKETS' },
    });
  });

  it('sells General (fee added at checkout) and VIP (fee included) in Lisbon, a free pass in Tokyo, nothing for the RSVP day', async () => {
    const events = await eventsByTitle();
    const fado = await ticketsOf(events['Fado Night by the River']?.id ?? '');
    expect(
      fado.map(({ name, price, wixFeeConfig, saleStatus, soldOut }) => ({
        name,
        price: price.value,
        currency: price.currency,
        fee: wixFeeConfig.type,
        saleStatus,
        soldOut,
      })),
    ).toEqual([
      {
        name: 'General',
        price: '25.00',
        currency: 'USD',
        fee: 'FEE_ADDED_AT_CHECKOUT',
        saleStatus: 'SALE_STARTED',
        soldOut: false,
      },
      {
        name: 'VIP',
        price: '60.00',
        currency: 'USD',
        fee: 'FEE_INCLUDED',
        saleStatus: 'SALE_STARTED',
        soldOut: false,
      },
    ]);
    const ramen = await ticketsOf(events['Ramen from Scratch, Live from Tokyo']?.id ?? '');
    expect(ramen).toMatchObject([{ name: 'Live pass', free: true, price: { value: '0.00' } }]);
    expect(await ticketsOf(events['Community Garden Open Day']?.id ?? '')).toEqual([]);
  });

  it('lets a visitor hold a VIP ticket and open the hosted checkout for it; the fair that is over sells nothing', async () => {
    const events = await eventsByTitle();
    const fado = events['Fado Night by the River'];
    const [, vip] = await ticketsOf(fado?.id ?? '');
    const reservation = await call('POST', '/events/v1/checkout/reservations', {
      eventId: fado?.id,
      ticketQuantities: [{ ticketDefinitionId: vip?.id, quantity: 1 }],
    });
    expect(reservation.statusCode, reservation.body).toBe(200);
    expect(reservation.json().invoice.grandTotal.value).toBe('60.00');
    const session = await call('POST', '/_api/redirects-api/v1/redirect-session', {
      eventsCheckout: { eventSlug: fado?.slug, reservationId: reservation.json().id },
      callbacks: { postFlowUrl: 'http://127.0.0.1:3000/tickets' },
    });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().redirectSession.fullUrl).toMatch(/\/hosted\/event-checkout\?session=bzs_/);

    // The fair is over: none of its tickets is on offer, and one asked for by id is refused.
    const fair = events['Riso Print Fair'];
    expect(await ticketsOf(fair?.id ?? '')).toEqual([]);
    const dayTicket = (
      await call(
        'POST',
        '/events/v3/ticket-definitions/query',
        { query: { filter: { eventId: fair?.id } } },
        t.ownerApiKey,
      )
    ).json().ticketDefinitions[0] as { id: string } | undefined;
    expect(dayTicket).toBeDefined();
    const refused = await call('POST', '/events/v1/checkout/reservations', {
      eventId: fair?.id,
      ticketQuantities: [{ ticketDefinitionId: dayTicket?.id, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.applicationError.code).toBe('REGISTRATION_CLOSED');
  });

  it('shows each event with its own picture, served by the platform as an image that cannot run script', async () => {
    const events = Object.values(await eventsByTitle());
    const urls = new Set(events.map((event) => event.mainImage?.url));
    expect(urls.size).toBe(4);
    for (const event of events) {
      expect(event.mainImage).toMatchObject({ width: 1200, height: 675, altText: expect.any(String) });
      const image = await t.app.inject({ method: 'GET', url: new URL(event.mainImage?.url ?? '').pathname });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.headers['content-security-policy']).toContain("default-src 'none'");
      expect(image.body).toContain('<svg');
    }
  });

  it('changes nothing when run again (a second start)', async () => {
    const before = await databaseDigest(t.db);
    clock.advance(DAY_MS);
    await seedDemoEvents(t.services.events, t.services.media, t.siteId, clock);
    expect(await databaseDigest(t.db)).toBe(before);
    // A day on, the first visitor's token has expired: a new visitor reads the same four events.
    visitor = await t.visitorToken();
    expect(Object.keys(await eventsByTitle())).toHaveLength(4);
  });
});
