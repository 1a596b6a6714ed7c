import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { bookingsTestCalls } from '../test-calls.js';

// Monday 11 March 2030 in New York (EDT): the haircut's 10:00 slot, and the range asked for.
const tenAm = '2030-03-11T14:00:00.000Z';
const range = { startDate: '2030-03-11T13:00:00.000Z', endDate: '2030-03-11T17:00:00.000Z' };

/**
 * A kept availability answer is sent again only while nothing it shows has changed: the site's
 * bookings data, its time zone, and the minute (booking windows open and close with the clock).
 */
describe.each(testDialects)('kept availability answers on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  const ids = {} as Record<'ada' | 'haircut', string>;
  // Half a minute into the minute: the clock moves by whole and partial minutes below.
  const clock = new ManualClock('2030-03-11T11:58:30.000Z');
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
        staffMember: { name: 'Ada', workingHours: everyDay('09:00', '13:00') },
      })
    ).staffMember.id;
    const policy = (
      await owned('POST', '/bookings/v1/booking-policies', {
        bookingPolicy: {
          name: 'An hour ahead',
          limitLateBookingPolicy: { enabled: true, latestBookingInMinutes: 60 },
        },
      })
    ).bookingPolicy.id;
    ids.haircut = (
      await owned('POST', '/bookings/v2/services', {
        service: {
          type: 'APPOINTMENT',
          name: 'Haircut',
          staffMemberIds: [ids.ada],
          bookingPolicy: { id: policy },
          schedule: { availabilityConstraints: { sessionDurations: [60] } },
        },
      })
    ).service.id;
  });
  afterAll(() => t.close());

  const ask = async () => {
    const response = await call(
      'POST',
      '/availability-calendar/v1/availability/query',
      { query: { filter: { serviceId: ids.haircut, ...range } } },
      visitor,
    );
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json().availabilityEntries as {
      slot: { startDate: string };
      bookable: boolean;
    }[];
    return {
      etag: response.headers.etag,
      slots: entries.map(
        (entry) => `${entry.slot.startDate.slice(11, 16)}${entry.bookable ? '' : ' closed'}`,
      ),
    };
  };

  it('is sent again while nothing changes, and not once a booking takes a slot', async () => {
    const first = await ask();
    expect(first.slots).toEqual(['13:00', '14:00', '15:00', '16:00']);
    const kept = await ask();
    expect(kept.etag).toBeDefined();
    expect((await ask()).etag).toBe(kept.etag);

    const booked = await call('POST', '/bookings/v2/bookings', {
      booking: {
        bookedEntity: {
          slot: { serviceId: ids.haircut, startDate: tenAm, endDate: '2030-03-11T15:00:00.000Z' },
        },
        contactDetails: { firstName: 'Grace', email: 'grace@example.com' },
      },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await ask()).slots).toEqual(['13:00', '15:00', '16:00']);
  });

  it('follows the clock: a slot closes in the minute its booking window closes, not a minute later', async () => {
    await ask();
    expect((await ask()).slots[0]).toBe('13:00');
    // The 09:00 (13:00 UTC) slot closes an hour before: at 12:00 UTC, long past; the 10:00 one is
    // booked; the 11:00 (15:00 UTC) one closes at 14:00 UTC.
    clock.set('2030-03-11T13:59:59.999Z');
    expect(await ask()).toMatchObject({ slots: ['13:00 closed', '15:00', '16:00'] });
    expect((await ask()).slots).toEqual(['13:00 closed', '15:00', '16:00']);
    clock.set('2030-03-11T14:00:00.000Z');
    expect((await ask()).slots).toEqual(['13:00 closed', '15:00', '16:00']);
    clock.set('2030-03-11T14:00:00.001Z');
    expect((await ask()).slots).toEqual(['13:00 closed', '15:00 closed', '16:00']);
    clock.set('2030-03-11T14:00:30.000Z');
    expect((await ask()).slots).toEqual(['13:00 closed', '15:00 closed', '16:00']);
  });

  it('changes with the staff member’s hours and with the site’s time zone', async () => {
    clock.set('2030-03-11T11:58:30.000Z');
    await ask();
    await ask();
    await owned('PATCH', `/bookings/v1/staff-members/${ids.ada}`, {
      staffMember: { workingHours: everyDay('09:00', '11:00') },
    });
    expect((await ask()).slots).toEqual(['13:00']);
    await ask();
    // Chicago: 09:00 there is 14:00 UTC, and the business day moves with it.
    await owned('PATCH', '/sites/v1/site', { site: { settings: { timeZone: 'America/Chicago' } } });
    expect((await ask()).slots).toEqual(['15:00']);
  });
});
