import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { sql } from '../../../kernel/db/sql.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { BOOKING_FQDN } from '../events.js';
import { bookingsTestCalls } from '../test-calls.js';

/** Cancelling, rescheduling and resizing bookings under their service's policy, and class waitlists. */
describe.each(testDialects)('booking changes on %s', (dialect) => {
  let t: TestApp;
  let member: string;
  let otherMember: string;
  const ids: Record<string, string> = {};
  const clock = new ManualClock('2030-03-08T12:00:00.000Z');

  const { call, owned, everyDay } = bookingsTestCalls(() => t);

  /** Moves the clock, and signs the members in again (an access token lasts hours, not days). */
  const setClock = async (iso: string) => {
    clock.set(iso);
    member = await t.memberToken('11111111-1111-4111-8111-111111111111');
    otherMember = await t.memberToken('22222222-2222-4222-8222-222222222222');
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    await setClock('2030-03-08T12:00:00.000Z');
    await owned('PATCH', '/sites/v1/site', { site: { settings: { timeZone: 'America/New_York' } } });
    await owned('PATCH', '/bookings/v1/settings', {
      settings: { businessHours: everyDay('09:00', '17:00') },
    });
    ids.ada = (
      await owned('POST', '/bookings/v1/staff-members', {
        staffMember: { name: 'Ada', workingHours: everyDay('09:00', '17:00') },
      })
    ).staffMember.id;
    const policy = async (bookingPolicy: Record<string, unknown>) =>
      (await owned('POST', '/bookings/v1/booking-policies', { bookingPolicy })).bookingPolicy.id as string;
    ids.strict = await policy({
      name: 'A day’s notice',
      cancellationPolicy: { limitLatestCancellation: true, latestCancellationInMinutes: 1440 },
      reschedulePolicy: { limitLatestReschedule: true, latestRescheduleInMinutes: 120 },
    });
    ids.waitlist = await policy({
      name: 'Waitlist of two',
      waitlistPolicy: { enabled: true, capacity: 2 },
      participantsPolicy: { enabled: true, maxParticipantsPerBooking: 3 },
    });
    const service = async (body: Record<string, unknown>) =>
      (await owned('POST', '/bookings/v2/services', { service: body })).service.id as string;
    ids.haircut = await service({
      type: 'APPOINTMENT',
      name: 'Haircut',
      staffMemberIds: [ids.ada],
      bookingPolicy: { id: ids.strict },
      schedule: { availabilityConstraints: { sessionDurations: [60], timeBetweenSessions: 0 } },
    });
    ids.yoga = await service({
      type: 'CLASS',
      name: 'Yoga',
      defaultCapacity: 3,
      staffMemberIds: [ids.ada],
      bookingPolicy: { id: ids.waitlist },
      schedule: { recurringSessions: [{ day: 'TUE', startTime: '18:00', endTime: '19:00' }] },
    });
  });
  afterAll(() => t.close());

  const contactDetails = { firstName: 'Grace', email: 'grace@example.com' };
  const book = (slot: Record<string, unknown>, authorization = member, extra: Record<string, unknown> = {}) =>
    call(
      'POST',
      '/bookings/v2/bookings',
      { booking: { bookedEntity: { slot }, contactDetails, ...extra } },
      authorization,
    );
  // Monday 11 March 2030 in New York (EDT): 10:00 and 14:00.
  const tenAm = { startDate: '2030-03-11T14:00:00.000Z', endDate: '2030-03-11T15:00:00.000Z' };
  const twoPm = { startDate: '2030-03-11T18:00:00.000Z', endDate: '2030-03-11T19:00:00.000Z' };
  // Tuesday 12 March 2030, 18:00 in New York.
  const yogaSession = () => ({
    serviceId: ids.yoga,
    startDate: '2030-03-12T22:00:00.000Z',
    endDate: '2030-03-12T23:00:00.000Z',
  });
  const events = async (bookingId: string) =>
    (
      await t.db.all<{ action: string }>(
        sql`SELECT action FROM outbox WHERE entity_fqdn = ${BOOKING_FQDN} AND entity_id = ${bookingId} ORDER BY seq`,
      )
    ).map((row) => row.action);
  const classCounts = async () =>
    (await t.db.one<{ booked: number; waiting: number }>(
      sql`SELECT booked, waiting FROM class_sessions WHERE service_id = ${ids.yoga} AND start_date = ${yogaSession().startDate}`,
    )) ?? { booked: 0, waiting: 0 };

  it('lets a member cancel within the policy’s window, and only the business later', async () => {
    const early = (await book({ serviceId: ids.haircut, ...tenAm })).json().booking;
    expect((await call('POST', `/bookings/v2/bookings/${early.id}/cancel`, {}, otherMember)).statusCode).toBe(
      404,
    );
    const cancelled = await call('POST', `/bookings/v2/bookings/${early.id}/cancel`, {}, member);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().booking.status).toBe('CANCELED');

    const late = (await book({ serviceId: ids.haircut, ...twoPm })).json().booking;
    await setClock('2030-03-10T19:00:00.000Z'); // 23 hours before: inside the day’s notice.
    const refused = await call('POST', `/bookings/v2/bookings/${late.id}/cancel`, {}, member);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.applicationError).toMatchObject({
      code: 'CANCELLATION_POLICY_VIOLATION',
      description: 'This booking can be cancelled up to 1 day before it starts',
    });
    expect((await call('POST', `/bookings/v2/bookings/${late.id}/cancel`, {})).json().booking.status).toBe(
      'CANCELED',
    );
    await setClock('2030-03-08T12:00:00.000Z');
  });

  it('reschedules an appointment to a free time, past its own old time, and announces where it was', async () => {
    const booking = (await book({ serviceId: ids.haircut, ...tenAm })).json().booking;
    // One hour later overlaps the booking's own old hour: its own time does not stand in the way.
    const later = { startDate: '2030-03-11T14:30:00.000Z', endDate: '2030-03-11T15:30:00.000Z' };
    const refusedOffGrid = await call(
      'POST',
      `/bookings/v2/bookings/${booking.id}/reschedule`,
      { slot: { serviceId: ids.haircut, ...later } },
      member,
    );
    expect(refusedOffGrid.statusCode).toBe(409);
    const next = { startDate: '2030-03-11T15:00:00.000Z', endDate: '2030-03-11T16:00:00.000Z' };
    const moved = await call(
      'POST',
      `/bookings/v2/bookings/${booking.id}/reschedule`,
      { slot: { serviceId: ids.haircut, ...next }, revision: booking.revision },
      member,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().booking).toMatchObject({
      startDate: next.startDate,
      endDate: next.endDate,
      revision: '2',
      bookedEntity: { slot: { startDate: next.startDate, resource: { id: ids.ada } } },
    });
    expect(await events(booking.id)).toEqual(['created', 'rescheduled']);
    const [payload] = await t.db.all<{ payload: string }>(
      sql`SELECT payload FROM outbox WHERE entity_id = ${booking.id} AND action = 'rescheduled'`,
    );
    expect(JSON.parse(payload?.payload ?? '{}')).toMatchObject({
      previousStartDate: tenAm.startDate,
      previousEndDate: tenAm.endDate,
    });
    // The old hour is free again; the new one is taken.
    const again = await book({ serviceId: ids.haircut, ...tenAm }, t.ownerApiKey);
    expect(again.statusCode, again.body).toBe(200);
    expect((await book({ serviceId: ids.haircut, ...next }, t.ownerApiKey)).statusCode).toBe(409);
    // Another service's slot, a stale revision, and a time inside the window are refused.
    expect(
      (
        await call(
          'POST',
          `/bookings/v2/bookings/${booking.id}/reschedule`,
          { slot: { serviceId: ids.yoga, ...next } },
          member,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(
          'POST',
          `/bookings/v2/bookings/${booking.id}/reschedule`,
          { slot: { ...twoPm }, revision: '1' },
          member,
        )
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call(
          'POST',
          `/bookings/v2/bookings/${booking.id}/reschedule`,
          { slot: { startDate: 'soon', endDate: next.endDate } },
          member,
        )
      ).statusCode,
    ).toBe(400);
    await setClock('2030-03-11T14:00:00.000Z'); // An hour before: the two-hour window has closed.
    const closed = await call(
      'POST',
      `/bookings/v2/bookings/${booking.id}/reschedule`,
      { slot: twoPm },
      member,
    );
    expect(closed.json().details.applicationError.code).toBe('RESCHEDULE_POLICY_VIOLATION');
    await setClock('2030-03-08T12:00:00.000Z');
  });

  it('puts bookers of a full class on its waitlist up to its capacity, and gives a freed spot to the first', async () => {
    const first = (await book(yogaSession(), member, { numberOfParticipants: 3 })).json().booking;
    expect(first.status).toBe('CONFIRMED');
    expect(
      (await book(yogaSession(), member, { numberOfParticipants: 4 })).json().details.applicationError.code,
    ).toBe('INVALID_PARTICIPANTS');
    const waiting = (await book(yogaSession(), otherMember)).json().booking;
    expect(waiting.status).toBe('WAITING_LIST');
    const second = (await book(yogaSession(), member)).json().booking;
    expect(second.status).toBe('WAITING_LIST');
    const full = await book(yogaSession(), member);
    expect(full.statusCode).toBe(409);
    expect(await classCounts()).toMatchObject({ booked: 3, waiting: 2 });

    const entry = (
      await call('POST', '/availability-calendar/v1/availability/query', {
        query: {
          filter: { serviceId: ids.yoga, startDate: '2030-03-12T00:00:00Z', endDate: '2030-03-13T00:00:00Z' },
        },
      })
    ).json().availabilityEntries[0];
    expect(entry).toMatchObject({
      openSpots: 0,
      bookable: false,
      waitingList: { totalSpots: 2, openSpots: 0 },
    });

    // The business takes one participant off the first booking: the spot goes to the first in line.
    const smaller = await call('POST', `/bookings/v2/bookings/${first.id}/update_number_of_participants`, {
      totalParticipants: 2,
    });
    expect(smaller.statusCode).toBe(200);
    expect(smaller.json().booking.numberOfParticipants).toBe(2);
    expect((await call('GET', `/bookings/v2/bookings/${waiting.id}`)).json().booking.status).toBe(
      'CONFIRMED',
    );
    expect(await events(waiting.id)).toEqual(['created', 'confirmed']);
    expect(await events(first.id)).toEqual(['created', 'number_of_participants_updated']);
    expect(await classCounts()).toMatchObject({ booked: 3, waiting: 1 });

    // Growing a booking of a full class is refused; leaving the waitlist frees a place on it.
    const grow = await call('POST', `/bookings/v2/bookings/${first.id}/update_number_of_participants`, {
      totalParticipants: 3,
    });
    expect(grow.json().details.applicationError.code).toBe('NOT_ENOUGH_SPOTS');
    expect(
      (
        await call(
          'POST',
          `/bookings/v2/bookings/${first.id}/update_number_of_participants`,
          { totalParticipants: 3 },
          member,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/bookings/v2/bookings/${second.id}/cancel`, {}, member)).json().booking.status,
    ).toBe('CANCELED');
    expect(await classCounts()).toMatchObject({ booked: 3, waiting: 0 });
    // A cancelled spot goes to nobody when no one waits.
    await call('POST', `/bookings/v2/bookings/${waiting.id}/cancel`, {}, otherMember);
    expect(await classCounts()).toMatchObject({ booked: 2, waiting: 0 });
  });

  it('gives 30 racing bookers of a class with 5 spots and a waitlist of 10 exactly 5 spots and 10 places', async () => {
    const session = {
      serviceId: '',
      startDate: '2030-03-19T22:00:00.000Z',
      endDate: '2030-03-19T23:00:00.000Z',
    };
    const roomy = (
      await owned('POST', '/bookings/v1/booking-policies', {
        bookingPolicy: { name: 'Ten waiting', waitlistPolicy: { enabled: true, capacity: 10 } },
      })
    ).bookingPolicy.id;
    session.serviceId = (
      await owned('POST', '/bookings/v2/services', {
        service: {
          type: 'CLASS',
          name: 'Spin',
          defaultCapacity: 5,
          staffMemberIds: [ids.ada],
          bookingPolicy: { id: roomy },
          schedule: { recurringSessions: [{ day: 'TUE', startTime: '18:00', endTime: '19:00' }] },
        },
      })
    ).service.id;
    const crowd = await Promise.all(Array.from({ length: 30 }, () => book(session, member)));
    const statuses = crowd.map((response) =>
      response.statusCode === 200
        ? response.json().booking.status
        : response.json().details.applicationError.code,
    );
    expect(statuses.filter((status) => status === 'CONFIRMED')).toHaveLength(5);
    expect(statuses.filter((status) => status === 'WAITING_LIST')).toHaveLength(10);
    expect(statuses.filter((status) => status === 'SLOT_NOT_AVAILABLE')).toHaveLength(15);
    const counts = await t.db.one<{ booked: number; waiting: number }>(
      sql`SELECT booked, waiting FROM class_sessions WHERE service_id = ${session.serviceId} AND start_date = ${session.startDate}`,
    );
    expect({ booked: Number(counts?.booked), waiting: Number(counts?.waiting) }).toEqual({
      booked: 5,
      waiting: 10,
    });
  });

  it("answers a member's query with the bookings they made only, whatever the filter asks", async () => {
    await setClock('2030-03-08T12:00:00.000Z');
    const at = (day: number) => ({
      serviceId: ids.haircut,
      startDate: `2030-03-${day}T14:00:00.000Z`,
      endDate: `2030-03-${day}T15:00:00.000Z`,
    });
    const mine = (await book(at(20))).json().booking.id;
    const theirs = (await book(at(21), otherMember)).json().booking.id;
    const query = async (authorization: string, filter: Record<string, unknown> = {}) =>
      (
        await call(
          'POST',
          '/bookings/v2/bookings/query',
          { query: { filter, paging: { limit: 100 } } },
          authorization,
        )
      ).json();
    const own = (await query(member)).bookings.map((booking: { id: string }) => booking.id);
    expect(own).toContain(mine);
    expect(own).not.toContain(theirs);
    const sneaky = await query(member, { 'createdBy.memberId': '22222222-2222-4222-8222-222222222222' });
    expect(sneaky.bookings).toEqual([]);
    const all = (await query(t.ownerApiKey)).bookings.map((booking: { id: string }) => booking.id);
    expect(all).toEqual(expect.arrayContaining([mine, theirs]));
    const visitor = await call('POST', '/bookings/v2/bookings/query', { query: {} }, await t.visitorToken());
    expect(visitor.statusCode).toBe(403);
  });
});
