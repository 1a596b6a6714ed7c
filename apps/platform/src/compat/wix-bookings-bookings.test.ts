import * as bookings from '@wix/auto_sdk_bookings_bookings';
import * as extendedBookings from '@wix/auto_sdk_bookings_extended-bookings';
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../testing/databases.js';
import { type CompatPlatform, startCompatPlatform } from '../testing/wix-compat.js';

/**
 * The official bookings `bookings` module, unmodified, sends its calls to
 * `/_api/bookings-service/v2/bookings…`: the owner books, moves, resizes and cancels with it.
 */
describe.each(testDialects)('official bookings module against the platform on %s', (dialect) => {
  let t: CompatPlatform;
  let serviceId: string;
  let slots: { startDate: string; endDate: string }[];
  const owned = async (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) => {
    const response = await t.app.inject({ method, url, headers: { authorization: t.ownerApiKey }, payload });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json();
  };

  beforeAll(async () => {
    t = await startCompatPlatform(dialect);
    const always = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((day) => ({
      day,
      startTime: '00:00',
      endTime: '24:00',
    }));
    await owned('PATCH', '/bookings/v1/settings', { settings: { businessHours: always } });
    const ada = (await owned('POST', '/bookings/v1/staff-members', { staffMember: { name: 'Ada' } }))
      .staffMember.id;
    serviceId = (
      await owned('POST', '/bookings/v2/services', {
        service: {
          type: 'CLASS',
          name: 'Open studio',
          defaultCapacity: 6,
          staffMemberIds: [ada],
          schedule: {
            recurringSessions: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((day) => ({
              day,
              startTime: '12:00',
              endTime: '13:00',
            })),
          },
        },
      })
    ).service.id;
    const now = Date.now();
    const { availabilityEntries } = await owned('POST', '/availability-calendar/v1/availability/query', {
      query: {
        filter: {
          serviceId: [serviceId],
          startDate: new Date(now + 86_400_000).toISOString(),
          endDate: new Date(now + 5 * 86_400_000).toISOString(),
          bookable: true,
        },
      },
    });
    slots = availabilityEntries.map((entry: { slot: { startDate: string; endDate: string } }) => entry.slot);
  });
  afterAll(() => t.close());

  it('creates, reschedules, resizes and cancels a booking', async () => {
    const owner = createClient({
      modules: { bookings, extendedBookings },
      auth: ApiKeyStrategy({ apiKey: t.ownerApiKey, siteId: t.siteId }),
    });
    const [first, second] = slots;
    const { booking } = await owner.bookings.createBooking({
      bookedEntity: { slot: { serviceId, startDate: first?.startDate, endDate: first?.endDate } },
      contactDetails: { firstName: 'Lin', email: 'lin@example.com' },
      totalParticipants: 1,
    });
    expect(booking?.status).toBe('CONFIRMED');
    const moved = await owner.bookings.rescheduleBooking(
      booking?._id ?? '',
      { serviceId, startDate: second?.startDate, endDate: second?.endDate },
      { revision: booking?.revision ?? '' },
    );
    expect(moved.booking?.startDate).toEqual(new Date(second?.startDate ?? ''));
    const resized = await owner.bookings.updateNumberOfParticipants(booking?._id ?? '', {
      revision: moved.booking?.revision ?? '',
      totalParticipants: 2,
    });
    expect(resized.booking?.totalParticipants).toBe(2);
    // The official builder filters nothing: the page of the site's bookings, with what the owner may do.
    const { items } = await owner.extendedBookings
      .queryExtendedBookings({ withBookingAllowedActions: true, withBookingAttendanceInfo: true })
      .limit(100)
      .find();
    const extended = items.find((item) => item.booking?._id === booking?._id);
    expect(extended?.allowedActions).toEqual({ cancel: true, reschedule: true });
    const canceled = await owner.bookings.cancelBooking(booking?._id ?? '', {
      revision: resized.booking?.revision ?? '',
    });
    expect(canceled.booking?.status).toBe('CANCELED');
  });
});
