import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key.js';
import { OAuthStrategy } from '../../auth/oauth.js';
import { createClient } from '../../client.js';
import { dialects, type RunningPlatform, startPlatform } from '../../test/platform.js';
import { availabilityCalendar, bookings, services } from './index.js';

describe.each(dialects)('@bazaar/sdk/bookings against the platform on %s', (dialect) => {
  let platform: RunningPlatform;
  const clientWith = (auth: ReturnType<typeof OAuthStrategy> | ReturnType<typeof ApiKeyStrategy>) =>
    createClient({
      modules: { services, availabilityCalendar, bookings },
      auth,
      host: { apiBaseUrl: platform.baseUrl },
    });
  const visitor = () => clientWith(OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }));
  const owner = () => clientWith(ApiKeyStrategy({ apiKey: platform.ownerApiKey }));

  beforeAll(async () => {
    platform = await startPlatform(dialect);
  });
  afterAll(() => platform.close());

  it('lets the owner create, change and delete services, and visitors query and read them', async () => {
    const haircut = await owner().services.createService({
      type: 'APPOINTMENT',
      name: 'Haircut',
      payment: { rateType: 'FIXED', fixed: { price: { value: '45' } } },
    });
    expect(haircut._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(haircut._createdDate).toBeInstanceOf(Date);
    await owner().services.createService({
      type: 'CLASS',
      name: 'Yoga',
      schedule: { recurringSessions: [{ day: 'MON', startTime: '08:00', endTime: '09:00' }] },
    });

    const found = await visitor().services.queryServices().ascending('name').find();
    expect(found.items.map((service) => service.name)).toEqual(['Haircut', 'Yoga']);
    expect(found.totalCount).toBe(2);
    const classes = await visitor().services.queryServices().eq('type', 'CLASS').find();
    expect(classes.items.map((service) => service.name)).toEqual(['Yoga']);
    expect((await visitor().services.getService(haircut._id)).payment.fixed?.price.formattedValue).toBe(
      '$45.00',
    );

    const renamed = await owner().services.updateService(
      haircut._id,
      { name: 'Cut & style', revision: '1' },
      { mask: ['name'] },
    );
    expect(renamed.name).toBe('Cut & style');
    // Writes are elevated methods: a visitor's client refuses them before any request.
    expect(() => visitor().services.createService({ type: 'APPOINTMENT', name: 'Nope' })).toThrow(
      /elevated client/,
    );
    await owner().services.deleteService(haircut._id);
    await expect(visitor().services.getService(haircut._id)).rejects.toMatchObject({ status: 404 });
  });

  it('finds a slot through availability and books it once', async () => {
    const ownerCall = (method: string, path: string, body: unknown) =>
      fetch(`${platform.baseUrl}${path}`, {
        method,
        headers: { authorization: platform.ownerApiKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const everyDay = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((day) => ({
      day,
      startTime: '00:00',
      endTime: '24:00',
    }));
    expect(
      (await ownerCall('PATCH', '/bookings/v1/settings', { settings: { businessHours: everyDay } })).status,
    ).toBe(200);
    expect(
      (await ownerCall('POST', '/bookings/v1/staff-members', { staffMember: { name: 'Ada' } })).status,
    ).toBe(200);
    const massage = await owner().services.createService({ type: 'APPOINTMENT', name: 'Massage' });

    const from = new Date(Date.now() + 24 * 3_600_000);
    const { availabilityEntries } = await visitor().availabilityCalendar.queryAvailability(
      {
        filter: {
          serviceId: [massage._id],
          startDate: from.toISOString(),
          endDate: new Date(from.getTime() + 6 * 3_600_000).toISOString(),
        },
      },
      { timezone: 'UTC', slotsPerDay: 3 },
    );
    expect(availabilityEntries.length).toBeGreaterThan(0);
    expect(availabilityEntries.length).toBeLessThanOrEqual(6);
    const slot = availabilityEntries[0]?.slot;
    if (!slot) throw new Error('no slot');
    const contactDetails = { firstName: 'Grace', email: 'grace@example.com' };
    const { booking } = await owner().bookings.createBooking({ bookedEntity: { slot }, contactDetails });
    expect(booking.status).toBe('CONFIRMED');
    expect(booking.startDate).toBe(slot.startDate);
    await expect(
      owner().bookings.createBooking({ bookedEntity: { slot }, contactDetails }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'SLOT_NOT_AVAILABLE',
    });
    const { booking: canceled } = await owner().bookings.cancelBooking(booking._id);
    expect(canceled.status).toBe('CANCELED');
  });

  it('books a course as a whole by its schedule, and reads its spots', async () => {
    const start = new Date(Date.now() + 7 * 24 * 3_600_000);
    const course = await owner().services.createService({
      type: 'COURSE',
      name: 'Pottery',
      defaultCapacity: 4,
      schedule: {
        recurringSessions: [{ day: 'MON', startTime: '18:00', endTime: '20:00' }],
        firstSessionStart: start.toISOString(),
        lastSessionEnd: new Date(start.getTime() + 28 * 24 * 3_600_000).toISOString(),
      },
    });
    const scheduleId = course.schedule._id;
    const before = await visitor().availabilityCalendar.getScheduleAvailability(scheduleId);
    expect(before.availability).toMatchObject({ totalSpots: 4, openSpots: 4 });
    const { booking } = await owner().bookings.createBooking({
      bookedEntity: { schedule: { scheduleId } },
      contactDetails: { firstName: 'Grace', email: 'grace@example.com' },
      numberOfParticipants: 3,
    });
    expect(booking.bookedEntity.schedule?.serviceId).toBe(course._id);
    expect(booking.startDate).toBe(booking.bookedEntity.schedule?.firstSessionStart);
    const after = await visitor().availabilityCalendar.getScheduleAvailability(scheduleId);
    expect(after.availability.openSpots).toBe(1);
  });

  it('chains appointments back to back with calculateMultiSlotAvailability', async () => {
    const wash = await owner().services.createService({ type: 'APPOINTMENT', name: 'Wash' });
    const dry = await owner().services.createService({ type: 'APPOINTMENT', name: 'Dry' });
    const from = new Date(Date.now() + 48 * 3_600_000);
    const { slots, cursorPagingMetadata } =
      await visitor().availabilityCalendar.calculateMultiSlotAvailability({
        from: from.toISOString(),
        to: new Date(from.getTime() + 4 * 3_600_000).toISOString(),
        slots: [{ serviceId: wash._id }, { serviceId: dry._id }],
        cursorPaging: { limit: 2 },
      });
    expect(slots).toHaveLength(2);
    expect(slots[0]?.nestedTimeSlots.map((part) => part.serviceId)).toEqual([wash._id, dry._id]);
    expect(slots[0]?.nestedTimeSlots[1]?.start).toBe(slots[0]?.nestedTimeSlots[0]?.end);
    expect(cursorPagingMetadata.hasNext).toBe(true);
  });
});
