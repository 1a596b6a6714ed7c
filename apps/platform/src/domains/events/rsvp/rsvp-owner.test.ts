import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { eventsTestCalls } from '../test-calls.js';

const form = (firstName: string, email: string, additionalGuests = 0) => ({
  inputValues: [
    { inputName: 'firstName', value: firstName },
    { inputName: 'lastName', value: 'Guest' },
    { inputName: 'email', value: email },
    ...(additionalGuests > 0 ? [{ inputName: 'additionalGuests', value: String(additionalGuests) }] : []),
  ],
});

/** The owner's guest list changes: answers moved between statuses, and guests let in at the door. */
describe.each(testDialects)("the owner's RSVP changes on %s", (dialect) => {
  let t: TestApp;
  const { call, createEvent } = eventsTestCalls(() => t);
  let visitor: string;
  const rsvpEvent = (rsvp: Record<string, unknown>) =>
    createEvent({ title: 'Garden Day', registration: { initialType: 'RSVP', rsvp } });
  const answer = async (eventId: string, name: string, status = 'YES', guests = 0) => {
    const made = await call(
      'POST',
      '/events/v1/rsvp',
      {
        eventId,
        form: form(name, `${name.toLowerCase()}-${eventId.slice(0, 6)}@example.com`, guests),
        status,
      },
      visitor,
    );
    expect(made.statusCode, made.body).toBe(200);
    return made.json().rsvp as { id: string; status: string };
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    visitor = await t.visitorToken();
  });
  afterAll(() => t.close());

  it('moves answers within the guest limit, and a freed place goes to the waitlist', async () => {
    const event = await rsvpEvent({ responseType: 'YES_AND_NO', limit: 2, waitlistEnabled: true });
    const ana = await answer(event.id, 'Ana', 'YES', 1);
    const bea = await answer(event.id, 'Bea', 'YES');
    expect(bea.status).toBe('WAITING');
    const cid = await answer(event.id, 'Cid', 'NO');
    // Full: moving Cid to YES would pass the limit.
    const refused = await call('PATCH', `/events/v1/rsvp/${cid.id}`, { eventId: event.id, status: 'YES' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.applicationError.code).toBe('GUEST_LIMIT_REACHED');
    // Ana says no after all: her two places free, and Bea moves up from the waitlist.
    const moved = await call('PATCH', `/events/v1/rsvp/${ana.id}`, { eventId: event.id, status: 'NO' });
    expect(moved.json().rsvp.status).toBe('NO');
    const list = await call('POST', '/events/v1/rsvp/query', { filter: { eventId: event.id } });
    expect(
      list
        .json()
        .rsvps.map((rsvp: { firstName: string; status: string }) => `${rsvp.firstName} ${rsvp.status}`),
    ).toEqual(['Ana NO', 'Bea YES', 'Cid NO']);
    const both = await call('PATCH', '/events/v1/rsvp', {
      eventId: event.id,
      rsvpId: [ana.id, cid.id],
      status: 'YES',
    });
    expect(both.statusCode).toBe(409);
  });

  it('lets each guest in once, undoes a mistake, and lets no one in on a NO', async () => {
    const event = await rsvpEvent({ responseType: 'YES_AND_NO' });
    const dora = await answer(event.id, 'Dora', 'YES', 2);
    const checkIn = (guestId?: number[]) =>
      call('POST', '/events/v1/rsvp/check-in', {
        eventId: event.id,
        rsvpId: dora.id,
        ...(guestId ? { guestId } : {}),
      });
    const first = await checkIn([0, 2]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().rsvp.guests.map((guest: { checkIn?: unknown }) => Boolean(guest.checkIn))).toEqual([
      true,
      false,
      true,
    ]);
    const again = await checkIn([2]);
    expect(again.json().details.applicationError.code).toBe('GUEST_ALREADY_CHECKED_IN');
    expect((await checkIn([7])).statusCode).toBe(400);
    const undone = await call(
      'DELETE',
      `/events/v1/rsvp/check-in?eventId=${event.id}&rsvpId=${dora.id}&guestId=2`,
    );
    expect(undone.json().rsvp.guests.map((guest: { checkIn?: unknown }) => Boolean(guest.checkIn))).toEqual([
      true,
      false,
      false,
    ]);
    const no = await answer(event.id, 'Eli', 'NO');
    const refused = await call('POST', '/events/v1/rsvp/check-in', { eventId: event.id, rsvpId: no.id });
    expect(refused.json().details.applicationError.code).toBe('RSVP_NOT_ATTENDING');
    expect(
      (await call('PATCH', `/events/v1/rsvp/${no.id}`, { eventId: event.id, status: 'YES' }, visitor))
        .statusCode,
    ).toBe(403);
  });

  it('never lets more guests in than the limit when the owner moves answers while guests answer', async () => {
    const event = await rsvpEvent({ responseType: 'YES_AND_NO', limit: 5 });
    const noes = [];
    for (let i = 0; i < 5; i++) noes.push(await answer(event.id, `No${i}`, 'NO'));
    const racing = await Promise.all([
      ...noes.map((rsvp) =>
        call('PATCH', `/events/v1/rsvp/${rsvp.id}`, { eventId: event.id, status: 'YES' }),
      ),
      ...Array.from({ length: 5 }, (_, i) =>
        call(
          'POST',
          '/events/v1/rsvp',
          { eventId: event.id, form: form(`New${i}`, `new${i}-${event.id}@example.com`) },
          visitor,
        ),
      ),
    ]);
    expect(racing.filter((response) => response.statusCode === 200)).toHaveLength(5);
    const yes = await call('POST', '/events/v1/rsvp/query', { filter: { eventId: event.id, status: 'YES' } });
    expect(yes.json().total).toBe(5);
  });
});
