import type { Service } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../kernel/clock.js';
import { buildTestApp, type TestApp } from '../testing/app.js';
import { testDialects } from '../testing/databases.js';
import { databaseDigest } from '../testing/digest.js';
import { seedDemoBookings } from './demo-bookings.js';

const DAY_MS = 24 * 3_600_000;

describe.each(testDialects)('the demo bookings on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  // A Friday, 07:00 in New York (the demo site's time zone).
  const clock = new ManualClock('2030-03-08T12:00:00.000Z');
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    visitor = await t.visitorToken();
    await seedDemoBookings(t.services.bookings, t.siteId, clock);
  });
  afterAll(() => t.close());

  const call = (url: string, payload: Record<string, unknown>, authorization = t.ownerApiKey) =>
    t.app.inject({ method: 'POST', url, headers: { authorization }, payload });
  const availability = async (serviceId: string, days: number) =>
    (
      await call(
        '/availability-calendar/v1/availability/query',
        {
          query: {
            filter: {
              serviceId: [serviceId],
              startDate: clock.now().toISOString(),
              endDate: new Date(clock.now().getTime() + days * DAY_MS).toISOString(),
            },
          },
          timezone: 'Europe/Berlin',
        },
        visitor,
      )
    ).json().availabilityEntries as {
      slot: {
        startDate: string;
        timezone: string;
        resource?: { id: string };
        location: { formattedAddress?: string };
      };
      bookable: boolean;
      openSpots: number;
      totalSpots: number;
    }[];
  const servicesByName = async () => {
    const { services } = (
      await call('/bookings/v2/services/query', { query: { paging: { limit: 100 } } }, visitor)
    ).json();
    const byName: Record<string, Service> = {};
    for (const service of services as Service[]) byName[service.name] = service;
    return byName;
  };

  it('makes the studio: hours, three staff members, two appointments (one free), a class and a course at two addresses', async () => {
    const services = await servicesByName();
    expect(Object.keys(services).sort()).toEqual([
      'Free consultation',
      'Haircut',
      'Intro to meditation',
      'Morning yoga',
    ]);
    expect(services.Haircut).toMatchObject({
      type: 'APPOINTMENT',
      payment: { rateType: 'FIXED', fixed: { price: { value: '40.00' } } },
      schedule: { availabilityConstraints: { sessionDurations: [45] } },
    });
    expect(services['Free consultation']).toMatchObject({
      type: 'APPOINTMENT',
      payment: { rateType: 'NO_FEE' },
      schedule: { availabilityConstraints: { sessionDurations: [20] } },
    });
    expect(services['Morning yoga']).toMatchObject({ type: 'CLASS', defaultCapacity: 8 });
    expect(services['Intro to meditation']).toMatchObject({ type: 'COURSE' });
    // The group sessions follow a policy with a waitlist; the appointments, the site's default.
    const groupPolicy = services['Morning yoga']?.bookingPolicy.id;
    expect(services['Intro to meditation']?.bookingPolicy.id).toBe(groupPolicy);
    expect(services.Haircut?.bookingPolicy.id).not.toBe(groupPolicy);
    const policy = (
      await t.app.inject({
        method: 'GET',
        url: `/bookings/v1/booking-policies/${groupPolicy}`,
        headers: { authorization: visitor },
      })
    ).json().bookingPolicy;
    expect(policy).toMatchObject({
      waitlistPolicy: { enabled: true, capacity: 5 },
      limitLateBookingPolicy: { enabled: true, latestBookingInMinutes: 60 },
    });
    const addresses = new Set(
      Object.values(services).flatMap((service) =>
        service.locations.map((location) => location.calculatedAddress?.formattedAddress),
      ),
    );
    expect(addresses.size).toBe(2);

    const { staffMembers } = (await call('/bookings/v1/staff-members/query', {})).json();
    expect(staffMembers).toHaveLength(3);
    const timetables = new Set(
      (staffMembers as { workingHours: unknown[] }[]).map((member) => JSON.stringify(member.workingHours)),
    );
    expect(timetables.size).toBe(3);
    const { settings } = (
      await t.app.inject({
        method: 'GET',
        url: '/bookings/v1/settings',
        headers: { authorization: t.ownerApiKey },
      })
    ).json();
    expect(settings.timeZone).toBe('America/New_York');
    expect(settings.businessHours.map((span: { day: string }) => span.day)).toEqual([
      'MON',
      'TUE',
      'WED',
      'THU',
      'FRI',
      'SAT',
    ]);
  });

  it('books three haircuts in the coming days and three spots of the next yoga class', async () => {
    const { bookings } = (await call('/bookings/v2/bookings/query', {})).json();
    const services = await servicesByName();
    const of = (name: string) =>
      (
        bookings as { bookedEntity: { slot: { serviceId: string } }; startDate: string; status: string }[]
      ).filter((booking) => booking.bookedEntity.slot.serviceId === services[name]?.id);
    expect(of('Haircut')).toHaveLength(3);
    expect(of('Morning yoga').length).toBe(2);
    for (const booking of bookings as { startDate: string; status: string }[]) {
      expect(booking.status).toBe('CONFIRMED');
      expect(Date.parse(booking.startDate)).toBeGreaterThan(clock.now().getTime());
    }
    const yogaId = services['Morning yoga']?.id ?? '';
    // Today's class starts within the hour's notice the demo asks for: the next one is Monday's.
    const nextClass = (await availability(yogaId, 7)).find((entry) => entry.bookable);
    expect(nextClass).toMatchObject({ totalSpots: 8, openSpots: 5, bookable: true });
  });

  it('offers bookable haircuts over the next seven days, in the time zone asked for, not at the booked times', async () => {
    const services = await servicesByName();
    const entries = await availability(services.Haircut?.id ?? '', 7);
    const bookable = entries.filter((entry) => entry.bookable);
    expect(bookable.length).toBeGreaterThan(20);
    expect(bookable[0]?.slot.timezone).toBe('Europe/Berlin');
    expect(bookable[0]?.slot.location.formattedAddress).toContain('Spring St');
    const { bookings } = (await call('/bookings/v2/bookings/query', {})).json();
    const taken = new Set(
      (bookings as { startDate: string; bookedEntity: { slot: { resource?: { id: string } } } }[]).map(
        (booking) => `${booking.startDate} ${booking.bookedEntity.slot.resource?.id}`,
      ),
    );
    expect(entries.some((entry) => taken.has(`${entry.slot.startDate} ${entry.slot.resource?.id}`))).toBe(
      false,
    );
  });

  it('changes nothing when run again (a second start)', async () => {
    const before = await databaseDigest(t.db);
    clock.advance(DAY_MS);
    await seedDemoBookings(t.services.bookings, t.siteId, clock);
    expect(await databaseDigest(t.db)).toBe(before);
  });
});
