import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { sql } from '../../../kernel/db/sql.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { BOOKING_FQDN } from '../events.js';
import { bookingsTestCalls } from '../test-calls.js';

describe.each(testDialects)('bookings on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  const ids: Record<string, string> = {};
  const clock = new ManualClock('2030-03-08T12:00:00.000Z');

  const { call, owned, everyDay } = bookingsTestCalls(() => t);

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    visitor = await t.visitorToken();
    await owned('PATCH', '/sites/v1/site', { site: { settings: { timeZone: 'America/New_York' } } });
    await owned('PATCH', '/bookings/v1/settings', {
      settings: { businessHours: everyDay('09:00', '17:00') },
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
      schedule: { availabilityConstraints: { sessionDurations: [60], timeBetweenSessions: 30 } },
    });
    ids.yoga = await service({
      type: 'CLASS',
      name: 'Yoga',
      defaultCapacity: 5,
      staffMemberIds: [ids.ada],
      schedule: { recurringSessions: [{ day: 'TUE', startTime: '18:00', endTime: '19:00' }] },
    });
  });
  afterAll(() => t.close());

  const contactDetails = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' };
  // Monday 11 March 2030, 09:00 in New York (EDT since the day before).
  const nineAm = { startDate: '2030-03-11T13:00:00.000Z', endDate: '2030-03-11T14:00:00.000Z' };
  const book = (
    slot: Record<string, unknown>,
    extra: Record<string, unknown> = {},
    authorization = t.ownerApiKey,
  ) =>
    call(
      'POST',
      '/bookings/v2/bookings',
      { booking: { bookedEntity: { slot }, contactDetails, ...extra } },
      authorization,
    );
  const haircutSlots = async (from: string, to: string) => {
    const response = await call(
      'POST',
      '/availability-calendar/v1/availability/query',
      {
        query: { filter: { serviceId: ids.haircut, startDate: from, endDate: to } },
      },
      visitor,
    );
    return (
      response.json().availabilityEntries as { slot: { startDate: string; resource: { name: string } } }[]
    ).map((entry) => `${entry.slot.startDate.slice(11, 16)} ${entry.slot.resource.name}`);
  };
  const yogaSpots = async () => {
    const response = await call(
      'POST',
      '/availability-calendar/v1/availability/query',
      {
        query: {
          filter: { serviceId: ids.yoga, startDate: '2030-03-12T00:00:00Z', endDate: '2030-03-13T00:00:00Z' },
        },
      },
      visitor,
    );
    return response.json().availabilityEntries[0]?.openSpots as number;
  };

  it('books an appointment slot, which availability then leaves out with its buffer, and refuses it twice', async () => {
    const response = await book({ serviceId: ids.haircut, ...nineAm, resource: { id: ids.ada } });
    expect(response.statusCode, response.body).toBe(200);
    const { booking } = response.json();
    expect(booking).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'NOT_PAID',
      selectedPaymentOption: 'OFFLINE',
      numberOfParticipants: 1,
      bookedEntity: {
        title: 'Haircut',
        slot: {
          serviceId: ids.haircut,
          resource: { id: ids.ada, name: 'Ada' },
          timezone: 'America/New_York',
        },
      },
      contactDetails,
      startDate: nineAm.startDate,
    });
    // Ada's 10:00 goes too: the 30 minutes kept free after a session reach into it.
    expect(await haircutSlots('2030-03-11T13:00:00Z', '2030-03-11T16:00:00Z')).toEqual([
      '13:00 Bo',
      '14:00 Bo',
      '15:00 Ada',
      '15:00 Bo',
    ]);
    const again = await book({ serviceId: ids.haircut, ...nineAm, resource: { id: ids.ada } });
    expect(again.statusCode).toBe(409);
    expect(again.json().details.applicationError.code).toBe('SLOT_NOT_AVAILABLE');
    // Without a staff member named, the free one takes it.
    const anyone = await book({ serviceId: ids.haircut, ...nineAm });
    expect(anyone.json().booking.bookedEntity.slot.resource.name).toBe('Bo');
    // A time off the grid, or outside the hours, is no slot.
    expect(
      (
        await book({
          serviceId: ids.haircut,
          startDate: '2030-03-11T17:15:00Z',
          endDate: '2030-03-11T18:15:00Z',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await book({
          serviceId: ids.haircut,
          startDate: '2030-03-11T03:00:00Z',
          endDate: '2030-03-11T04:00:00Z',
        })
      ).statusCode,
    ).toBe(409);

    const canceled = await call('POST', `/bookings/v2/bookings/${booking.id}/cancel`, {});
    expect(canceled.json().booking).toMatchObject({ status: 'CANCELED', revision: '2' });
    expect(await haircutSlots('2030-03-11T13:00:00Z', '2030-03-11T14:00:00Z')).toEqual(['13:00 Ada']);
    const confirmAfter = await call('POST', `/bookings/v2/bookings/${booking.id}/confirm`, {});
    expect(confirmAfter.statusCode).toBe(400);
    expect(confirmAfter.json().details.applicationError.code).toBe('INVALID_BOOKING_STATUS');
    const events = await t.db.all<{ action: string }>(
      sql`SELECT action FROM outbox WHERE entity_fqdn = ${BOOKING_FQDN} AND entity_id = ${booking.id} ORDER BY seq`,
    );
    expect(events.map((event) => event.action)).toEqual(['created', 'canceled']);
  });

  it('takes a class’s spots by the number of participants, never past its capacity, and gives them back', async () => {
    const session = {
      serviceId: ids.yoga,
      startDate: '2030-03-12T22:00:00.000Z',
      endDate: '2030-03-12T23:00:00.000Z',
    };
    const three = await book(session, { numberOfParticipants: 3 });
    expect(three.statusCode, three.body).toBe(200);
    expect(await yogaSpots()).toBe(2);
    expect((await book(session, { numberOfParticipants: 3 })).statusCode).toBe(409);
    await call('POST', `/bookings/v2/bookings/${three.json().booking.id}/cancel`, {});
    expect(await yogaSpots()).toBe(5);
  });

  it('lets no one but the owner or a member book, and only the owner read the list', async () => {
    expect((await book({ serviceId: ids.haircut, ...nineAm }, {}, visitor)).statusCode).toBe(403);
    expect((await call('POST', '/bookings/v2/bookings/query', {}, visitor)).statusCode).toBe(403);
    const list = await call('POST', '/bookings/v2/bookings/query', {
      query: { filter: { status: 'CONFIRMED' } },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().bookings.every((booking: { status: string }) => booking.status === 'CONFIRMED')).toBe(
      true,
    );
    const bad = [
      { serviceId: ids.haircut, startDate: 'soon', endDate: nineAm.endDate },
      { serviceId: '', ...nineAm },
    ];
    for (const slot of bad) expect((await book(slot)).statusCode).toBe(400);
    expect(
      (
        await call('POST', '/bookings/v2/bookings', {
          booking: { bookedEntity: { slot: { serviceId: ids.haircut, ...nineAm } } },
        })
      ).statusCode,
    ).toBe(400);
    expect((await book({ serviceId: ids.haircut, ...nineAm }, { numberOfParticipants: 2 })).statusCode).toBe(
      400,
    );
    expect((await book({ serviceId: '00000000-0000-4000-8000-000000000000', ...nineAm })).statusCode).toBe(
      404,
    );
  });

  it('books one appointment slot once however many bookers race for it, and a class up to its capacity', async () => {
    const slot = {
      serviceId: ids.haircut,
      startDate: '2030-03-13T14:00:00.000Z',
      endDate: '2030-03-13T15:00:00.000Z',
      resource: { id: ids.ada },
    };
    const racing = await Promise.all(Array.from({ length: 30 }, () => book(slot)));
    const codes = racing.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(29);

    const session = {
      serviceId: ids.yoga,
      startDate: '2030-03-19T22:00:00.000Z',
      endDate: '2030-03-19T23:00:00.000Z',
    };
    const crowd = await Promise.all(Array.from({ length: 30 }, () => book(session)));
    expect(crowd.filter((response) => response.statusCode === 200)).toHaveLength(5);
    expect(crowd.filter((response) => response.statusCode === 409)).toHaveLength(25);
    const [{ booked }] = (await t.db.all<{ booked: number }>(
      sql`SELECT booked FROM class_sessions WHERE service_id = ${ids.yoga} AND start_date = ${session.startDate}`,
    )) as [{ booked: number }];
    expect(Number(booked)).toBe(5);
  });
});
