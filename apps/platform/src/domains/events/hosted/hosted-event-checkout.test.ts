import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { eventsTestCalls } from '../test-calls.js';

const card = (number: string) => ({ number, expiryMonth: 12, expiryYear: 2034, cvc: '123' });
const buyer = { firstName: 'Amália', lastName: 'Rodrigues', email: 'amalia@example.com' };

describe.each(testDialects)('the hosted "Add your details" page on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  let event: { id: string; slug: string };
  let general: string;
  const clock = new ManualClock('2030-06-01T12:00:00.000Z');
  const { call, createEvent, createTicket } = eventsTestCalls(() => t);

  const reserve = async (quantity: number, authorization = visitor) =>
    (
      await call(
        'POST',
        '/events/v1/checkout/reservations',
        { eventId: event.id, ticketQuantities: [{ ticketDefinitionId: general, quantity }] },
        authorization,
      )
    ).json().id as string;
  const sessionFor = (reservationId: string, authorization = visitor, eventSlug = event.slug) =>
    call(
      'POST',
      '/_api/redirects-api/v1/redirect-session',
      {
        eventsCheckout: { eventSlug, reservationId },
        callbacks: { postFlowUrl: 'http://localhost:3000/tickets' },
      },
      authorization,
    );
  const tokenFor = async (reservationId: string) => {
    const response = await sessionFor(reservationId);
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().redirectSession as { fullUrl: string; sessionToken: string };
  };
  const page = async (session: string) =>
    (await call('POST', '/hosted/v1/event-checkout-session', { session })).json();
  const place = (session: string, extra: Record<string, unknown>) =>
    call('POST', '/hosted/v1/event-checkout-session/checkout', { session, buyer, ...extra });
  const sold = async () =>
    (await call('GET', `/events/v3/ticket-definitions/${general}`)).json().ticketDefinition.salesDetails;

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    visitor = await t.visitorToken();
    event = await createEvent();
    general = (
      await createTicket(event.id, { name: 'General', initialLimit: 10, feeType: 'FEE_ADDED_AT_CHECKOUT' })
    ).id;
  });
  afterAll(() => t.close());

  it("opens only for a published event and the caller's own reservation", async () => {
    const reservationId = await reserve(1);
    const stranger = await t.visitorToken();
    expect((await sessionFor(reservationId, stranger)).statusCode).toBe(404);
    expect((await sessionFor(reservationId, visitor, 'no-such-event')).statusCode).toBe(404);
    const bad = await call(
      'POST',
      '/_api/redirects-api/v1/redirect-session',
      { eventsCheckout: { eventSlug: '' } },
      visitor,
    );
    expect(bad.statusCode).toBe(400);
    const { fullUrl } = await tokenFor(reservationId);
    expect(new URL(fullUrl).pathname).toBe('/hosted/event-checkout');
  });

  it('shows the event in its own time zone, the held tickets and the total with fees', async () => {
    const reservationId = await reserve(2);
    const { sessionToken } = await tokenFor(reservationId);
    const shown = await page(sessionToken);
    expect(shown.event).toMatchObject({
      title: 'Fado Night',
      timeZoneId: 'Europe/Lisbon',
      where: 'Clube de Fado, R. São João da Praça 86, Lisboa',
    });
    // 19:00 UTC on June 14 is 8:00 PM in Lisbon (WEST, UTC+1).
    expect(shown.event.when).toContain('June 14, 2030');
    expect(shown.event.when).toContain('8:00 PM');
    expect(shown.reservation).toMatchObject({
      status: 'RESERVATION_PENDING',
      lines: [{ name: 'General', quantity: 2, price: '$25.00', total: '$50.00', fee: '$1.25' }],
      invoice: { grandTotal: { value: '51.25' } },
      total: '$51.25',
    });
    expect(shown).toMatchObject({ paymentRequired: true, acceptsPayments: true });
    expect(shown.order).toBeUndefined();
  });

  it('keeps the hold and makes no order when the card is declined; the test card pays', async () => {
    const reservationId = await reserve(2);
    const { sessionToken } = await tokenFor(reservationId);
    const before = await sold();
    expect((await place(sessionToken, {})).statusCode).toBe(400);
    const declined = await place(sessionToken, { card: card('4000000000000002') });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().details.applicationError.code).toBe('PAYMENT_DECLINED');
    expect(await sold()).toEqual(before);
    expect((await page(sessionToken)).reservation.status).toBe('RESERVATION_PENDING');
    const paid = await place(sessionToken, {
      card: card('4242424242424242'),
      guests: [{ firstName: 'Carlos', lastName: 'Paredes' }],
    });
    expect(paid.statusCode).toBe(200);
    const { order } = paid.json();
    expect(order).toMatchObject({
      status: 'PAID',
      confirmed: true,
      method: 'card',
      totalPrice: { value: '51.25' },
    });
    expect(order.tickets.map((ticket: { guestFullName: string }) => ticket.guestFullName)).toEqual([
      'Amália Rodrigues',
      'Carlos Paredes',
    ]);
    expect(await sold()).toMatchObject({
      soldCount: before.soldCount + 2,
      reservedCount: before.reservedCount - 2,
    });
    // A reload shows the confirmation; sending the page again orders nothing twice.
    expect((await page(sessionToken)).order.orderNumber).toBe(order.orderNumber);
    const again = await place(sessionToken, { card: card('4242424242424242') });
    expect(again.json().details.applicationError.code).toBe('RESERVATION_NOT_PENDING');
    // The buyer who made the session reads their order through the API too.
    const got = await call(
      'GET',
      `/events/v1/events/${event.id}/orders/${order.orderNumber}`,
      undefined,
      visitor,
    );
    expect(got.json().order.status).toBe('PAID');
  });

  it('refuses to charge a total the buyer was not shown (TOTAL_CHANGED, the hold kept), and charges the one shown', async () => {
    const reservationId = await reserve(1);
    const { sessionToken } = await tokenFor(reservationId);
    const total = (await page(sessionToken)).reservation.invoice.grandTotal.value as string;
    const before = await sold();
    const stale = await place(sessionToken, { card: card('4242424242424242'), shownTotal: '25.00' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.applicationError).toMatchObject({
      code: 'TOTAL_CHANGED',
      data: { total: { amount: total, formattedAmount: `$${total}` }, shownTotal: '25.00' },
    });
    expect(await sold()).toEqual(before);
    expect((await page(sessionToken)).reservation.status).toBe('RESERVATION_PENDING');
    const paid = await place(sessionToken, { card: card('4242424242424242'), shownTotal: total });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order).toMatchObject({ status: 'PAID', totalPrice: { value: total } });
  });

  it('says a hold has run out', async () => {
    const reservationId = await reserve(1);
    const { sessionToken } = await tokenFor(reservationId);
    clock.advance(21 * 60_000);
    expect((await page(sessionToken)).reservation.status).toBe('RESERVATION_EXPIRED');
    const late = await place(sessionToken, { card: card('4242424242424242') });
    expect(late.json().details.applicationError.code).toBe('RESERVATION_EXPIRED');
  });
});
