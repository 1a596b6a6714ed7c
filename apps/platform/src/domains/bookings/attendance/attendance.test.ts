import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { sql } from '../../../kernel/db/sql.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { bookingsTestCalls } from '../test-calls.js';

/** The owner checks bookers in, or marks a no-show: a paid no-show keeps its payment. */
describe.each(testDialects)('attendance of bookings on %s', (dialect) => {
  let t: TestApp;
  let member: string;
  let serviceId: string;
  const clock = new ManualClock('2030-03-08T12:00:00.000Z');
  const { call, paidHaircut, bookPaidOnHostedPage } = bookingsTestCalls(() => t);
  const set = (attendance: Record<string, unknown>, authorization = t.ownerApiKey) =>
    call('POST', '/bookings/v2/attendance/set', { attendance }, authorization);

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    member = await t.memberToken('11111111-1111-4111-8111-111111111111');
    serviceId = await paidHaircut();
  });
  afterAll(() => t.close());

  it('checks in from an hour before the start, marks a no-show once started, and keeps the payment', async () => {
    clock.set('2030-03-08T12:00:00.000Z');
    member = await t.memberToken('11111111-1111-4111-8111-111111111111');
    // 10:00 in New York (EDT since March 10), the demo site's time zone.
    const booking = await bookPaidOnHostedPage(member, serviceId, '2030-03-11T14:00:00.000Z');
    expect(booking.startDate).toBe('2030-03-11T14:00:00.000Z');

    clock.set('2030-03-11T12:30:00.000Z');
    const early = await set({ bookingId: booking.id, status: 'ATTENDED' });
    expect(early.statusCode).toBe(409);
    expect(early.json().details.applicationError.code).toBe('SESSION_NOT_STARTED');

    clock.set('2030-03-11T13:10:00.000Z');
    const checkedIn = await set({ bookingId: booking.id, status: 'ATTENDED' });
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    const attendance = checkedIn.json().attendance;
    expect(attendance).toMatchObject({ bookingId: booking.id, status: 'ATTENDED', numberOfAttendees: 1 });
    const noShowTooSoon = await set({ bookingId: booking.id, status: 'NOT_ATTENDED' });
    expect(noShowTooSoon.json().details.applicationError.code).toBe('SESSION_NOT_STARTED');

    clock.set('2030-03-11T14:20:00.000Z');
    const noShow = await set({ bookingId: booking.id, status: 'NOT_ATTENDED' });
    expect(noShow.statusCode, noShow.body).toBe(200);
    expect(noShow.json().attendance).toMatchObject({
      id: attendance.id,
      status: 'NOT_ATTENDED',
      numberOfAttendees: 0,
      createdDate: attendance.createdDate,
      updatedDate: '2030-03-11T14:20:00.000Z',
    });
    const read = await call('GET', `/bookings/v2/attendance/${attendance.id}`);
    expect(read.json().attendance.status).toBe('NOT_ATTENDED');
    const noShows = await call('POST', '/bookings/v2/attendance/query', {
      query: { filter: { status: 'NOT_ATTENDED', bookingId: booking.id } },
    });
    expect(noShows.json().attendances.map((one: { id: string }) => one.id)).toEqual([attendance.id]);

    // The Bookings Reader gives it with its attendance; the member who booked sees it too, and may
    // no longer cancel or move it, its session having started.
    const extended = await call('POST', '/bookings/v2/extended-bookings/query', {
      query: { filter: { id: booking.id } },
      withBookingAttendanceInfo: true,
      withBookingAllowedActions: true,
    });
    expect(extended.json().extendedBookings).toMatchObject([
      {
        booking: { id: booking.id },
        attendance: { id: attendance.id, status: 'NOT_ATTENDED', numberOfAttendees: 0 },
      },
    ]);
    member = await t.memberToken('11111111-1111-4111-8111-111111111111');
    const own = await call(
      'POST',
      '/_api/bookings-reader/v2/extended-bookings/query',
      { withBookingAllowedActions: true },
      member,
    );
    const mine = own
      .json()
      .extendedBookings.find((one: { booking: { id: string } }) => one.booking.id === booking.id);
    expect(mine.allowedActions).toEqual({ cancel: false, reschedule: false });
    expect(mine).not.toHaveProperty('attendance');
    const stranger = await t.memberToken('22222222-2222-4222-8222-222222222222');
    expect(
      (await call('POST', '/bookings/v2/extended-bookings/query', {}, stranger)).json().extendedBookings,
    ).toEqual([]);

    // The no-show keeps what it paid: nothing refunded, the booking still paid.
    const calls = await call('GET', `/payments/v1/test-provider/calls?reference=booking:${booking.id}`);
    expect(calls.json().calls.filter((entry: { kind: string }) => entry.kind === 'REFUND')).toEqual([]);
    expect((await call('GET', `/bookings/v2/bookings/${booking.id}`)).json().booking.paymentStatus).toBe(
      'PAID',
    );
    const events = await t.db.all<{ action: string }>(
      sql`SELECT action FROM outbox WHERE entity_id = ${attendance.id} ORDER BY seq`,
    );
    expect(events.map((event) => event.action)).toEqual(['created', 'updated']);
  });

  it('refuses what does not fit the booking, and anyone but the owner', async () => {
    clock.set('2030-03-08T12:00:00.000Z');
    member = await t.memberToken('11111111-1111-4111-8111-111111111111');
    // 10:00 in New York, the demo site's time zone.
    const booking = await bookPaidOnHostedPage(member, serviceId, '2030-03-12T14:00:00.000Z');
    clock.set('2030-03-12T14:05:00.000Z');
    const tooMany = await set({ bookingId: booking.id, status: 'ATTENDED', numberOfAttendees: 2 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'attendance.numberOfAttendees',
      description: "must be from 1 to the booking's 1 participant",
    });
    const contradictory = await set({ bookingId: booking.id, status: 'NOT_ATTENDED', numberOfAttendees: 1 });
    expect(contradictory.statusCode).toBe(400);
    expect((await set({ bookingId: booking.id, status: 'MAYBE' })).statusCode).toBe(400);
    expect(
      (await set({ bookingId: '00000000-0000-4000-8000-000000000000', status: 'ATTENDED' })).statusCode,
    ).toBe(404);
    member = await t.memberToken('11111111-1111-4111-8111-111111111111');
    expect((await set({ bookingId: booking.id, status: 'ATTENDED' }, member)).statusCode).toBe(403);
    expect(
      (await call('GET', '/bookings/v2/attendance/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);

    expect((await call('POST', `/bookings/v2/bookings/${booking.id}/cancel`, {})).statusCode).toBe(200);
    const canceled = await set({ bookingId: booking.id, status: 'NOT_ATTENDED' });
    expect(canceled.statusCode).toBe(409);
    expect(canceled.json().details.applicationError.code).toBe('BOOKING_NOT_CONFIRMED');
  });
});
