import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { eventsTestCalls } from '../test-calls.js';

const form = (
  firstName: string,
  email: string,
  more: { inputName: string; value?: string; values?: string[] }[] = [],
) => ({
  inputValues: [
    { inputName: 'firstName', value: firstName },
    { inputName: 'lastName', value: 'Guest' },
    { inputName: 'email', value: email },
    ...more,
  ],
});

describe.each(testDialects)('RSVPs on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  const clock = new ManualClock('2030-06-01T12:00:00.000Z');
  const { call, createEvent } = eventsTestCalls(() => t);
  const rsvpEvent = (rsvp: Record<string, unknown>, title: string) =>
    createEvent({ title, registration: { initialType: 'RSVP', rsvp } });
  const answer = (eventId: string, body: Record<string, unknown>, authorization = visitor) =>
    call('POST', '/events/v1/rsvp', { eventId, ...body }, authorization);

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    visitor = await t.visitorToken();
  });
  afterAll(() => t.close());

  it('counts guests against the limit, puts the rest on the waitlist, and moves it up when a place frees', async () => {
    const event = await rsvpEvent(
      { responseType: 'YES_AND_NO', limit: 3, waitlistEnabled: true },
      'Garden Party',
    );
    const first = await answer(event.id, {
      form: form('Ana', 'ana@example.com', [
        { inputName: 'additionalGuests', value: '1' },
        { inputName: 'guestNames', values: ['Rui Guest'] },
      ]),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().rsvp).toMatchObject({
      status: 'YES',
      totalGuests: 2,
      guests: [{ fullName: 'Ana Guest' }, { fullName: 'Rui Guest' }],
    });
    const stranger = await t.visitorToken();
    const second = (
      await answer(
        event.id,
        { form: form('Bea', 'bea@example.com', [{ inputName: 'additionalGuests', value: '1' }]) },
        stranger,
      )
    ).json().rsvp;
    expect(second).toMatchObject({ status: 'WAITING', totalGuests: 2 });
    expect((await answer(event.id, { form: form('Cid', 'cid@example.com') })).json().rsvp.status).toBe('YES');
    expect(
      (await answer(event.id, { form: form('Dia', 'dia@example.com'), status: 'NO' })).json().rsvp.status,
    ).toBe('NO');
    const twice = await answer(event.id, { form: form('Ana', 'ANA@example.com') });
    expect(twice.json().details.applicationError.code).toBe('GUEST_ALREADY_REGISTERED');

    const list = async () =>
      (await call('GET', `/events/v1/rsvp?eventId=${event.id}`, undefined, t.ownerApiKey)).json();
    expect((await list()).facets.status.counts).toEqual({ YES: 3, WAITING: 2, NO: 1 });
    // A guest sees only their own answers; another's cannot be withdrawn by them.
    expect((await call('GET', `/events/v1/rsvp?eventId=${event.id}`, undefined, stranger)).json().total).toBe(
      1,
    );
    const ana = first.json().rsvp.id;
    expect(
      (await call('DELETE', `/events/v1/rsvp?eventId=${event.id}&rsvpId=${ana}`, undefined, stranger))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/events/v1/rsvp?eventId=${event.id}&rsvpId=${ana}`, undefined, visitor))
        .statusCode,
    ).toBe(200);
    const after = await list();
    expect(after.facets.status.counts).toEqual({ YES: 3, NO: 1 });
    expect(after.rsvps.find((rsvp: { id: string }) => rsvp.id === second.id).status).toBe('YES');
  });

  it('refuses a full event without a waitlist, NO where only YES is taken, and a ticketed event', async () => {
    const event = await rsvpEvent(
      { responseType: 'YES_ONLY', limit: 1, waitlistEnabled: false },
      'Small Dinner',
    );
    expect((await answer(event.id, { form: form('Eva', 'eva@example.com') })).statusCode).toBe(200);
    const full = await answer(event.id, { form: form('Fia', 'fia@example.com') });
    expect(full.statusCode).toBe(409);
    expect(full.json().details.applicationError.code).toBe('GUEST_LIMIT_REACHED');
    const no = await answer(event.id, { form: form('Gil', 'gil@example.com'), status: 'NO' });
    expect(no.statusCode).toBe(400);
    const missing = await answer(event.id, {
      form: { inputValues: [{ inputName: 'firstName', value: 'Hal' }] },
    });
    expect(missing.json().details.validationError.fieldViolations[0].violatedRule).toBe('REQUIRED_FIELD');
    const ticketed = await createEvent({ title: 'Ticketed' });
    expect(
      (await answer(ticketed.id, { form: form('Ivo', 'ivo@example.com') })).json().details.applicationError
        .code,
    ).toBe('REGISTRATION_CLOSED');
    expect((await call('GET', '/events/v1/rsvp?limit=1000', undefined, t.ownerApiKey)).statusCode).toBe(400);
  });

  it('never lets more guests in than the limit when many answer at once', async () => {
    const event = await rsvpEvent({ responseType: 'YES_ONLY', limit: 5, waitlistEnabled: true }, 'Rooftop');
    const answers = await Promise.all(
      Array.from(
        { length: 30 },
        async (_, index) =>
          (
            await answer(
              event.id,
              { form: form(`G${index}`, `g${index}@example.com`) },
              await t.visitorToken(),
            )
          ).json().rsvp.status,
      ),
    );
    expect(answers.filter((status) => status === 'YES')).toHaveLength(5);
    expect(answers.filter((status) => status === 'WAITING')).toHaveLength(25);
  });
});
