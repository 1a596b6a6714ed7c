import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { bookingsTestCalls } from '../test-calls.js';

describe.each(testDialects)('bookings availability over HTTP on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  const ids: Record<string, string> = {};
  // A Friday, 07:00 in New York.
  const clock = new ManualClock('2030-03-08T12:00:00.000Z');

  const { call, owned, everyDay } = bookingsTestCalls(() => t);

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    visitor = await t.visitorToken();
    await owned('PATCH', '/sites/v1/site', { site: { settings: { timeZone: 'America/New_York' } } });
    const { settings } = await owned('PATCH', '/bookings/v1/settings', {
      settings: {
        businessHours: everyDay('09:00', '17:00'),
        bookingPolicy: { minNoticeMinutes: 60, maxDaysInAdvance: 30 },
      },
    });
    expect(settings).toMatchObject({
      timeZone: 'America/New_York',
      bookingPolicy: { minNoticeMinutes: 60, onlineBookingEnabled: true },
    });
    ids.ada = (
      await owned('POST', '/bookings/v1/staff-members', {
        staffMember: { name: 'Ada', workingHours: everyDay('09:00', '12:00') },
      })
    ).staffMember.id;
    ids.bo = (
      await owned('POST', '/bookings/v1/staff-members', { staffMember: { name: 'Bo' } })
    ).staffMember.id;
    const service = async (body: Record<string, unknown>) =>
      (await owned('POST', '/bookings/v2/services', { service: body })).service.id as string;
    ids.haircut = await service({
      type: 'APPOINTMENT',
      name: 'Haircut',
      staffMemberIds: [ids.ada, ids.bo],
      payment: { rateType: 'FIXED', fixed: { price: { value: '45' } } },
    });
    ids.yoga = await service({
      type: 'CLASS',
      name: 'Yoga',
      defaultCapacity: 8,
      staffMemberIds: [ids.ada],
      schedule: { recurringSessions: [{ day: 'TUE', startTime: '18:00', endTime: '19:00' }] },
    });
    ids.course = await service({
      type: 'COURSE',
      name: 'Pottery',
      schedule: {
        recurringSessions: [{ day: 'WED', startTime: '18:00', endTime: '20:00' }],
        firstSessionStart: '2030-01-01T00:00:00Z',
        lastSessionEnd: '2030-12-31T00:00:00Z',
      },
    });
  });
  afterAll(() => t.close());

  const availability = (filter: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    call('POST', '/availability-calendar/v1/availability/query', { query: { filter }, ...extra }, visitor);
  const entriesOf = async (filter: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
    const response = await availability(filter, extra);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().availabilityEntries as {
      slot: { startDate: string; endDate: string; timezone: string; resource?: { id: string; name: string } };
      bookable: boolean;
      openSpots: number;
      totalSpots: number;
      bookingPolicyViolations: { tooEarlyToBook: boolean; tooLateToBook: boolean };
    }[];
  };
  // Sunday 10 March 2030 in New York: 23 hours, from 05:00 UTC to 04:00 UTC the next day.
  const springDay = { startDate: '2030-03-10T05:00:00.000Z', endDate: '2030-03-11T04:00:00.000Z' };

  it('gives each staff member’s appointment slots in the business’s hours, on a 23-hour day', async () => {
    const entries = await entriesOf({ serviceId: [ids.haircut], ...springDay });
    const lines = entries.map(
      (entry) => `${entry.slot.startDate.slice(11, 16)} ${entry.slot.resource?.name}`,
    );
    // 09:00 EDT is 13:00 UTC: Ada works 09-12, Bo the business's 09-17.
    expect(lines).toEqual([
      '13:00 Ada',
      '13:00 Bo',
      '14:00 Ada',
      '14:00 Bo',
      '15:00 Ada',
      '15:00 Bo',
      '16:00 Bo',
      '17:00 Bo',
      '18:00 Bo',
      '19:00 Bo',
      '20:00 Bo',
    ]);
    expect(
      entries.every(
        (entry) => entry.bookable && entry.openSpots === 1 && entry.slot.timezone === 'America/New_York',
      ),
    ).toBe(true);
    const onlyAda = await entriesOf({ serviceId: ids.haircut, ...springDay, 'resource.id': ids.ada });
    expect(onlyAda).toHaveLength(3);
    expect(await entriesOf({ serviceId: ids.haircut, ...springDay }, { slotsPerDay: 2 })).toHaveLength(2);
    const berlin = await entriesOf({ serviceId: ids.haircut, ...springDay }, { timezone: 'Europe/Berlin' });
    expect(berlin[0]?.slot).toMatchObject({
      startDate: '2030-03-10T13:00:00.000Z',
      timezone: 'Europe/Berlin',
    });
  });

  it('marks what the policy forbids: within the notice, and beyond the days ahead', async () => {
    // Friday 8 March, from 07:00 New York time: the first slots start at 09:00, two hours on.
    clock.set('2030-03-08T13:30:00.000Z'); // 08:30: the 09:00 slots are within the hour of notice
    const today = await entriesOf({
      serviceId: ids.haircut,
      startDate: '2030-03-08T14:00:00.000Z',
      endDate: '2030-03-08T16:00:00.000Z',
    });
    expect(today.map((entry) => [entry.slot.startDate.slice(11, 16), entry.bookable])).toEqual([
      ['14:00', false],
      ['14:00', false],
      ['15:00', true],
      ['15:00', true],
    ]);
    expect(today[0]?.bookingPolicyViolations.tooLateToBook).toBe(true);
    const farAhead = await entriesOf({
      serviceId: ids.haircut,
      startDate: '2030-04-09T13:00:00.000Z',
      endDate: '2030-04-09T15:00:00.000Z',
    });
    expect(farAhead.every((entry) => !entry.bookable && entry.bookingPolicyViolations.tooEarlyToBook)).toBe(
      true,
    );
    expect(
      await entriesOf({
        serviceId: ids.haircut,
        startDate: '2030-04-09T13:00:00.000Z',
        endDate: '2030-04-09T15:00:00.000Z',
        bookable: true,
      }),
    ).toEqual([]);
    clock.set('2030-03-08T12:00:00.000Z');
  });

  it('gives a class its weekly sessions with their spots, and a course none', async () => {
    const week = { startDate: '2030-03-11T04:00:00.000Z', endDate: '2030-03-25T04:00:00.000Z' };
    const yoga = await entriesOf({ serviceId: [ids.yoga, ids.course], ...week });
    expect(
      yoga.map((entry) => [
        entry.slot.startDate,
        entry.totalSpots,
        entry.openSpots,
        entry.slot.resource?.name,
      ]),
    ).toEqual([
      ['2030-03-12T22:00:00.000Z', 8, 8, 'Ada'],
      ['2030-03-19T22:00:00.000Z', 8, 8, 'Ada'],
    ]);
    expect(await entriesOf({ serviceId: ids.yoga, ...week, openSpots: 9 })).toEqual([]);
  });

  it('answers a visitor’s bad query with a validation error', async () => {
    const bad: [Record<string, unknown>, Record<string, unknown>?][] = [
      [{ startDate: springDay.startDate, endDate: springDay.endDate }],
      [{ serviceId: ids.haircut, startDate: 'tomorrow', endDate: springDay.endDate }],
      [{ serviceId: ids.haircut, startDate: springDay.endDate, endDate: springDay.startDate }],
      [{ serviceId: ids.haircut, startDate: '2030-01-01T00:00:00Z', endDate: '2030-03-01T00:00:00Z' }],
      [{ serviceId: ids.haircut, ...springDay, price: 3 }],
      [{ serviceId: [], ...springDay }],
      [{ serviceId: ids.haircut, ...springDay }, { timezone: 'Mars/Olympus' }],
      [{ serviceId: ids.haircut, ...springDay, openSpots: -1 }],
    ];
    for (const [filter, extra] of bad) {
      const response = await availability(filter, extra);
      expect(response.statusCode, JSON.stringify([filter, extra])).toBe(400);
    }
    expect(await entriesOf({ serviceId: '00000000-0000-4000-8000-000000000000', ...springDay })).toEqual([]);
  });

  it('lets visitors read staff and settings but only the owner change them', async () => {
    const staff = await call(
      'POST',
      '/bookings/v1/staff-members/query',
      { query: { sort: [{ fieldName: 'name' }] } },
      visitor,
    );
    expect(staff.json().staffMembers.map((member: { name: string }) => member.name)).toEqual(['Ada', 'Bo']);
    expect(
      (await call('POST', '/bookings/v1/staff-members', { staffMember: { name: 'Eve' } }, visitor))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', '/bookings/v1/settings', { settings: { businessHours: [] } }, visitor)).statusCode,
    ).toBe(403);
    const timeOff = await call('PATCH', `/bookings/v1/staff-members/${ids.bo}`, {
      staffMember: { timeOff: [{ start: '2030-03-10T17:00:00Z', end: '2030-03-10T15:00:00Z' }] },
    });
    expect(timeOff.statusCode).toBe(400);
    // Bo away on Sunday afternoon: his slots from 13:00 New York time go.
    await owned('PATCH', `/bookings/v1/staff-members/${ids.bo}`, {
      staffMember: { timeOff: [{ start: '2030-03-10T17:00:00Z', end: '2030-03-11T04:00:00Z' }] },
    });
    const sunday = await entriesOf({ serviceId: ids.haircut, ...springDay, 'resource.id': ids.bo });
    expect(sunday.map((entry) => entry.slot.startDate.slice(11, 16))).toEqual([
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
  });
});
