import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { eventsTestCalls } from '../test-calls.js';
import { refundAmount } from './refunds.js';

const buyer = { firstName: 'Amália', lastName: 'Rodrigues', email: 'amalia@example.com' };

describe('what refunding some tickets gives back', () => {
  const tickets = [
    { ticketNumber: 'A', priceMinor: 2500 },
    { ticketNumber: 'B', priceMinor: 2500 },
    { ticketNumber: 'C', priceMinor: 5000 },
  ];
  it('is each ticket’s share of the total paid (fees included), in proportion to its price', () => {
    // 102.50 paid for 100.00 of tickets: a quarter of it is 25.625, rounded down to the cent.
    expect(refundAmount(10_250, 0, tickets, new Set(['A']))).toBe(2562);
    expect(refundAmount(10_250, 0, tickets, new Set(['C']))).toBe(5125);
  });
  it('is everything left when the last tickets are refunded, so the shares add up to the total', () => {
    const refunded = [{ ...tickets[0], refundedAt: 'x' }, tickets[1], tickets[2]] as typeof tickets;
    expect(refundAmount(10_250, 2562, refunded, new Set(['B', 'C']))).toBe(7688);
    expect(refundAmount(10_250, 0, tickets, new Set(['A', 'B', 'C']))).toBe(10_250);
  });
});

describe.each(testDialects)('refunding a ticket order on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  let event: { id: string; slug: string };
  let general: string;
  const clock = new ManualClock('2030-06-01T12:00:00.000Z');
  const { call, createEvent, createTicket, buyTickets } = eventsTestCalls(() => t);

  const buy = (quantity: number) => buyTickets(visitor, event, general, quantity, buyer);
  const refund = (orderNumber: string, body: Record<string, unknown> = {}, authorization?: string) =>
    call(
      'POST',
      `/events/v1/events/orders/${orderNumber}/refund`,
      { eventId: event.id, ...body },
      authorization,
    );
  const checkIn = (ticketNumber: string[]) =>
    call('POST', `/events/v1/events/${event.id}/tickets/check-in`, { ticketNumber });
  const sold = async () =>
    (await call('GET', `/events/v3/ticket-definitions/${general}`)).json().ticketDefinition.salesDetails
      .soldCount;
  const status = async (orderNumber: string) =>
    (await call('GET', `/events/v1/events/${event.id}/orders/${orderNumber}`)).json().order.status;

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    visitor = await t.visitorToken();
    event = await createEvent();
    general = (await createTicket(event.id, { name: 'General', initialLimit: 20 })).id;
  });
  afterAll(() => t.close());

  // A General ticket is $25.00 with the 2.5 % service fee added at checkout: the buyer paid $25.625
  // a ticket, so one ticket's refund is $25.62, and a whole order's is all it paid.
  it('refunds some tickets: back on sale, no longer admitting anyone, the order still paid', async () => {
    const order = await buy(3);
    const [first, second, third] = order.tickets.map((ticket) => ticket.ticketNumber) as [
      string,
      string,
      string,
    ];
    const before = await sold();

    const one = await refund(order.orderNumber, { ticketNumbers: [first], reason: 'Cannot come' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({
      refundedAmount: '25.62',
      currency: 'USD',
      ticketNumbers: [first],
      orderStatus: 'PAID',
    });
    expect(await sold()).toBe(before - 1);
    const shown = (
      await call('GET', `/events/v1/events/${event.id}/orders/${order.orderNumber}?fieldset=TICKETS`)
    ).json().order.tickets as { ticketNumber: string; archived: boolean }[];
    expect(shown.map((ticket) => [ticket.ticketNumber, ticket.archived])).toEqual([
      [first, true],
      [second, false],
      [third, false],
    ]);
    const refused = await checkIn([first]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.applicationError.code).toBe('TICKET_REFUNDED');
    const again = await refund(order.orderNumber, { ticketNumbers: [first] });
    expect(again.json().details.applicationError.code).toBe('TICKET_ALREADY_REFUNDED');

    // A ticket someone came in with is not refunded; the others still are.
    expect((await checkIn([second])).statusCode).toBe(200);
    const used = await refund(order.orderNumber, {});
    expect(used.statusCode).toBe(409);
    expect(used.json().details.applicationError.code).toBe('TICKET_ALREADY_USED');
    const last = await refund(order.orderNumber, { ticketNumbers: [third] });
    expect(last.json()).toMatchObject({ refundedAmount: '25.62', orderStatus: 'PAID' });
    expect(await status(order.orderNumber)).toBe('PAID');

    const calls = (
      await call(
        'GET',
        `/payments/v1/test-provider/calls?reference=event-order:${event.id}:${order.orderNumber}`,
      )
    ).json().calls as { kind: string; amount: string }[];
    expect(calls.filter((entry) => entry.kind === 'REFUND').map((entry) => entry.amount)).toEqual([
      '25.62',
      '25.62',
    ]);
  });

  it('refunds a whole order once: all its tickets back on sale, and it is canceled', async () => {
    const order = await buy(2);
    const before = await sold();
    const answers = await Promise.all([refund(order.orderNumber), refund(order.orderNumber)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 200)?.json()).toMatchObject({
      refundedAmount: '51.25',
      orderStatus: 'CANCELED',
    });
    expect(await sold()).toBe(before - 2);
    expect(await status(order.orderNumber)).toBe('CANCELED');
  });

  it('is the owner’s to do, for an order of the event named', async () => {
    const order = await buy(1);
    expect((await refund(order.orderNumber, {}, visitor)).statusCode).toBe(403);
    expect((await refund('no-such-order')).statusCode).toBe(404);
    const elsewhere = await call('POST', `/events/v1/events/orders/${order.orderNumber}/refund`, {
      eventId: 'another-event',
    });
    expect(elsewhere.statusCode).toBe(404);
    const bad = await refund(order.orderNumber, { ticketNumbers: [] });
    expect(bad.statusCode).toBe(400);
  });
});
