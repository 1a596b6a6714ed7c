import { BOOKINGS_APP_ID, DEFAULT_CLIENT_ID } from '@bazaar/contracts';
// The modules `@wix/bookings` re-exports, as they are: the umbrella package also brings React 18
// components (headless forms) that would displace the storefront's React 19 in the workspace.
import * as availabilityCalendar from '@wix/auto_sdk_bookings_availability-calendar';
import * as services from '@wix/auto_sdk_bookings_services';
import { currentCart } from '@wix/ecom';
import { redirects } from '@wix/redirects';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../testing/databases.js';
import { type CompatPlatform, startCompatPlatform } from '../testing/wix-compat.js';

/** The official bookings `services` module, unmodified, against the platform's services. */
describe.each(testDialects)('official bookings services module against the platform on %s', (dialect) => {
  let t: CompatPlatform;
  beforeAll(async () => {
    t = await startCompatPlatform(dialect);
    // Open every hour of every day, so that today and tomorrow have slots whenever this runs.
    const opening = await t.app.inject({
      method: 'PATCH',
      url: '/bookings/v1/settings',
      headers: { authorization: t.ownerApiKey },
      payload: {
        settings: {
          businessHours: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((day) => ({
            day,
            startTime: '00:00',
            endTime: '24:00',
          })),
        },
      },
    });
    if (opening.statusCode !== 200) throw new Error(opening.body);
    const staff = await t.app.inject({
      method: 'POST',
      url: '/bookings/v1/staff-members',
      headers: { authorization: t.ownerApiKey },
      payload: { staffMember: { name: 'Ada' } },
    });
    if (staff.statusCode !== 200) throw new Error(staff.body);
    for (const service of [
      {
        type: 'APPOINTMENT',
        name: 'Haircut',
        payment: { rateType: 'FIXED', fixed: { price: { value: '45' } } },
      },
      { type: 'APPOINTMENT', name: 'Consultation', payment: { rateType: 'NO_FEE' } },
      {
        type: 'CLASS',
        name: 'Morning Yoga',
        defaultCapacity: 8,
        payment: { rateType: 'FIXED', fixed: { price: { value: '20' } } },
        schedule: { recurringSessions: [{ day: 'MON', startTime: '08:00', endTime: '09:00' }] },
      },
      {
        type: 'COURSE',
        name: 'Pottery',
        defaultCapacity: 6,
        schedule: {
          recurringSessions: [{ day: 'TUE', startTime: '18:00', endTime: '20:00' }],
          firstSessionStart: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
          lastSessionEnd: new Date(Date.now() + 60 * 24 * 3_600_000).toISOString(),
        },
      },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/bookings/v2/services',
        headers: { authorization: t.ownerApiKey },
        payload: { service },
      });
      if (response.statusCode !== 200) throw new Error(response.body);
    }
  });
  afterAll(() => t.close());

  const client = () =>
    createClient({
      modules: { services, availabilityCalendar, redirects, currentCart },
      auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }),
    });

  /** The haircut's availability for six hours from `hoursAhead` hours from now, in UTC. */
  const haircutTimes = async (visitor: ReturnType<typeof client>, hoursAhead: number) => {
    const { items } = await visitor.services.queryServices().eq('name', 'Haircut').find();
    const startDate = new Date(Date.now() + hoursAhead * 3_600_000);
    const { availabilityEntries } = await visitor.availabilityCalendar.queryAvailability(
      {
        filter: {
          serviceId: [items[0]?._id],
          startDate: startDate.toISOString(),
          endDate: new Date(startDate.getTime() + 6 * 3_600_000).toISOString(),
        },
      },
      { timezone: 'UTC' },
    );
    return availabilityEntries ?? [];
  };

  it('queries services as the demo storefront does, and pages through them', async () => {
    const found = await client().services.queryServices().find();
    // By creation date; services made in the same millisecond (as here) then by id, so any order.
    const names = found.items.map((service) => service.name);
    expect([...names].sort()).toEqual(['Consultation', 'Haircut', 'Morning Yoga', 'Pottery']);
    const haircut = found.items.find((service) => service.name === 'Haircut');
    expect(haircut?._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(haircut?.payment?.fixed?.price?.value).toBe('45.00');
    expect(haircut?.payment?.rateType).toBe('FIXED');
    expect(haircut?._createdDate).toBeInstanceOf(Date);
    const paged = await client().services.queryServices().limit(2).find();
    expect(paged.items).toHaveLength(2);
    expect(paged.hasNext()).toBe(true);
    const rest = (await paged.next()).items;
    expect([...paged.items, ...rest].map((service) => service.name)).toEqual(names);
  });

  it('filters and sorts through the official builder, and gets one service', async () => {
    const classes = await client().services.queryServices().eq('type', 'CLASS').find();
    expect(classes.items.map((service) => service.name)).toEqual(['Morning Yoga']);
    expect(classes.items[0]?.defaultCapacity).toBe(8);
    const sorted = await client().services.queryServices().ascending('name').find();
    expect(sorted.items.map((service) => service.name)).toEqual([
      'Consultation',
      'Haircut',
      'Morning Yoga',
      'Pottery',
    ]);
    const one = await client().services.getService(classes.items[0]?._id ?? '');
    expect(one.name).toBe('Morning Yoga');
  });

  it('queries availability for today and tomorrow in UTC, as the demo storefront does', async () => {
    const { items } = await client().services.queryServices().eq('name', 'Haircut').find();
    const startDate = new Date();
    const endDate = new Date(startDate.getTime() + 2 * 24 * 3_600_000);
    const answer = await client().availabilityCalendar.queryAvailability(
      {
        filter: {
          serviceId: [items[0]?._id],
          startDate: startDate.toISOString(),
          endDate: endDate.toISOString(),
        },
      },
      { timezone: 'UTC' },
    );
    const entries = answer.availabilityEntries ?? [];
    // A one-hour appointment every hour for two days, give or take the hour under way.
    expect(entries.length).toBeGreaterThanOrEqual(46);
    const first = entries[0];
    expect(typeof first?.slot?.startDate).toBe('string');
    expect(first?.slot?.resource?.name).toBe('Ada');
    expect(first?.bookable, JSON.stringify(first)).toBe(true);
    expect(Date.parse(first?.slot?.startDate ?? '')).toBeGreaterThanOrEqual(startDate.getTime());
  });

  it('reads a course’s spots with getScheduleAvailability (a bare path, served as the module requests it)', async () => {
    const { items } = await client().services.queryServices().eq('type', 'COURSE').find();
    const scheduleId = items[0]?.schedule?._id ?? '';
    const answer = await client().availabilityCalendar.getScheduleAvailability(scheduleId);
    expect(answer.availability).toMatchObject({
      totalSpots: 6,
      openSpots: 6,
      bookingPolicyViolations: { tooEarlyToBook: false, tooLateToBook: false, bookOnlineDisabled: false },
    });
    expect(answer.bookingPolicySettings?.maxParticipantsPerBooking).toBe(6);
  });

  it('chains two appointments back to back with calculateMultiSlotAvailability', async () => {
    const { items } = await client()
      .services.queryServices()
      .eq('type', 'APPOINTMENT')
      .ascending('name')
      .find();
    const from = new Date(Date.now() + 24 * 3_600_000);
    const answer = await client().availabilityCalendar.calculateMultiSlotAvailability({
      from: from.toISOString(),
      to: new Date(from.getTime() + 6 * 3_600_000).toISOString(),
      timeZone: 'UTC',
      slots: items.map((service) => ({ serviceId: service._id ?? '' })),
      cursorPaging: { limit: 3 },
    });
    expect(answer.slots).toHaveLength(3);
    const first = answer.slots?.[0];
    // The consultation (first by name), then the haircut as it ends, both with Ada.
    expect(first?.slot?.serviceId).toBe(items[0]?._id);
    expect(first?.bookable).toBe(true);
    expect(Date.parse(first?.slot?.endDate ?? '') - Date.parse(first?.slot?.startDate ?? '')).toBe(
      2 * 3_600_000,
    );
    expect(answer.cursorPagingMetadata?.hasNext).toBe(true);
  });

  it('sends an availability entry back as bookingsCheckout, as the demo does, and gets the Booking Details page', async () => {
    const visitor = client();
    const slotAvailability = (await haircutTimes(visitor, 24))[0];
    if (!slotAvailability) throw new Error('no slot to book');
    const { redirectSession } = await visitor.redirects.createRedirectSession({
      bookingsCheckout: { slotAvailability, timezone: 'UTC' },
      callbacks: { postFlowUrl: 'http://localhost:3000/booking' },
    });
    expect(redirectSession?.fullUrl).toMatch(/\/hosted\/booking\?session=bzs_/);
    const page = await t.app.inject({
      method: 'POST',
      url: '/hosted/v1/booking-session',
      payload: { session: new URL(redirectSession?.fullUrl ?? '').searchParams.get('session') },
    });
    expect(page.json()).toMatchObject({
      service: { name: 'Haircut' },
      slot: { startDate: slotAvailability.slot?.startDate, timezone: 'UTC', resource: { name: 'Ada' } },
    });
  });

  it('opens the hosted Book Online page with bookingsBook, narrowed to a service by its resourceId', async () => {
    const visitor = client();
    const { items } = await visitor.services.queryServices().eq('name', 'Haircut').find();
    const { redirectSession } = await visitor.redirects.createRedirectSession({
      bookingsBook: { resourceId: items[0]?._id ?? '' },
      callbacks: { postFlowUrl: 'http://localhost:3000/booking' },
    });
    expect(redirectSession?.fullUrl).toMatch(/\/hosted\/book\?session=bzs_/);
    const page = await t.app.inject({
      method: 'POST',
      url: '/hosted/v1/book-session',
      payload: { session: new URL(redirectSession?.fullUrl ?? '').searchParams.get('session') },
    });
    expect(page.json().services.map((service: { name: string }) => service.name)).toEqual(['Haircut']);
  });

  it('puts an availability entry in the cart with the official @wix/ecom currentCart, as a service line', async () => {
    const visitor = client();
    const slot = (await haircutTimes(visitor, 48))[0]?.slot;
    if (!slot?.startDate || !slot.endDate) throw new Error('no slot to buy');
    const { cart } = await visitor.currentCart.addToCurrentCart({
      lineItems: [
        {
          catalogReference: {
            appId: BOOKINGS_APP_ID,
            catalogItemId: slot.serviceId ?? '',
            options: { options: { startDate: slot.startDate, endDate: slot.endDate } },
          },
          quantity: 1,
        },
      ],
    });
    const line = cart?.lineItems?.[0];
    expect(line?.productName?.original).toBe('Haircut');
    expect(line?.itemType?.preset).toBe('SERVICE');
    expect(line?.price?.amount).toBe('45.00');
    expect(new Date(line?.serviceProperties?.scheduledDate ?? 0).toISOString()).toBe(slot.startDate);
    expect(line?.availability?.status).toBe('AVAILABLE');
  });
});
