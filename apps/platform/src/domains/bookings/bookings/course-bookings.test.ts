import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { bookingsTestCalls } from '../test-calls.js';

/** A course is booked as a whole, by its schedule, and its spots are read with getScheduleAvailability. */
describe.each(testDialects)('course bookings on %s', (dialect) => {
  let t: TestApp;
  let member: string;
  let visitor: string;
  const ids: Record<string, string> = {};
  const clock = new ManualClock('2030-03-01T12:00:00.000Z');

  const { call, owned } = bookingsTestCalls(() => t);

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    member = await t.memberToken('11111111-1111-4111-8111-111111111111');
    visitor = await t.visitorToken();
    await owned('PATCH', '/sites/v1/site', { site: { settings: { timeZone: 'Europe/Berlin' } } });
    const policy = (
      await owned('POST', '/bookings/v1/booking-policies', {
        bookingPolicy: {
          name: 'Courses',
          waitlistPolicy: { enabled: true, capacity: 1 },
          participantsPolicy: { enabled: true, maxParticipantsPerBooking: 2 },
        },
      })
    ).bookingPolicy.id as string;
    const course = (
      await owned('POST', '/bookings/v2/services', {
        service: {
          type: 'COURSE',
          name: 'Pottery',
          defaultCapacity: 3,
          bookingPolicy: { id: policy },
          payment: { rateType: 'FIXED', fixed: { price: { value: '120' } } },
          // Thursdays 18:30-20:00 in Berlin, from 7 March to 4 April 2030 (DST starts 31 March).
          schedule: {
            recurringSessions: [{ day: 'THU', startTime: '18:30', endTime: '20:00' }],
            firstSessionStart: '2030-03-04T00:00:00Z',
            lastSessionEnd: '2030-04-05T00:00:00Z',
          },
        },
      })
    ).service;
    ids.course = course.id;
    ids.schedule = course.schedule.id;
    ids.yoga = (
      await owned('POST', '/bookings/v2/services', {
        service: {
          type: 'CLASS',
          name: 'Yoga',
          schedule: { recurringSessions: [{ day: 'TUE', startTime: '18:00', endTime: '19:00' }] },
        },
      })
    ).service.schedule.id;
  });
  afterAll(() => t.close());

  const contactDetails = { firstName: 'Grace', email: 'grace@example.com' };
  const book = (
    schedule: Record<string, unknown>,
    extra: Record<string, unknown> = {},
    authorization = member,
  ) =>
    call(
      'POST',
      '/bookings/v2/bookings',
      { booking: { bookedEntity: { schedule }, contactDetails, ...extra } },
      authorization,
    );
  const spots = async (scheduleId = ids.schedule, authorization = visitor) => {
    const response = await call('GET', `/v2/availability/schedule/${scheduleId}`, undefined, authorization);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('answers a course’s spots and its policy before anyone books', async () => {
    expect(await spots()).toEqual({
      availability: {
        totalSpots: 3,
        openSpots: 3,
        waitingList: { totalSpots: 1, openSpots: 1 },
        bookingPolicyViolations: { tooEarlyToBook: false, tooLateToBook: false, bookOnlineDisabled: false },
      },
      bookingPolicySettings: { maxParticipantsPerBooking: 2 },
    });
    // The documented alternatives answer the same.
    for (const path of [
      '/availability-calendar/v2/availability/schedule/',
      '/bookings/v2/availability/schedule/',
    ])
      expect((await call('GET', `${path}${ids.schedule}`, undefined, visitor)).json()).toEqual(await spots());
  });

  it('books the whole course, first session to last, and counts its spots', async () => {
    const response = await book({ scheduleId: ids.schedule }, { numberOfParticipants: 2 });
    expect(response.statusCode, response.body).toBe(200);
    const { booking } = response.json();
    expect(booking.bookedEntity).toMatchObject({
      title: 'Pottery',
      schedule: {
        serviceId: ids.course,
        scheduleId: ids.schedule,
        timezone: 'Europe/Berlin',
        // 18:30 CET on 7 March; 20:00 CEST on 4 April.
        firstSessionStart: '2030-03-07T17:30:00.000Z',
        lastSessionEnd: '2030-04-04T18:00:00.000Z',
      },
    });
    expect(booking.bookedEntity.slot).toBeUndefined();
    expect(booking).toMatchObject({
      status: 'CONFIRMED',
      startDate: '2030-03-07T17:30:00.000Z',
      endDate: '2030-04-04T18:00:00.000Z',
      numberOfParticipants: 2,
    });
    expect((await spots()).availability).toMatchObject({ totalSpots: 3, openSpots: 1 });
  });

  it('puts the next booker on the waitlist when full, and gives a freed spot to the first in line', async () => {
    const last = (await book({ scheduleId: ids.schedule, serviceId: ids.course })).json().booking;
    expect(last.status).toBe('CONFIRMED');
    const waiting = (await book({ scheduleId: ids.schedule })).json().booking;
    expect(waiting.status).toBe('WAITING_LIST');
    expect((await spots()).availability).toMatchObject({
      openSpots: 0,
      waitingList: { totalSpots: 1, openSpots: 0 },
    });
    const refused = await book({ scheduleId: ids.schedule });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.applicationError.code).toBe('SLOT_NOT_AVAILABLE');

    expect((await call('POST', `/bookings/v2/bookings/${last.id}/cancel`, {}, member)).statusCode).toBe(200);
    expect(
      (await call('GET', `/bookings/v2/bookings/${waiting.id}`, undefined, member)).json().booking.status,
    ).toBe('CONFIRMED');
    expect((await spots()).availability).toMatchObject({ openSpots: 0, waitingList: { openSpots: 1 } });
  });

  it('refuses to move a course booking, and to change a booked course’s dates', async () => {
    const [booking] = (await call('POST', '/bookings/v2/bookings/query', { query: {} })).json().bookings;
    const moved = await call(
      'POST',
      `/bookings/v2/bookings/${booking.id}/reschedule`,
      { slot: { startDate: '2030-03-14T17:30:00Z', endDate: '2030-03-14T19:00:00Z' } },
      member,
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().details.applicationError.code).toBe('INVALID_RESCHEDULE');

    const changed = await call('PATCH', `/bookings/v2/services/${ids.course}`, {
      service: { schedule: { lastSessionEnd: '2030-04-20T00:00:00Z' } },
      fieldMask: { paths: ['schedule.lastSessionEnd'] },
    });
    expect(changed.statusCode, changed.body).toBe(409);
    expect(changed.json().details.applicationError.code).toBe('COURSE_HAS_BOOKINGS');
    // Its name is not its dates.
    const renamed = await call('PATCH', `/bookings/v2/services/${ids.course}`, {
      service: { name: 'Pottery for beginners' },
      fieldMask: { paths: ['name'] },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('is too late to book once the course has begun (unless booking after the start is allowed)', async () => {
    clock.set('2030-03-07T18:00:00.000Z');
    try {
      // Tokens last hours, not days: a visitor of that day.
      const later = await spots(ids.schedule, await t.visitorToken());
      expect(later.availability.bookingPolicyViolations.tooLateToBook).toBe(true);
      const late = await book(
        { scheduleId: ids.schedule },
        {},
        await t.memberToken('22222222-2222-4222-8222-222222222222'),
      );
      expect(late.statusCode).toBe(400);
      expect(late.json().details.applicationError.code).toBe('BOOKING_POLICY_VIOLATION');
    } finally {
      clock.set('2030-03-01T12:00:00.000Z');
    }
  });

  it('answers clear errors for a schedule that is not a course’s, unknown, or both a slot and a schedule', async () => {
    const notCourse = await call('GET', `/v2/availability/schedule/${ids.yoga}`, undefined, visitor);
    expect(notCourse.statusCode).toBe(400);
    expect(notCourse.json().details.applicationError.code).toBe('FAILED_RESOLVING_SCHEDULE');
    expect((await call('GET', '/v2/availability/schedule/nope', undefined, visitor)).statusCode).toBe(404);
    expect((await book({ scheduleId: ids.yoga })).json().details.applicationError.code).toBe(
      'UNSUPPORTED_SERVICE_TYPE',
    );
    expect((await book({ scheduleId: 'nope' })).statusCode).toBe(404);
    expect((await book({ scheduleId: ids.schedule, serviceId: ids.yoga })).statusCode).toBe(404);
    const both = await call(
      'POST',
      '/bookings/v2/bookings',
      {
        booking: {
          bookedEntity: {
            schedule: { scheduleId: ids.schedule },
            slot: {
              serviceId: ids.course,
              startDate: '2030-03-07T17:30:00Z',
              endDate: '2030-03-07T19:00:00Z',
            },
          },
          contactDetails,
        },
      },
      member,
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().details.validationError.fieldViolations[0].field).toBe('booking.bookedEntity');
    const bySlot = await call(
      'POST',
      '/bookings/v2/bookings',
      {
        booking: {
          bookedEntity: {
            slot: {
              serviceId: ids.course,
              startDate: '2030-03-07T17:30:00Z',
              endDate: '2030-03-07T19:00:00Z',
            },
          },
          contactDetails,
        },
      },
      member,
    );
    expect(bySlot.json().details.applicationError.code).toBe('UNSUPPORTED_SERVICE_TYPE');
    // A course needs its dates.
    const dateless = await call('POST', '/bookings/v2/services', {
      service: {
        type: 'COURSE',
        name: 'Clay',
        schedule: { recurringSessions: [{ day: 'MON', startTime: '10:00', endTime: '11:00' }] },
      },
    });
    expect(dateless.statusCode).toBe(400);
    expect(dateless.json().details.validationError.fieldViolations[0].field).toBe(
      'service.schedule.firstSessionStart',
    );
  });
});
