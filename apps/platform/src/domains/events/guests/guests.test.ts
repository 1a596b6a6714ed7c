import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { eventsTestCalls } from '../test-calls.js';

const form = (firstName: string, email: string) => ({
  inputValues: [
    { inputName: 'firstName', value: firstName },
    { inputName: 'lastName', value: 'Guest' },
    { inputName: 'email', value: email },
  ],
});

/** Everyone events expect, in one list (Wix's guests v2): RSVP guests, buyers and ticket holders. */
describe.each(testDialects)('the guest list on %s', (dialect) => {
  let t: TestApp;
  const { call, createEvent, createTicket, buyTickets } = eventsTestCalls(() => t);
  let garden: string;
  let concert: string;
  let tickets: string[];

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const visitor = await t.visitorToken();
    garden = (
      await createEvent({
        title: 'Garden Day',
        registration: { initialType: 'RSVP', rsvp: { responseType: 'YES_AND_NO' } },
      })
    ).id;
    for (const [name, status] of [
      ['Ana', 'YES'],
      ['Bea', 'NO'],
    ] as const)
      await call(
        'POST',
        '/events/v1/rsvp',
        { eventId: garden, form: form(name, `${name}@example.com`), status },
        visitor,
      );
    const event = await createEvent();
    concert = event.id;
    const general = (await createTicket(concert, { name: 'General', initialLimit: 10 })).id;
    const order = await buyTickets(visitor, event, general, 2, {
      firstName: 'Carlos',
      lastName: 'Paredes',
      email: 'carlos@example.com',
    });
    tickets = order.tickets.map((ticket) => ticket.ticketNumber);
    await call('POST', '/events/v1/tickets/check-in', { eventId: concert, ticketNumber: [tickets[0]] });
  }, 60_000);
  afterAll(() => t.close());

  const query = async (body: Record<string, unknown>) => {
    const response = await call('POST', '/events/v2/guests/query', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      guests: {
        guestType: string;
        attendanceStatus: string;
        guestDetails: { firstName?: string; checkedIn: boolean };
      }[];
      pagingMetadata: { count: number; hasNext: boolean; cursors: { next?: string } };
    };
  };

  it("lists an RSVP event's guests with their attendance", async () => {
    const { guests } = await query({ query: { filter: { eventId: garden } } });
    expect(
      guests.map((guest) => `${guest.guestDetails.firstName} ${guest.guestType} ${guest.attendanceStatus}`),
    ).toEqual(['Ana RSVP ATTENDING', 'Bea RSVP NOT_ATTENDING']);
  });

  it("lists a ticketed event's buyer and ticket holders, with who is in, a page at a time", async () => {
    const { guests } = await query({ query: { filter: { eventId: concert } } });
    expect(guests.map((guest) => `${guest.guestType} ${guest.guestDetails.checkedIn}`).sort()).toEqual([
      'BUYER false',
      'TICKET_HOLDER false',
      'TICKET_HOLDER true',
    ]);
    const holders = await query({
      query: {
        filter: { eventId: { $in: [concert, garden] }, guestType: 'TICKET_HOLDER' },
        cursorPaging: { limit: 1 },
      },
    });
    expect(holders.pagingMetadata).toMatchObject({ count: 1, hasNext: true });
    const next = await query({
      query: {
        filter: { eventId: { $in: [concert, garden] }, guestType: 'TICKET_HOLDER' },
        cursorPaging: { limit: 1, cursor: holders.pagingMetadata.cursors.next },
      },
    });
    expect(next.pagingMetadata).toMatchObject({ count: 1, hasNext: false });
  });

  it('asks for the event, refuses other fields and foreign cursors by name, and is the owner’s', async () => {
    const fieldOf = async (body: Record<string, unknown>) =>
      (await call('POST', '/events/v2/guests/query', body)).json().details.validationError.fieldViolations[0]
        .field;
    expect(await fieldOf({ query: { filter: { guestType: 'RSVP' } } })).toBe('query.filter.eventId');
    expect(await fieldOf({ query: { filter: { eventId: garden, email: 'x' } } })).toBe('query.filter.email');
    expect(await fieldOf({ query: { filter: { eventId: garden }, cursorPaging: { cursor: 'nope' } } })).toBe(
      'query.cursorPaging.cursor',
    );
    const visitor = await t.visitorToken();
    expect(
      (await call('POST', '/events/v2/guests/query', { query: { filter: { eventId: garden } } }, visitor))
        .statusCode,
    ).toBe(403);
  });
});
