import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { bookingsTestCalls } from '../test-calls.js';

// Monday 11 March 2030 in New York.
const monday = { startDate: '2030-03-11T00:00:00.000Z', endDate: '2030-03-12T00:00:00.000Z' };

interface Entry {
  slot: { serviceId: string; startDate: string; endDate: string; resource?: { id: string; name: string } };
}

/** `bookingsBook`: the hosted "Book Online" page, from its link to the Booking Details page of a chosen time. */
describe.each(testDialects)('the hosted Book Online page on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  const ids = {} as Record<'ada' | 'bo' | 'haircut' | 'yoga' | 'pottery' | 'secret', string>;
  const clock = new ManualClock('2030-03-08T12:00:00.000Z');
  const { call, owned, everyDay } = bookingsTestCalls(() => t);

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    visitor = await t.visitorToken();
    await owned('PATCH', '/sites/v1/site', { site: { settings: { timeZone: 'America/New_York' } } });
    await owned('PATCH', '/bookings/v1/settings', {
      settings: { businessHours: everyDay('09:00', '17:00') },
    });
    const staff = async (name: string, from: string, to: string) =>
      (
        await owned('POST', '/bookings/v1/staff-members', {
          staffMember: { name, workingHours: everyDay(from, to) },
        })
      ).staffMember.id as string;
    ids.ada = await staff('Ada', '09:00', '11:00');
    ids.bo = await staff('Bo', '14:00', '16:00');
    const service = async (body: Record<string, unknown>) =>
      (await owned('POST', '/bookings/v2/services', { service: body })).service.id as string;
    ids.haircut = await service({
      type: 'APPOINTMENT',
      name: 'Haircut',
      staffMemberIds: [ids.ada, ids.bo],
      payment: { rateType: 'FIXED', fixed: { price: { value: '45' } } },
      schedule: { availabilityConstraints: { sessionDurations: [60] } },
    });
    ids.yoga = await service({
      type: 'CLASS',
      name: 'Yoga',
      schedule: { recurringSessions: [{ day: 'MON', startTime: '18:00', endTime: '19:00' }] },
    });
    ids.pottery = await service({
      type: 'COURSE',
      name: 'Pottery',
      schedule: {
        recurringSessions: [{ day: 'TUE', startTime: '18:00', endTime: '20:00' }],
        firstSessionStart: '2030-03-12T00:00:00Z',
        lastSessionEnd: '2030-04-12T00:00:00Z',
      },
    });
    ids.secret = await service({
      type: 'APPOINTMENT',
      name: 'Secret',
      hidden: true,
      staffMemberIds: [ids.ada],
    });
  });
  afterAll(() => t.close());

  const link = (bookingsBook: Record<string, unknown>) =>
    call(
      'POST',
      '/redirect-session/v1/redirect-session',
      { bookingsBook, callbacks: { postFlowUrl: 'http://localhost:3000/booking' } },
      visitor,
    );
  const sessionOf = async (bookingsBook: Record<string, unknown>) => {
    const response = await link(bookingsBook);
    expect(response.statusCode, response.body).toBe(200);
    const { fullUrl, sessionToken } = response.json().redirectSession;
    expect(fullUrl).toMatch(/\/hosted\/book\?session=bzs_/);
    return sessionToken as string;
  };
  const page = (session: string) => call('POST', '/hosted/v1/book-session', { session });
  const times = (session: string, serviceId: string) =>
    call('POST', '/hosted/v1/book-session/times', {
      session,
      serviceId,
      ...monday,
      timezone: 'America/New_York',
    });
  const entriesOf = async (session: string, serviceId: string) => {
    const response = await times(session, serviceId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().availabilityEntries as Entry[];
  };
  const choose = (session: string, entry: Entry) =>
    call('POST', '/hosted/v1/book-session/choose', {
      session,
      slotAvailability: entry,
      timezone: 'America/New_York',
    });

  it('lists what a visitor can book by the slot: not a course, not a hidden service', async () => {
    const session = await sessionOf({});
    const response = await page(session);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      callbacks: { postFlowUrl: 'http://localhost:3000/booking' },
      services: [
        {
          id: ids.haircut,
          name: 'Haircut',
          type: 'APPOINTMENT',
          durationMinutes: 60,
          price: { formattedValue: '$45.00' },
        },
        { id: ids.yoga, name: 'Yoga', type: 'CLASS' },
      ],
    });
    expect(response.json().staffMember).toBeUndefined();
    expect(response.json().services).toHaveLength(2);
  });

  it('books with one staff member when the link names them, and only their times', async () => {
    const session = await sessionOf({ resourceId: ids.bo });
    const body = (await page(session)).json();
    expect(body.staffMember).toEqual({ id: ids.bo, name: 'Bo' });
    expect(body.services.map((service: { name: string }) => service.name)).toEqual(['Haircut']);
    const entries = await entriesOf(session, ids.haircut);
    expect(
      entries.map((entry) => `${entry.slot.startDate.slice(11, 16)} ${entry.slot.resource?.name}`),
    ).toEqual(['18:00 Bo', '19:00 Bo']);
    // Ada's time is not this page's to offer, nor is a service Bo does not give.
    const all = await entriesOf(await sessionOf({}), ids.haircut);
    const adas = all.find((entry) => entry.slot.resource?.id === ids.ada) as Entry;
    expect((await choose(session, adas)).statusCode).toBe(400);
    expect((await times(session, ids.yoga)).statusCode).toBe(400);
  });

  it('opens one service alone when the link names it', async () => {
    const session = await sessionOf({ resourceId: ids.yoga });
    expect((await page(session)).json().services.map((service: { name: string }) => service.name)).toEqual([
      'Yoga',
    ]);
    expect((await entriesOf(session, ids.yoga)).map((entry) => entry.slot.startDate)).toEqual([
      '2030-03-11T22:00:00.000Z',
    ]);
  });

  it('opens the Booking Details page of the chosen time, for the same visitor and callbacks, where it is booked', async () => {
    const session = await sessionOf({});
    const [first] = await entriesOf(session, ids.haircut);
    const chosen = await choose(session, first as Entry);
    expect(chosen.statusCode, chosen.body).toBe(200);
    const details = new URL(chosen.json().fullUrl);
    expect(details.pathname).toBe('/hosted/booking');
    const token = details.searchParams.get('session') as string;
    const described = (await call('POST', '/hosted/v1/booking-session', { session: token })).json();
    expect(described).toMatchObject({
      callbacks: { postFlowUrl: 'http://localhost:3000/booking' },
      service: { name: 'Haircut' },
      slot: { startDate: first?.slot.startDate, timezone: 'America/New_York', resource: { name: 'Ada' } },
    });
    const booked = await call('POST', '/hosted/v1/booking-session/book', {
      session: token,
      contactDetails: { firstName: 'Grace', email: 'grace@example.com' },
      paymentOption: 'OFFLINE',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().booking).toMatchObject({ status: 'CONFIRMED', startDate: first?.slot.startDate });
    // The visitor who opened the link made the booking.
    const mine = await call('GET', `/bookings/v2/bookings/${booked.json().booking.id}`);
    expect(mine.json().booking.createdBy.anonymousVisitorId).toBeDefined();
    // The time is gone from the page.
    expect((await entriesOf(session, ids.haircut)).map((entry) => entry.slot.startDate)).not.toContain(
      first?.slot.startDate,
    );
  });

  it('refuses a link for nothing, and bad calls, with clear 4xx answers', async () => {
    for (const resourceId of ['no-such-id', ids.secret, ids.pottery]) {
      const response = await link({ resourceId });
      expect(response.statusCode, resourceId).toBe(404);
    }
    const session = await sessionOf({});
    expect((await times(session, 'no-such-service')).statusCode).toBe(400);
    expect(
      (
        await call('POST', '/hosted/v1/book-session/times', {
          session,
          serviceId: ids.haircut,
          startDate: '2030-03-11T00:00:00.000Z',
          endDate: '2030-05-11T00:00:00.000Z',
        })
      ).statusCode,
    ).toBe(400);
    expect((await page('bzs_not-a-session')).statusCode).toBe(404);
    const checkoutSession = (
      await call(
        'POST',
        '/redirect-session/v1/redirect-session',
        { bookingsCheckout: { slotAvailability: (await entriesOf(session, ids.haircut))[0] } },
        visitor,
      )
    ).json().redirectSession.sessionToken;
    const wrongKind = await page(checkoutSession);
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().details.applicationError.code).toBe('NOT_A_BOOK_ONLINE_SESSION');
    clock.advance(3 * 3_600_000);
    expect((await page(session)).statusCode).toBe(410);
  });
});
