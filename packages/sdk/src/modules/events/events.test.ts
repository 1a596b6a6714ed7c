import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key.js';
import { NoCredentials } from '../../auth/no-credentials.js';
import { OAuthStrategy } from '../../auth/oauth.js';
import { createClient } from '../../client.js';
import { dialects, type RunningPlatform, startPlatform } from '../../test/platform.js';
import { hostedEventCheckout } from '../hosted/index.js';
import { redirects } from '../redirects/index.js';
import { orders, rsvp, ticketDefinitions, wixEventsV2 } from './index.js';

describe.each(dialects)('@bazaar/sdk/events against the platform on %s', (dialect) => {
  let platform: RunningPlatform;
  const modules = { wixEventsV2, orders, ticketDefinitions, rsvp };
  const owner = () =>
    createClient({
      modules,
      auth: ApiKeyStrategy({ apiKey: platform.ownerApiKey }),
      host: { apiBaseUrl: platform.baseUrl },
    });
  const visitor = () =>
    createClient({
      modules,
      auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }),
      host: { apiBaseUrl: platform.baseUrl },
    });

  beforeAll(async () => {
    platform = await startPlatform(dialect);
  });
  afterAll(() => platform.close());

  it('lets the owner set up an event and its tickets, and a visitor find and hold them', async () => {
    const event = await owner().wixEventsV2.createEvent({
      title: 'Night Market',
      location: { type: 'ONLINE' },
      dateAndTimeSettings: {
        startDate: '2031-09-05T17:00:00.000Z',
        endDate: '2031-09-05T23:00:00.000Z',
        timeZoneId: 'Asia/Tokyo',
      },
      registration: { initialType: 'TICKETING' },
    });
    expect(event._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.dateAndTimeSettings.startDate).toEqual(new Date('2031-09-05T17:00:00.000Z'));
    expect(event.dateAndTimeSettings.formatted.startDate).toBe('September 6, 2031');
    const ticket = await owner().ticketDefinitions.createTicketDefinition({
      eventId: event._id,
      name: 'Entry',
      pricingMethod: { fixedPrice: { value: '12' } },
      initialLimit: 3,
    });
    expect(ticket._createdDate).toBeInstanceOf(Date);

    const { items } = await visitor().wixEventsV2.queryEvents().limit(10).find();
    expect(items.map((item) => item.slug)).toEqual(['night-market']);
    const { definitions } = await visitor().orders.queryAvailableTickets({
      filter: { eventId: event._id },
      limit: 10,
    });
    expect(definitions.map((definition) => definition._id)).toEqual([ticket._id]);
    const reservation = await visitor().orders.createReservation(event._id, {
      ticketQuantities: [{ ticketDefinitionId: ticket._id, quantity: 3 }],
    });
    expect(reservation.expires).toBeInstanceOf(Date);
    expect(reservation.invoice.grandTotal.value).toBe('36.90');
    const held = await owner().ticketDefinitions.queryTicketDefinitions().eq('eventId', event._id).find();
    expect(held.items[0]?.salesDetails).toMatchObject({ reservedCount: 3, soldOut: true });
    expect(() =>
      visitor().ticketDefinitions.createTicketDefinition({
        eventId: event._id,
        name: 'x',
        pricingMethod: { free: true },
      }),
    ).toThrow(/elevated client/);

    const { event: canceled } = await owner().wixEventsV2.cancelEvent(event._id);
    expect(canceled.status).toBe('CANCELED');
  });

  it('lets a buyer check out held tickets, read the order, and the owner confirm and check it in', async () => {
    const event = await owner().wixEventsV2.createEvent({
      title: 'Harbour Lights',
      location: { type: 'VENUE', name: 'Pier 4', address: { formattedAddress: 'Pier 4, Sydney' } },
      dateAndTimeSettings: {
        startDate: '2031-10-05T09:00:00.000Z',
        endDate: '2031-10-05T12:00:00.000Z',
        timeZoneId: 'Australia/Sydney',
      },
      registration: { initialType: 'TICKETING' },
    });
    const ticket = await owner().ticketDefinitions.createTicketDefinition({
      eventId: event._id,
      name: 'Deck',
      pricingMethod: { fixedPrice: { value: '20' } },
      feeType: 'FEE_INCLUDED',
    });
    const buyer = visitor();
    const reservation = await buyer.orders.createReservation(event._id, {
      ticketQuantities: [{ ticketDefinitionId: ticket._id, quantity: 2 }],
    });
    const invoice = await buyer.orders.getInvoice(reservation._id, event._id);
    expect(invoice).toMatchObject({ reservationStatus: 'RESERVATION_PENDING', reservationOccupied: false });
    expect(invoice.invoice.grandTotal.value).toBe('40.00');
    const placed = await buyer.orders.checkout(event._id, {
      reservationId: reservation._id,
      buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      options: { payInPerson: true },
    });
    expect(placed.order).toMatchObject({ status: 'OFFLINE_PENDING', ticketsQuantity: 2 });
    expect(placed.order.created).toBeInstanceOf(Date);
    const { orderNumber } = placed.order;
    const got = await buyer.orders.getOrder({ eventId: event._id, orderNumber }, { fieldset: ['TICKETS'] });
    expect(got.tickets?.map((t) => t.guestFullName)).toEqual(['Ada Lovelace', 'Ada Lovelace']);
    await expect(visitor().orders.getOrder({ eventId: event._id, orderNumber })).rejects.toMatchObject({
      status: 404,
    });
    const { orders: confirmed } = await owner().orders.confirmOrder(event._id, {
      orderNumber: [orderNumber],
    });
    expect(confirmed[0]?.status).toBe('PAID');
    const first = got.tickets?.[0]?.ticketNumber as string;
    const { tickets } = await owner().orders.checkInTickets(event._id, { ticketNumber: [first] });
    expect(tickets?.[0]?.checkIn?.created).toBeInstanceOf(Date);
    const listed = await owner().orders.listOrders({ eventId: [event._id], facet: ['status'] });
    expect(listed).toMatchObject({ total: 1, facets: { status: { counts: { PAID: 1 } } } });
    const { sales } = await owner().orders.getSummary({ eventId: event._id });
    expect(sales).toEqual([
      {
        total: { amount: '40.00', value: '40.00', currency: 'USD' },
        totalOrders: 1,
        totalTickets: 2,
        revenue: { amount: '39.00', value: '39.00', currency: 'USD' },
      },
    ]);
  });

  it('lets the owner capture or void the card authorized for an event with delayed capture', async () => {
    const event = await owner().wixEventsV2.createEvent({
      title: 'Minimum Audience',
      location: { type: 'ONLINE' },
      dateAndTimeSettings: {
        startDate: '2031-10-05T17:00:00.000Z',
        endDate: '2031-10-05T19:00:00.000Z',
        timeZoneId: 'Europe/Paris',
      },
      registration: { initialType: 'TICKETING', tickets: { delayedPaymentCapture: true } },
    });
    const ticket = await owner().ticketDefinitions.createTicketDefinition({
      eventId: event._id,
      name: 'Seat',
      pricingMethod: { fixedPrice: { value: '15' } },
      feeType: 'FEE_INCLUDED',
    });
    /** One visitor's order, paid with the test card on the hosted page. */
    const authorizedOrder = async () => {
      const buyer = createClient({
        modules: { orders, redirects },
        auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }),
        host: { apiBaseUrl: platform.baseUrl },
      });
      const reservation = await buyer.orders.createReservation(event._id, {
        ticketQuantities: [{ ticketDefinitionId: ticket._id, quantity: 1 }],
      });
      const { redirectSession } = await buyer.redirects.createRedirectSession({
        eventsCheckout: { eventSlug: event.slug, reservationId: reservation._id },
        callbacks: { postFlowUrl: 'http://localhost:3000/tickets' },
      });
      const page = createClient({
        modules: { hostedEventCheckout },
        auth: NoCredentials(),
        host: { apiBaseUrl: platform.baseUrl },
      });
      const { order } = await page.hostedEventCheckout.placeEventOrder({
        session: redirectSession?.sessionToken as string,
        buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
        card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2034, cvc: '123' },
      });
      expect(order.status).toBe('AUTHORIZED');
      return order.orderNumber;
    };
    const statusOf = async (orderNumber: string) =>
      (await owner().orders.getOrder({ eventId: event._id, orderNumber })).status;

    const captured = await authorizedOrder();
    await owner().orders.captureAuthorizedPayment(captured, { eventId: event._id });
    expect(await statusOf(captured)).toBe('PAID');
    await expect(
      owner().orders.voidAuthorizedPayment(captured, { eventId: event._id }),
    ).rejects.toMatchObject({ status: 428 });
    const voided = await authorizedOrder();
    await owner().orders.voidAuthorizedPayment(voided, { eventId: event._id });
    expect(await statusOf(voided)).toBe('VOIDED');
    // A captured payment is refunded to the card: the whole order, which is then canceled.
    const refunded = await owner().orders.refundOrder(captured, { eventId: event._id, reason: 'Rained off' });
    expect(refunded).toMatchObject({ refundedAmount: '15.00', currency: 'USD', orderStatus: 'CANCELED' });
    expect(await statusOf(captured)).toBe('CANCELED');
  });

  it('lets a guest answer a free event and see their answer; the owner sees the guest list', async () => {
    const event = await owner().wixEventsV2.createEvent({
      title: 'Picnic',
      location: { type: 'VENUE', name: 'Park' },
      dateAndTimeSettings: {
        startDate: '2031-05-01T15:00:00.000Z',
        endDate: '2031-05-01T18:00:00.000Z',
        timeZoneId: 'America/New_York',
      },
      registration: { initialType: 'RSVP', rsvp: { responseType: 'YES_ONLY', limit: 10 } },
    });
    const guest = visitor();
    const { rsvp: answered } = await guest.rsvp.createRsvp(event._id, {
      form: {
        inputValues: [
          { inputName: 'firstName', value: 'Lin' },
          { inputName: 'lastName', value: 'Park' },
          { inputName: 'email', value: 'lin@example.com' },
        ],
      },
    });
    expect(answered).toMatchObject({ status: 'YES', totalGuests: 1 });
    expect(answered.created).toBeInstanceOf(Date);
    expect((await guest.rsvp.listRsvp({ eventId: [event._id] })).total).toBe(1);
    const list = await owner().rsvp.listRsvp({ eventId: [event._id] });
    expect(list.rsvps.map((r) => r.email)).toEqual(['lin@example.com']);
    await guest.rsvp.deleteRsvp(event._id, { rsvpId: [answered._id] });
    expect((await owner().rsvp.listRsvp({ eventId: [event._id] })).total).toBe(0);
  });
});
