import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { bookingsTestCalls } from '../test-calls.js';

interface Chain {
  slot: { serviceId: string; startDate: string; endDate: string; timezone: string };
  bookable: boolean;
  nestedTimeSlots: {
    serviceId: string;
    start: string;
    end: string;
    resource?: { id: string; name: string };
  }[];
}

/** Appointments of several services booked back to back (calculateMultiSlotAvailability). */
describe.each(testDialects)('multi-slot availability on %s', (dialect) => {
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
    const member = async (name: string, from: string, to: string) =>
      (
        await owned('POST', '/bookings/v1/staff-members', {
          staffMember: { name, workingHours: everyDay(from, to) },
        })
      ).staffMember.id as string;
    ids.ada = await member('Ada', '09:00', '12:00');
    ids.bo = await member('Bo', '10:00', '16:00');
    const service = async (body: Record<string, unknown>) =>
      (await owned('POST', '/bookings/v2/services', { service: body })).service.id as string;
    ids.cut = await service({
      type: 'APPOINTMENT',
      name: 'Cut',
      staffMemberIds: [ids.ada, ids.bo],
      schedule: { availabilityConstraints: { sessionDurations: [60] } },
    });
    ids.colour = await service({
      type: 'APPOINTMENT',
      name: 'Colour',
      staffMemberIds: [ids.bo],
      schedule: { availabilityConstraints: { sessionDurations: [90] } },
    });
    ids.yoga = await service({
      type: 'CLASS',
      name: 'Yoga',
      schedule: { recurringSessions: [{ day: 'MON', startTime: '18:00', endTime: '19:00' }] },
    });
  });
  afterAll(() => t.close());

  // Monday 11 March 2030, a whole day in New York, given as wall times.
  const monday = { from: '2030-03-11T00:00:00', to: '2030-03-12T00:00:00', timeZone: 'America/New_York' };
  const multislot = (body: Record<string, unknown>) =>
    call('POST', '/v1/availability/multislot', body, visitor);
  const chains = async (body: Record<string, unknown>): Promise<Chain[]> => {
    const response = await multislot(body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().slots;
  };
  const cutThenColour = () => [{ serviceId: ids.cut }, { serviceId: ids.colour }];
  const summary = (chain: Chain) =>
    chain.nestedTimeSlots.map(
      (part) => `${part.start.slice(11, 16)}-${part.end.slice(11, 16)} ${part.resource?.name}`,
    );

  it('chains a cut and a colour where the colour starts as the cut ends, one chain per start', async () => {
    const found = await chains({ ...monday, slots: cutThenColour() });
    // In UTC (EDT is UTC-4): Ada's 09:00 cut, then Bo's 10:00 colour; Bo's 12:00 cut, then his 13:00 colour.
    expect(found.map(summary)).toEqual([
      ['13:00-14:00 Ada', '14:00-15:30 Bo'],
      ['16:00-17:00 Bo', '17:00-18:30 Bo'],
    ]);
    expect(found[0]).toMatchObject({
      slot: {
        serviceId: ids.cut,
        startDate: '2030-03-11T13:00:00.000Z',
        endDate: '2030-03-11T15:30:00.000Z',
        timezone: 'America/New_York',
      },
      bookable: true,
    });
    expect(found[0]?.nestedTimeSlots.map((part) => part.serviceId)).toEqual([ids.cut, ids.colour]);
  });

  it('narrows each step to the staff asked for', async () => {
    const found = await chains({
      ...monday,
      slots: [{ serviceId: ids.cut, resourcesFilter: { resourceIds: [ids.bo] } }, { serviceId: ids.colour }],
    });
    expect(found.map(summary)).toEqual([['16:00-17:00 Bo', '17:00-18:30 Bo']]);
  });

  it('pages by cursor, the client sending the request again with it', async () => {
    const first = await multislot({ ...monday, slots: cutThenColour(), cursorPaging: { limit: 1 } });
    const page = first.json();
    expect(page.slots).toHaveLength(1);
    expect(page.cursorPagingMetadata).toMatchObject({ count: 1, hasNext: true });
    const second = (
      await multislot({
        ...monday,
        slots: cutThenColour(),
        cursorPaging: { limit: 1, cursor: page.cursorPagingMetadata.cursors.next },
      })
    ).json();
    expect(second.slots.map(summary)).toEqual([['16:00-17:00 Bo', '17:00-18:30 Bo']]);
    expect(second.cursorPagingMetadata).toMatchObject({ count: 1, hasNext: false });
  });

  it('loses a chain when one of its times is booked', async () => {
    const booked = await call('POST', '/bookings/v2/bookings', {
      booking: {
        bookedEntity: {
          slot: {
            serviceId: ids.colour,
            startDate: '2030-03-11T14:00:00.000Z',
            endDate: '2030-03-11T15:30:00.000Z',
            resource: { id: ids.bo },
          },
        },
        contactDetails: { firstName: 'Grace', email: 'grace@example.com' },
      },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const found = await chains({ ...monday, slots: cutThenColour() });
    expect(found.map(summary)).toEqual([['16:00-17:00 Bo', '17:00-18:30 Bo']]);
  });

  it('filters by bookable, policy violations and location', async () => {
    expect(await chains({ ...monday, slots: cutThenColour(), bookable: false })).toEqual([]);
    expect(
      (await chains({ ...monday, slots: cutThenColour(), bookingPolicyViolations: { tooLateToBook: false } }))
        .length,
    ).toBe(1);
    expect(
      await chains({ ...monday, slots: cutThenColour(), location: { locationType: 'CUSTOMER' } }),
    ).toEqual([]);
    expect(
      (await chains({ ...monday, slots: cutThenColour(), location: { locationType: 'BUSINESS' } })).length,
    ).toBe(1);
  });

  it('refuses bad input with a clear 4xx', async () => {
    const refused: [Record<string, unknown>, number, string][] = [
      [
        { ...monday, slots: [{ serviceId: ids.cut }, { serviceId: ids.yoga }] },
        400,
        'UNSUPPORTED_SERVICE_TYPE',
      ],
      [{ ...monday, slots: [{ serviceId: 'nope' }] }, 404, 'SERVICE_NOT_FOUND'],
      [{ ...monday, slots: [] }, 400, ''],
      [{ ...monday, slots: Array.from({ length: 7 }, () => ({ serviceId: ids.cut })) }, 400, ''],
      [{ ...monday, from: 'Monday', slots: cutThenColour() }, 400, ''],
      [{ ...monday, from: '2030-13-11T00:00:00', slots: cutThenColour() }, 400, ''],
      [{ ...monday, to: '2030-03-10T00:00:00', slots: cutThenColour() }, 400, ''],
      [{ ...monday, to: '2030-05-11T00:00:00', slots: cutThenColour() }, 400, ''],
      [{ ...monday, timeZone: 'Mars/Olympus', slots: cutThenColour() }, 400, ''],
      [{ ...monday, slots: cutThenColour(), cursorPaging: { cursor: 'not-ours' } }, 400, ''],
    ];
    for (const [body, status, code] of refused) {
      const response = await multislot(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      if (code) expect(response.json().details.applicationError.code).toBe(code);
    }
  });
});
