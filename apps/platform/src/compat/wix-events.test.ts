import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
// The modules `@wix/events` re-exports, as they are: the umbrella package also brings headless
// React components (as `@wix/bookings` does), which would displace the storefront's React.
import * as orders from '@wix/auto_sdk_events_orders';
import * as wixEventsV2 from '@wix/auto_sdk_events_wix-events-v-2';
import { redirects } from '@wix/redirects';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../testing/databases.js';
import { type CompatPlatform, startCompatPlatform } from '../testing/wix-compat.js';

/** The official `wixEventsV2` and `orders` modules, unmodified, against the platform's events. */
describe.each(testDialects)('official events modules against the platform on %s', (dialect) => {
  let t: CompatPlatform;
  let eventId: string;
  let vipId: string;
  beforeAll(async () => {
    t = await startCompatPlatform(dialect);
  });
  afterAll(() => t.close());

  it('lets the owner create, publish and read events with wixEventsV2, its dates as Date objects', async () => {
    const owner = createClient({
      modules: { wixEventsV2 },
      auth: ApiKeyStrategy({ apiKey: t.ownerApiKey, siteId: t.siteId }),
    });
    const created = await owner.wixEventsV2.createEvent(
      {
        title: 'Harbour Jazz',
        location: { type: 'VENUE', name: 'Pier 4', address: { city: 'Lisbon', country: 'PT' } },
        dateAndTimeSettings: {
          startDate: new Date('2031-07-04T18:00:00.000Z'),
          endDate: new Date('2031-07-04T21:00:00.000Z'),
          timeZoneId: 'Europe/Lisbon',
        },
        registration: { initialType: 'TICKETING' },
      },
      { draft: true },
    );
    expect(created).toMatchObject({ title: 'Harbour Jazz', status: 'DRAFT', slug: 'harbour-jazz' });
    expect(created.dateAndTimeSettings?.startDate).toEqual(new Date('2031-07-04T18:00:00.000Z'));
    eventId = created._id ?? '';
    const published = await owner.wixEventsV2.publishDraftEvent(eventId);
    expect(published.event?.status).toBe('UPCOMING');
    const { event: found } = await owner.wixEventsV2.getEventBySlug('harbour-jazz', {
      fields: ['DETAILS', 'URLS'],
    });
    expect(found?._id).toBe(eventId);
    expect(found?.eventPageUrl).toMatch(/\/tickets\/harbour-jazz$/);
    expect((await owner.wixEventsV2.getEvent(eventId))._id).toBe(eventId);
    const counted = await owner.wixEventsV2.countEventsByStatus({ facet: ['status'] });
    expect(counted.facets?.status?.counts).toMatchObject({ UPCOMING: 1 });

    for (const [name, value, initialLimit] of [
      ['General', '30', 100],
      ['VIP', '90', 2],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/events/v3/ticket-definitions',
        headers: { authorization: t.ownerApiKey },
        payload: {
          ticketDefinition: { eventId, name, pricingMethod: { fixedPrice: { value } }, initialLimit },
        },
      });
      if (response.statusCode !== 200) throw new Error(response.body);
      if (name === 'VIP') vipId = response.json().ticketDefinition.id;
    }
  });

  it('serves a visitor the storefront’s calls: queryEvents, queryAvailableTickets, createReservation', async () => {
    const visitor = createClient({
      modules: { wixEventsV2, orders },
      auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }),
    });
    const { items } = await visitor.wixEventsV2.queryEvents().limit(10).find();
    expect(items.map((event) => event.title)).toEqual(['Harbour Jazz']);
    expect(items[0]?.dateAndTimeSettings?.formatted?.startTime).toBe('7:00 PM');
    expect(items[0]?.registration?.tickets?.lowestPrice).toMatchObject({ value: '30.00', currency: 'USD' });

    const { definitions } = await visitor.orders.queryAvailableTickets({ filter: { eventId }, limit: 10 });
    expect(definitions?.map((ticket) => [ticket.name, ticket.price?.value])).toEqual([
      ['General', '30.00'],
      ['VIP', '90.00'],
    ]);

    const reservation = await visitor.orders.createReservation(eventId, {
      ticketQuantities: [{ ticketDefinitionId: vipId, quantity: 2 }],
    });
    expect(reservation._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(reservation.reservationStatus).toBe('RESERVATION_PENDING');
    expect(reservation.expires).toBeInstanceOf(Date);
    expect(reservation.invoice?.grandTotal?.value).toBe('184.50');

    await expect(
      visitor.orders.createReservation(eventId, {
        ticketQuantities: [{ ticketDefinitionId: vipId, quantity: 1 }],
      }),
    ).rejects.toMatchObject({ details: { applicationError: { code: 'TICKET_SOLD_OUT' } } });
    await visitor.orders.cancelReservation(reservation._id ?? '', eventId);
    const again = await visitor.orders.createReservation(eventId, {
      ticketQuantities: [{ ticketDefinitionId: vipId, quantity: 1 }],
    });
    expect(again.reservationStatus).toBe('RESERVATION_PENDING');
  });

  it('opens the hosted page with redirects.createRedirectSession({eventsCheckout}), and checks out with orders', async () => {
    const visitor = createClient({
      modules: { orders, redirects },
      auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }),
    });
    const { definitions } = await visitor.orders.queryAvailableTickets({ filter: { eventId }, limit: 10 });
    const general = definitions?.find((ticket) => ticket.name === 'General')?._id ?? '';
    const reservation = await visitor.orders.createReservation(eventId, {
      ticketQuantities: [{ ticketDefinitionId: general, quantity: 1 }],
    });
    const { redirectSession } = await visitor.redirects.createRedirectSession({
      eventsCheckout: { eventSlug: 'harbour-jazz', reservationId: reservation._id ?? '' },
      callbacks: { postFlowUrl: 'http://localhost:3000/tickets' },
    });
    expect(new URL(redirectSession?.fullUrl ?? '').pathname).toBe('/hosted/event-checkout');

    const invoice = await visitor.orders.getInvoice(reservation._id ?? '', eventId);
    expect(invoice.invoice?.grandTotal?.value).toBe('30.75');
    const { order } = await visitor.orders.checkout(eventId, {
      reservationId: reservation._id ?? '',
      guests: [
        {
          form: {
            inputValues: [
              { inputName: 'firstName', value: 'Ada' },
              { inputName: 'lastName', value: 'Lovelace' },
              { inputName: 'email', value: 'ada@example.com' },
            ],
          },
        },
      ],
      options: { payInPerson: true },
    });
    expect(order).toMatchObject({ status: 'OFFLINE_PENDING', fullName: 'Ada Lovelace', ticketsQuantity: 1 });
    expect(order?.created).toBeInstanceOf(Date);
    const got = await visitor.orders.getOrder({ eventId, orderNumber: order?.orderNumber ?? '' });
    expect(got.tickets?.[0]?.ticketNumber).toMatch(/^[2-9A-Z]{11}\d{2}$/);
  });
});
