import * as attendance from '@wix/auto_sdk_bookings_attendance';
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../testing/databases.js';
import { type CompatPlatform, startCompatPlatform } from '../testing/wix-compat.js';

/** The official bookings `attendance` module, unmodified: the owner checks a booker in. */
describe.each(testDialects)('official bookings attendance module against the platform on %s', (dialect) => {
  let t: CompatPlatform;
  let bookingId: string;
  const owned = async (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) => {
    const response = await t.app.inject({ method, url, headers: { authorization: t.ownerApiKey }, payload });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json();
  };

  beforeAll(async () => {
    t = await startCompatPlatform(dialect);
    // Open every minute of every day, in 15-minute sessions: the next one starts within a quarter hour.
    const always = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((day) => ({
      day,
      startTime: '00:00',
      endTime: '24:00',
    }));
    await owned('PATCH', '/bookings/v1/settings', { settings: { businessHours: always } });
    const ada = (await owned('POST', '/bookings/v1/staff-members', { staffMember: { name: 'Ada' } }))
      .staffMember.id;
    const serviceId = (
      await owned('POST', '/bookings/v2/services', {
        service: {
          type: 'APPOINTMENT',
          name: 'Quick trim',
          staffMemberIds: [ada],
          schedule: { availabilityConstraints: { sessionDurations: [15] } },
        },
      })
    ).service.id;
    const now = Date.now();
    const { availabilityEntries } = await owned('POST', '/availability-calendar/v1/availability/query', {
      query: {
        filter: {
          serviceId: [serviceId],
          startDate: new Date(now).toISOString(),
          endDate: new Date(now + 3 * 3_600_000).toISOString(),
          bookable: true,
        },
      },
    });
    const { slot } = availabilityEntries[0];
    bookingId = (
      await owned('POST', '/bookings/v2/bookings', {
        booking: {
          bookedEntity: { slot: { serviceId, startDate: slot.startDate, endDate: slot.endDate } },
          contactDetails: { firstName: 'Lin', email: 'lin@example.com' },
        },
      })
    ).booking.id;
  });
  afterAll(() => t.close());

  it('sets, reads and queries an attendance', async () => {
    const owner = createClient({
      modules: { attendance },
      auth: ApiKeyStrategy({ apiKey: t.ownerApiKey, siteId: t.siteId }),
    });
    const { attendance: set } = await owner.attendance.setAttendance({
      bookingId,
      status: 'ATTENDED',
      numberOfAttendees: 1,
    });
    expect(set).toMatchObject({ bookingId, status: 'ATTENDED', numberOfAttendees: 1 });
    expect(set?._id).toMatch(/^[0-9a-f-]{36}$/);
    const read = await owner.attendance.getAttendance(set?._id ?? '');
    expect(read).toMatchObject({ _id: set?._id, status: 'ATTENDED' });
    const { items } = await owner.attendance.queryAttendance().eq('bookingId', bookingId).find();
    expect(items.map((item) => item._id)).toEqual([set?._id]);
  });
});
