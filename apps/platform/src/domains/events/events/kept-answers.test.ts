import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { eventsTestCalls } from '../test-calls.js';
import { countPassed } from './kept-answers.js';

describe('countPassed', () => {
  const instants = ['2030-06-01T10:00:00.000Z', '2030-06-01T12:00:00.000Z', '2030-06-01T12:00:00.000Z'];

  it('counts the instants at or before now, so the count moves exactly at an instant', () => {
    expect(countPassed(instants, '2030-06-01T09:59:59.999Z')).toBe(0);
    expect(countPassed(instants, '2030-06-01T10:00:00.000Z')).toBe(1);
    expect(countPassed(instants, '2030-06-01T11:59:59.999Z')).toBe(1);
    expect(countPassed(instants, '2030-06-01T12:00:00.000Z')).toBe(3);
    expect(countPassed([], '2030-06-01T12:00:00.000Z')).toBe(0);
  });
});

/**
 * The events query keeps its answers (the third asking of the same query is served kept), so
 * each step asks three times and expects the change at once: a kept answer never outlives what
 * it shows.
 */
describe.each(testDialects)('kept events answers on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  const clock = new ManualClock('2030-06-01T12:00:00.000Z');
  const { call, owned, createEvent, createTicket } = eventsTestCalls(() => t);

  const listed = async (title: string) => {
    const answers = [];
    for (let asked = 0; asked < 3; asked++) {
      const response = await call('POST', '/events/v3/events/query', { query: { limit: 10 } }, visitor);
      expect(response.statusCode).toBe(200);
      answers.push(response.json().events.find((event: { title: string }) => event.title === title));
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    return answers[0];
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    visitor = await t.visitorToken();
  });
  afterAll(() => t.close());

  it('moves an event on at its start and its end to the millisecond', async () => {
    await createEvent({
      title: 'Early Show',
      dateAndTimeSettings: {
        startDate: '2030-06-01T13:00:00.000Z',
        endDate: '2030-06-01T14:00:00.000Z',
        timeZoneId: 'Europe/Lisbon',
      },
    });
    expect((await listed('Early Show')).status).toBe('UPCOMING');
    clock.set('2030-06-01T12:59:59.999Z');
    expect((await listed('Early Show')).status).toBe('UPCOMING');
    clock.set('2030-06-01T13:00:00.000Z');
    expect((await listed('Early Show')).status).toBe('STARTED');
    clock.set('2030-06-01T14:00:00.000Z');
    expect(await listed('Early Show')).toMatchObject({
      status: 'ENDED',
      registration: { status: 'CLOSED_AUTOMATICALLY' },
    });
    clock.set('2030-06-01T12:00:00.000Z');
  });

  it('shows a change to an event, a ticket taken and a ticket added at once', async () => {
    const event = await createEvent({ title: 'Late Show' });
    const ticket = await createTicket(event.id, {
      initialLimit: 1,
      pricingMethod: { fixedPrice: { value: '30' } },
    });
    expect((await listed('Late Show')).registration.tickets).toMatchObject({
      soldOut: false,
      lowestPrice: { value: '30.00' },
    });
    const held = await call(
      'POST',
      '/events/v1/checkout/reservations',
      { eventId: event.id, ticketQuantities: [{ ticketDefinitionId: ticket.id, quantity: 1 }] },
      visitor,
    );
    expect(held.statusCode).toBe(200);
    expect((await listed('Late Show')).registration.tickets.soldOut).toBe(true);
    await createTicket(event.id, { name: 'Balcony', pricingMethod: { fixedPrice: { value: '12.50' } } });
    expect((await listed('Late Show')).registration.tickets).toMatchObject({
      soldOut: false,
      lowestPrice: { value: '12.50' },
      highestPrice: { value: '30.00' },
    });
    await owned('PATCH', `/events/v3/events/${event.id}`, {
      event: { id: event.id, revision: event.revision, shortDescription: 'Now with a balcony' },
    });
    expect((await listed('Late Show')).shortDescription).toBe('Now with a balcony');
  });

  it('shows an RSVP event full once its guests reach the limit, and closed when its window ends', async () => {
    const event = await createEvent({
      title: 'Garden Day',
      registration: {
        initialType: 'RSVP',
        rsvp: { responseType: 'YES_ONLY', limit: 2, endDate: '2030-06-10T00:00:00.000Z' },
      },
    });
    expect((await listed('Garden Day')).registration.status).toBe('OPEN_RSVP');
    const answered = await call(
      'POST',
      '/events/v1/rsvp',
      {
        eventId: event.id,
        form: {
          inputValues: [
            { inputName: 'firstName', value: 'Ana' },
            { inputName: 'lastName', value: 'Guest' },
            { inputName: 'email', value: 'ana@example.com' },
            { inputName: 'additionalGuests', value: '1' },
          ],
        },
      },
      visitor,
    );
    expect(answered.statusCode).toBe(200);
    expect((await listed('Garden Day')).registration.status).toBe('CLOSED_AUTOMATICALLY');
    const withdrawn = await call(
      'DELETE',
      `/events/v1/rsvp?eventId=${event.id}&rsvpId=${answered.json().rsvp.id}`,
      undefined,
      visitor,
    );
    expect(withdrawn.statusCode).toBe(200);
    expect((await listed('Garden Day')).registration.status).toBe('OPEN_RSVP');
    clock.set('2030-06-09T23:59:59.999Z');
    visitor = await t.visitorToken(); // the first one has expired by now
    expect((await listed('Garden Day')).registration.status).toBe('OPEN_RSVP');
    clock.set('2030-06-10T00:00:00.000Z');
    expect((await listed('Garden Day')).registration.status).toBe('CLOSED_AUTOMATICALLY');
    clock.set('2030-06-01T12:00:00.000Z');
  });
});
