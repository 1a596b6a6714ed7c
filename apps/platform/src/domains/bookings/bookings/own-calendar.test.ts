import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { firstOwnerToken, invitedToken } from '../../../testing/account-sign-in.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { bookingsTestCalls } from '../test-calls.js';

/**
 * A staff member's calendar, over HTTP: an account invited as STAFF sees the appointments booked
 * with the staff member who carries its email and the classes that staff member teaches, and no
 * other booking, by query, by the Bookings Reader, or by id; owners and managers see them all.
 */
describe.each(testDialects)("a staff member's own calendar on %s", (dialect) => {
  let t: TestApp;
  let owner: string;
  let caio: string;
  const ids: Record<string, string> = {};
  const { call, owned, everyDay } = bookingsTestCalls(() => t);
  const as = (token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: token, 'wix-site-id': t.siteId },
      ...(payload ? { payload } : {}),
    });
  const titles = (bookings: { bookedEntity: { title: string }; startDate: string }[]) =>
    bookings.map((booking) => `${booking.startDate.slice(11, 16)} ${booking.bookedEntity.title}`);

  beforeAll(async () => {
    t = await buildTestApp(
      dialect,
      { PUBLIC_URL: 'http://127.0.0.1:4000' },
      { clock: new ManualClock('2030-03-08T12:00:00.000Z') },
    );
    owner = await firstOwnerToken(t, 'ana@example.com');
    caio = await invitedToken(t, owner, 'caio@example.com', 'STAFF');
    await owned('PATCH', '/sites/v1/site', { site: { settings: { timeZone: 'Etc/UTC' } } });
    await owned('PATCH', '/bookings/v1/settings', {
      settings: { businessHours: everyDay('09:00', '17:00') },
    });
    const staffMember = async (name: string, email: string) =>
      (
        await owned('POST', '/bookings/v1/staff-members', {
          staffMember: { name, email, workingHours: everyDay('09:00', '17:00') },
        })
      ).staffMember.id as string;
    ids.caio = await staffMember('Caio', 'Caio@Example.com');
    ids.dora = await staffMember('Dora', 'dora@example.com');
    const service = async (body: Record<string, unknown>) =>
      (await owned('POST', '/bookings/v2/services', { service: body })).service.id as string;
    ids.haircut = await service({
      type: 'APPOINTMENT',
      name: 'Haircut',
      staffMemberIds: [ids.caio, ids.dora],
      schedule: { availabilityConstraints: { sessionDurations: [60] } },
    });
    ids.yoga = await service({
      type: 'CLASS',
      name: 'Yoga',
      defaultCapacity: 5,
      staffMemberIds: [ids.caio],
      schedule: { recurringSessions: [{ day: 'MON', startTime: '15:00', endTime: '16:00' }] },
    });
    ids.pilates = await service({
      type: 'CLASS',
      name: 'Pilates',
      defaultCapacity: 5,
      staffMemberIds: [ids.dora],
      schedule: { recurringSessions: [{ day: 'MON', startTime: '16:00', endTime: '17:00' }] },
    });
    const contactDetails = { firstName: 'Grace', email: 'grace@example.com' };
    const book = async (slot: Record<string, unknown>) =>
      (await owned('POST', '/bookings/v2/bookings', { booking: { bookedEntity: { slot }, contactDetails } }))
        .booking.id as string;
    // Monday 11 March 2030 in UTC (the site's zone).
    const at = (hour: number) => ({
      startDate: `2030-03-11T${hour}:00:00.000Z`,
      endDate: `2030-03-11T${hour + 1}:00:00.000Z`,
    });
    ids.caiosCut = await book({ serviceId: ids.haircut, ...at(10), resource: { id: ids.caio } });
    ids.dorasCut = await book({ serviceId: ids.haircut, ...at(11), resource: { id: ids.dora } });
    ids.yogaSpot = await book({ serviceId: ids.yoga, ...at(15) });
    ids.pilatesSpot = await book({ serviceId: ids.pilates, ...at(16) });
  }, 60_000);
  afterAll(() => t.close());

  it('shows a staff account only the bookings on its own calendar, by query and by the Bookings Reader', async () => {
    const mine = await as(caio, 'POST', '/bookings/v2/bookings/query', { query: {} });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(titles(mine.json().bookings)).toEqual(['10:00 Haircut', '15:00 Yoga']);
    expect(mine.json().pagingMetadata.total).toBe(2);
    // The staff member's own filter narrows within their calendar, never past it.
    const asked = await as(caio, 'POST', '/bookings/v2/bookings/query', {
      query: { filter: { 'bookedEntity.slot.resource.id': ids.dora } },
    });
    expect(asked.json().bookings).toEqual([]);
    const extended = await as(caio, 'POST', '/bookings/v2/extended-bookings/query', { query: {} });
    expect(
      extended.json().extendedBookings.map((one: { booking: { id: string } }) => one.booking.id),
    ).toEqual([ids.caiosCut, ids.yogaSpot]);
  });

  it("reads a booking on the staff member's calendar by id, and no other", async () => {
    expect((await as(caio, 'GET', `/bookings/v2/bookings/${ids.caiosCut}`)).statusCode).toBe(200);
    expect((await as(caio, 'GET', `/bookings/v2/bookings/${ids.yogaSpot}`)).statusCode).toBe(200);
    for (const other of [ids.dorasCut, ids.pilatesSpot]) {
      const refused = await as(caio, 'GET', `/bookings/v2/bookings/${other}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().details.applicationError.code).toBe('BOOKING_NOT_FOUND');
    }
  });

  it('gives the business every booking, and filters them by staff member', async () => {
    const all = await as(owner, 'POST', '/bookings/v2/bookings/query', { query: {} });
    expect(titles(all.json().bookings)).toEqual([
      '10:00 Haircut',
      '11:00 Haircut',
      '15:00 Yoga',
      '16:00 Pilates',
    ]);
    const doras = await call('POST', '/bookings/v2/bookings/query', {
      query: { filter: { 'bookedEntity.slot.resource.id': ids.dora } },
    });
    expect(titles(doras.json().bookings)).toEqual(['11:00 Haircut']);
  });
});
