import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { eventsTestCalls } from '../test-calls.js';

/** The owner's door list: listing, reading and un-checking issued tickets (Wix's tickets v1 paths). */
describe.each(testDialects)('issued tickets on %s', (dialect) => {
  let t: TestApp;
  const events = eventsTestCalls(() => t);
  let eventId: string;
  let other: string;
  const numbers: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const event = await events.createEvent();
    eventId = event.id;
    const general = (await events.createTicket(event.id, { name: 'General', initialLimit: 20 })).id;
    const visitor = await t.visitorToken();
    for (const buyer of [
      { firstName: 'Amália', lastName: 'Rodrigues', email: 'amalia@example.com' },
      { firstName: 'Carlos', lastName: 'Paredes', email: 'carlos@example.com' },
    ]) {
      const order = await events.buyTickets(visitor, event, general, 2, buyer);
      numbers.push(...order.tickets.map((ticket: { ticketNumber: string }) => ticket.ticketNumber));
    }
    const second = await events.createEvent({ title: 'Guitar Night' });
    other = second.id;
    const guitar = (await events.createTicket(second.id, { name: 'Seat', initialLimit: 5 })).id;
    await events.buyTickets(visitor, second, guitar, 1, {
      firstName: 'Mariza',
      lastName: 'Reis',
      email: 'mariza@example.com',
    });
  }, 60_000);
  afterAll(() => t.close());

  const list = async (query: string) => {
    const response = await events.call('GET', `/events/v1/tickets?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { total: number; tickets: { ticketNumber: string; guestFullName: string }[] };
  };

  it("lists an event's tickets, or several events', filtered by state or a buyer's name", async () => {
    const all = await list(`eventId=${eventId}`);
    expect(all.total).toBe(4);
    expect(all.tickets.map((ticket) => ticket.ticketNumber).sort()).toEqual([...numbers].sort());
    expect((await list(`eventId=${eventId}&eventId=${other}`)).total).toBe(5);
    expect(
      (await list(`eventId=${eventId}&searchPhrase=paredes`)).tickets.map((x) => x.guestFullName),
    ).toEqual(['Carlos Paredes', 'Carlos Paredes']);
    const page = await list(`eventId=${eventId}&limit=3&offset=3&sort=ticketNumber:asc`);
    expect(page).toMatchObject({ total: 4, offset: 3, limit: 3 });
    expect(page.tickets.map((ticket) => ticket.ticketNumber)).toEqual([[...numbers].sort()[3]]);
  });

  it('undoes a check-in made by mistake, and lists by check-in state', async () => {
    const [first, second] = numbers;
    await events.call('POST', `/events/v1/tickets/check-in`, { eventId, ticketNumber: [first, second] });
    expect((await list(`eventId=${eventId}&state=CHECKED_IN`)).total).toBe(2);
    const undone = await events.call(
      'DELETE',
      `/events/v1/tickets/check-in?eventId=${eventId}&ticketNumber=${first}`,
    );
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().tickets).toEqual([expect.not.objectContaining({ checkIn: expect.anything() })]);
    expect((await list(`eventId=${eventId}&state=CHECKED_IN`)).tickets.map((x) => x.ticketNumber)).toEqual([
      second,
    ]);
    expect((await list(`eventId=${eventId}&state=NON_CHECKED_IN`)).total).toBe(3);
    // Scanned again at the door, it admits its guest once more.
    const again = await events.call('POST', `/events/v1/tickets/check-in`, {
      eventId,
      ticketNumber: [first],
    });
    expect(again.statusCode).toBe(200);
  });

  it('archives tickets apart from their orders, lists by it, and brings them back', async () => {
    const [, second, third] = numbers;
    const one = await events.call('PATCH', `/events/v1/tickets/${second}`, { eventId, archived: true });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().ticket).toMatchObject({ ticketNumber: second, archived: true, orderArchived: false });
    expect(
      (await list(`eventId=${eventId}&state=TICKET_ARCHIVED`)).tickets.map((x) => x.ticketNumber),
    ).toEqual([second]);
    const both = await events.call('PATCH', '/events/v1/tickets', {
      eventId,
      ticketNumber: [second, third],
      archived: false,
    });
    expect(both.json().tickets.map((ticket: { archived: boolean }) => ticket.archived)).toEqual([
      false,
      false,
    ]);
    expect((await list(`eventId=${eventId}&state=TICKET_ACTIVE`)).total).toBe(4);
    const unknown = await events.call('PATCH', '/events/v1/tickets', {
      eventId,
      ticketNumber: [second, 'NOPE'],
      archived: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await list(`eventId=${eventId}&state=TICKET_ARCHIVED`)).total).toBe(0);
    const guest = await events.call('PATCH', `/events/v1/tickets/${second}`, {
      eventId,
      archived: false,
      guestDetails: { firstName: 'X' },
    });
    expect(guest.json().details.validationError.fieldViolations[0].field).toBe('guestDetails');
  });

  it('gets one ticket, and answers an unknown one, another event’s or a bad filter with a clear 4xx', async () => {
    const [first] = numbers;
    const one = await events.call('GET', `/events/v1/tickets/${first}?eventId=${eventId}`);
    expect(one.json().ticket).toMatchObject({ ticketNumber: first, guestFullName: 'Amália Rodrigues' });
    expect((await events.call('GET', `/events/v1/tickets/${first}?eventId=${other}`)).statusCode).toBe(404);
    const unknown = await events.call(
      'DELETE',
      `/events/v1/tickets/check-in?eventId=${eventId}&ticketNumber=NOPE`,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await events.call('GET', `/events/v1/tickets?eventId=${eventId}&state=FREE`)).statusCode).toBe(
      400,
    );
    expect((await events.call('GET', '/events/v1/tickets')).statusCode).toBe(400);
    const visitor = await t.visitorToken();
    expect(
      (await events.call('GET', `/events/v1/tickets?eventId=${eventId}`, undefined, visitor)).statusCode,
    ).toBe(403);
  });
});
