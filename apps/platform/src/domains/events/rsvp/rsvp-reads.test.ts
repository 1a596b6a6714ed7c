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

/** The guest list read one answer at a time and by a query (Wix's RSVP v1 `getRsvp`, `queryRsvp`). */
describe.each(testDialects)('reading RSVPs on %s', (dialect) => {
  let t: TestApp;
  const { call, createEvent } = eventsTestCalls(() => t);
  let eventId: string;
  let ana: { id: string; token: string };
  let bea: { id: string; token: string };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const event = await createEvent({
      title: 'Garden Day',
      dateAndTimeSettings: {
        startDate: '2030-06-14T10:00:00.000Z',
        endDate: '2030-06-14T18:00:00.000Z',
        timeZoneId: 'Europe/Lisbon',
      },
      registration: { initialType: 'RSVP', rsvp: { responseType: 'YES_AND_NO' } },
    });
    eventId = event.id;
    const answer = async (name: string, email: string, status: string) => {
      const token = await t.visitorToken();
      const made = await call('POST', '/events/v1/rsvp', { eventId, form: form(name, email), status }, token);
      expect(made.statusCode, made.body).toBe(200);
      return { id: made.json().rsvp.id as string, token };
    };
    ana = await answer('Ana', 'ana@example.com', 'YES');
    bea = await answer('Bea', 'bea@garden.example', 'NO');
  });
  afterAll(() => t.close());

  it('gives the owner any answer, and a guest only their own', async () => {
    const owned = await call('GET', `/events/v1/rsvp/${ana.id}?eventId=${eventId}`);
    expect(owned.json().rsvp).toMatchObject({ id: ana.id, firstName: 'Ana', status: 'YES' });
    const own = await call('GET', `/events/v1/rsvp/${ana.id}?eventId=${eventId}`, undefined, ana.token);
    expect(own.statusCode).toBe(200);
    const other = await call('GET', `/events/v1/rsvp/${ana.id}?eventId=${eventId}`, undefined, bea.token);
    expect(other.statusCode).toBe(404);
  });

  it('queries the guest list by event, status and part of an email', async () => {
    const query = async (body: Record<string, unknown>, token?: string) => {
      const response = await call('POST', '/events/v1/rsvp/query', body, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().rsvps.map((rsvp: { firstName: string }) => rsvp.firstName);
    };
    expect(await query({ filter: { eventId } })).toEqual(['Ana', 'Bea']);
    expect(await query({ filter: { eventId, status: { $in: ['NO', 'WAITING'] } } })).toEqual(['Bea']);
    expect(await query({ filter: { eventId }, searchPhrase: 'GARDEN' })).toEqual(['Bea']);
    expect(await query({ filter: { eventId } }, ana.token)).toEqual(['Ana']);
  });

  it('refuses a filter on another field, or a malformed one, naming it', async () => {
    const refused = await call('POST', '/events/v1/rsvp/query', { filter: { email: 'ana@example.com' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.validationError.fieldViolations[0].field).toBe('filter.email');
    const status = await call('POST', '/events/v1/rsvp/query', { filter: { status: { $gt: 'A' } } });
    expect(status.json().details.validationError.fieldViolations[0].field).toBe('filter.status');
    const unknown = await call('POST', '/events/v1/rsvp/query', { filter: { status: 'MAYBE' } });
    expect(unknown.statusCode).toBe(400);
  });
});
