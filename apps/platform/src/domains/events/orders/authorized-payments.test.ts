import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { TEST_CARDS } from '../../payments/test-provider.js';
import { eventsTestCalls } from '../test-calls.js';

const card = { number: TEST_CARDS.approved, expiryMonth: 12, expiryYear: 2034, cvc: '123' };
const buyer = { firstName: 'Amália', lastName: 'Rodrigues', email: 'amalia@example.com' };

/**
 * Delayed capture: an event whose cards are only authorized at checkout. The owner captures the
 * payment or voids it; one left alone is voided when its authorization runs out (7 days).
 */
describe.each(testDialects)('authorized payments of event orders on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  let eventId: string;
  let general: string;
  const clock = new ManualClock('2030-06-01T12:00:00.000Z');
  const { call, createEvent, createTicket } = eventsTestCalls(() => t);

  /** A visitor's order of one General ticket, placed and paid on the hosted page. */
  const authorizedOrder = async (slug: string) => {
    const reservation = await call(
      'POST',
      '/events/v1/checkout/reservations',
      { eventId, ticketQuantities: [{ ticketDefinitionId: general, quantity: 1 }] },
      visitor,
    );
    const session = await call(
      'POST',
      '/_api/redirects-api/v1/redirect-session',
      {
        eventsCheckout: { eventSlug: slug, reservationId: reservation.json().id },
        callbacks: { postFlowUrl: 'http://localhost:3000/tickets' },
      },
      visitor,
    );
    const placed = await call('POST', '/hosted/v1/event-checkout-session/checkout', {
      session: session.json().redirectSession.sessionToken,
      buyer,
      card,
    });
    expect(placed.statusCode).toBe(200);
    return placed.json().order as { orderNumber: string; status: string };
  };
  const settle = (action: 'capture' | 'void', orderNumber: string, body: object = { eventId }, as?: string) =>
    call('POST', `/events/v1/events/orders/${orderNumber}/${action}`, body as Record<string, unknown>, as);
  const statusOf = async (orderNumber: string) =>
    (await call('GET', `/events/v1/events/${eventId}/orders/${orderNumber}`)).json().order.status;
  const taken = async () => {
    const { salesDetails } = (await call('GET', `/events/v3/ticket-definitions/${general}`)).json()
      .ticketDefinition;
    return salesDetails.soldCount + salesDetails.reservedCount;
  };

  let slug: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    visitor = await t.visitorToken();
    const event = await createEvent({
      title: 'Minimum Audience Night',
      registration: { initialType: 'TICKETING', tickets: { delayedPaymentCapture: true } },
    });
    eventId = event.id;
    slug = event.slug;
    expect(event.registration.tickets.delayedPaymentCapture).toBe(true);
    general = (await createTicket(eventId, { initialLimit: 5 })).id;
  });
  afterAll(() => t.close());

  it('authorizes at checkout and takes the money when the owner captures, once', async () => {
    const order = await authorizedOrder(slug);
    expect(order.status).toBe('AUTHORIZED');
    expect(await taken()).toBe(1);
    expect((await settle('capture', order.orderNumber, { eventId }, visitor)).statusCode).toBe(403);
    expect((await settle('capture', order.orderNumber, {})).statusCode).toBe(400);
    expect((await settle('capture', order.orderNumber, { eventId: 'another-event' })).statusCode).toBe(404);
    expect((await settle('capture', 'NO-SUCH-ORDER')).statusCode).toBe(404);
    expect(await statusOf(order.orderNumber)).toBe('AUTHORIZED');

    const captured = await settle('capture', order.orderNumber);
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toEqual({});
    expect(await statusOf(order.orderNumber)).toBe('PAID');
    const again = await settle('capture', order.orderNumber);
    expect(again.statusCode).toBe(428);
    expect(again.json().details.applicationError.code).toBe('ORDER_NOT_AUTHORIZED');
    expect((await settle('void', order.orderNumber)).statusCode).toBe(428);
    expect(await statusOf(order.orderNumber)).toBe('PAID');
    expect(await taken()).toBe(1);
  });

  it('voids an authorization and puts its ticket back on sale', async () => {
    const before = await taken();
    const order = await authorizedOrder(slug);
    expect(await taken()).toBe(before + 1);
    const voided = await settle('void', order.orderNumber);
    expect(voided.statusCode).toBe(200);
    expect(await statusOf(order.orderNumber)).toBe('VOIDED');
    expect(await taken()).toBe(before);
    expect((await settle('capture', order.orderNumber)).statusCode).toBe(428);
    expect(await taken()).toBe(before);
  });

  it('voids an authorization nobody captured when it runs out, once, and refuses a late capture', async () => {
    const before = await taken();
    const order = await authorizedOrder(slug);
    clock.set('2030-06-08T11:59:59.000Z');
    await t.runDueJobs();
    expect(await statusOf(order.orderNumber)).toBe('AUTHORIZED');
    clock.set('2030-06-08T12:00:00.000Z');
    const late = await settle('capture', order.orderNumber);
    expect(late.statusCode).toBe(428);
    expect(late.json().details.applicationError.code).toBe('PAYMENT_NOT_SETTLED');
    expect(await statusOf(order.orderNumber)).toBe('AUTHORIZED');
    expect(await t.runDueJobs()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(order.orderNumber)).toBe('VOIDED');
    expect(await taken()).toBe(before);
    await t.runDueJobs();
    expect(await taken()).toBe(before);
    clock.set('2030-06-01T12:00:00.000Z');
  });

  it('charges at once where the event does not delay capture', async () => {
    const other = await createEvent({ title: 'Pay Now Night' });
    eventId = other.id;
    general = (await createTicket(eventId, {})).id;
    const order = await authorizedOrder(other.slug);
    expect(order.status).toBe('PAID');
    expect((await settle('capture', order.orderNumber)).statusCode).toBe(428);
  });
});
