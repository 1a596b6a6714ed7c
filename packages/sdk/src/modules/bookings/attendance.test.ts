import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key.js';
import { createClient } from '../../client.js';
import { BazaarError } from '../../errors.js';
import { dialects, type RunningPlatform, startPlatform } from '../../test/platform.js';
import { attendance } from './index.js';

describe.each(dialects)('@bazaar/sdk/bookings attendance against the platform on %s', (dialect) => {
  let platform: RunningPlatform;
  let now = Date.parse('2030-03-08T12:00:00.000Z');
  let serviceId: string;
  const owner = () =>
    createClient({
      modules: { attendance },
      auth: ApiKeyStrategy({ apiKey: platform.ownerApiKey }),
      host: { apiBaseUrl: platform.baseUrl },
    });
  const owned = async (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) => {
    const response = await platform.app.inject({
      method,
      url,
      headers: { authorization: platform.ownerApiKey },
      payload,
    });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json();
  };
  /** The owner books the haircut at `startDate` (an hour) for a customer; the booking's id. */
  const book = async (startDate: string) =>
    (
      await owned('POST', '/bookings/v2/bookings', {
        booking: {
          bookedEntity: {
            slot: {
              serviceId,
              startDate,
              endDate: new Date(Date.parse(startDate) + 3_600_000).toISOString(),
            },
          },
          contactDetails: { firstName: 'Lin', email: 'lin@example.com' },
        },
      })
    ).booking.id as string;

  beforeAll(async () => {
    platform = await startPlatform(dialect, { clock: { now: () => new Date(now) } });
    const everyDay = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((day) => ({
      day,
      startTime: '09:00',
      endTime: '17:00',
    }));
    await owned('PATCH', '/bookings/v1/settings', { settings: { businessHours: everyDay } });
    const ada = (
      await owned('POST', '/bookings/v1/staff-members', {
        staffMember: { name: 'Ada', workingHours: everyDay },
      })
    ).staffMember.id;
    serviceId = (
      await owned('POST', '/bookings/v2/services', {
        service: {
          type: 'APPOINTMENT',
          name: 'Haircut',
          staffMemberIds: [ada],
          schedule: { availabilityConstraints: { sessionDurations: [60] } },
        },
      })
    ).service.id;
  });
  afterAll(() => platform.close());

  it('marks a no-show once the session started, reads it back, and says why it refuses one too soon', async () => {
    // 10:00 and 11:00 in New York, the demo site's time zone.
    const missed = await book('2030-03-11T14:00:00.000Z');
    const later = await book('2030-03-11T15:00:00.000Z');
    now = Date.parse('2030-03-11T14:20:00.000Z');
    const { attendance: noShow } = await owner().attendance.setAttendance({
      bookingId: missed,
      status: 'NOT_ATTENDED',
    });
    expect(noShow).toMatchObject({ bookingId: missed, status: 'NOT_ATTENDED', numberOfAttendees: 0 });
    expect(noShow._updatedDate).toEqual(new Date('2030-03-11T14:20:00.000Z'));
    expect((await owner().attendance.getAttendance(noShow._id)).status).toBe('NOT_ATTENDED');
    const { items } = await owner().attendance.queryAttendance().eq('status', 'NOT_ATTENDED').find();
    expect(items.map((item) => item.bookingId)).toEqual([missed]);

    const refused = await owner()
      .attendance.setAttendance({ bookingId: later, status: 'NOT_ATTENDED' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BazaarError);
    expect((refused as BazaarError).code).toBe('SESSION_NOT_STARTED');
  });
});
