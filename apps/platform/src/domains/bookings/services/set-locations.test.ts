import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { sql } from '../../../kernel/db/sql.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { BOOKING_FQDN } from '../events.js';

interface Location {
  id: string;
  type: string;
  custom?: { address: { formattedAddress: string } };
}

/**
 * POST /bookings/v2/services/:serviceId/locations: what happens to a class's future bookings at a
 * location it leaves. Tuesday classes at 10:00 UTC; the clock starts on Friday 8 March 2030.
 */
describe.each(testDialects)('POST /bookings/v2/services/:serviceId/locations on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  const clock = new ManualClock('2030-03-08T12:00:00.000Z');
  const contactDetails = { firstName: 'Grace', email: 'grace@example.com' };

  const call = (
    method: 'POST' | 'PATCH' | 'GET',
    url: string,
    payload?: unknown,
    authorization = t.ownerApiKey,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  const ok = async (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: unknown) => {
    const response = await call(method, url, payload);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json();
  };
  const tuesday = (day: string) => ({ startDate: `${day}T10:00:00.000Z`, endDate: `${day}T11:00:00.000Z` });
  const classAt = async (name: string, locations: unknown[]) =>
    (
      await ok('POST', '/bookings/v2/services', {
        service: {
          type: 'CLASS',
          name,
          defaultCapacity: 5,
          locations,
          schedule: { recurringSessions: [{ day: 'TUE', startTime: '10:00', endTime: '11:00' }] },
        },
      })
    ).service as { id: string; locations: Location[] };
  const book = async (serviceId: string, day: string, location?: string, numberOfParticipants = 1) =>
    (
      await ok('POST', '/bookings/v2/bookings', {
        booking: {
          bookedEntity: {
            slot: { serviceId, ...tuesday(day), ...(location ? { location: { id: location } } : {}) },
          },
          contactDetails,
          numberOfParticipants,
        },
      })
    ).booking as { id: string; status: string; bookedEntity: { location?: Record<string, unknown> } };
  const booking = async (id: string) => (await ok('GET', `/bookings/v2/bookings/${id}`)).booking;
  const spotsTaken = async (serviceId: string, day: string) =>
    Number(
      (
        await t.db.one<{ booked: number }>(
          sql`SELECT booked FROM class_sessions WHERE service_id = ${serviceId} AND start_date = ${tuesday(day).startDate}`,
        )
      )?.booked,
    );
  const setLocations = (serviceId: string, payload: unknown, authorization = t.ownerApiKey) =>
    call('POST', `/bookings/v2/services/${serviceId}/locations`, payload, authorization);
  const park = { type: 'CUSTOM', custom: { address: { formattedAddress: '1 Park Lane' } } };

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    visitor = await t.visitorToken();
    await ok('PATCH', '/sites/v1/site', { site: { settings: { timeZone: 'UTC' } } });
    const allDay = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((day) => ({
      day,
      startTime: '00:00',
      endTime: '24:00',
    }));
    await ok('PATCH', '/bookings/v1/settings', { settings: { businessHours: allDay } });
  });
  afterAll(() => t.close());

  it('records where each booking takes place: the location its slot names, else the first', async () => {
    const yoga = await classAt('Yoga at two places', [{ type: 'BUSINESS' }, park]);
    const [studio, parkLane] = yoga.locations;
    const inPark = await book(yoga.id, '2030-03-12', parkLane?.id);
    expect(inPark.bookedEntity.location).toEqual({
      id: parkLane?.id,
      locationType: 'CUSTOM',
      formattedAddress: '1 Park Lane',
    });
    expect((await book(yoga.id, '2030-03-12')).bookedEntity.location).toEqual({
      id: studio?.id,
      locationType: 'BUSINESS',
    });
  });

  it('cancels the future bookings at a removed location (DELETE), giving their spots back; past ones stay', async () => {
    clock.set('2030-03-08T12:00:00.000Z');
    const yoga = await classAt('Yoga', [{ type: 'BUSINESS' }, park]);
    const [studio, parkLane] = yoga.locations;
    const past = await book(yoga.id, '2030-03-12', parkLane?.id);
    const future = await book(yoga.id, '2030-03-19', parkLane?.id, 2);
    const staying = await book(yoga.id, '2030-03-19', studio?.id);
    expect(await spotsTaken(yoga.id, '2030-03-19')).toBe(3);
    clock.set('2030-03-13T00:00:00.000Z');

    const response = await setLocations(yoga.id, {
      locations: [{ id: studio?.id, type: 'BUSINESS' }],
      removedLocationSessionsAction: { action: 'DELETE' },
      participantNotification: { notifyParticipants: true, message: 'The park class is off' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().service).toMatchObject({
      locations: [{ id: studio?.id, type: 'BUSINESS' }],
      revision: '2',
    });
    expect((await booking(future.id)).status).toBe('CANCELED');
    expect((await booking(past.id)).status).toBe('CONFIRMED');
    expect((await booking(staying.id)).status).toBe('CONFIRMED');
    expect(await spotsTaken(yoga.id, '2030-03-19')).toBe(1);
    const events = await t.db.all<{ action: string }>(
      sql`SELECT action FROM outbox WHERE entity_fqdn = ${BOOKING_FQDN} AND entity_id = ${future.id} ORDER BY seq`,
    );
    expect(events.map((event) => event.action)).toEqual(['created', 'canceled']);
  });

  it('moves the future bookings at a removed location to the new one named (MOVE_TO_LOCATION)', async () => {
    clock.set('2030-03-08T12:00:00.000Z');
    const pilates = await classAt('Pilates', [{ type: 'BUSINESS' }, park]);
    const [studio, parkLane] = pilates.locations;
    const moved = await book(pilates.id, '2030-03-12', parkLane?.id);
    const atStudio = await book(pilates.id, '2030-03-12', studio?.id);
    const beach = { type: 'CUSTOM', custom: { address: { formattedAddress: '2 Beach Road' } } };

    const response = await setLocations(pilates.id, {
      locations: [{ type: 'BUSINESS' }, beach],
      removedLocationSessionsAction: {
        action: 'MOVE_TO_LOCATION',
        moveToLocationOptions: { newLocation: beach },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [keptStudio, beachRoad] = response.json().service.locations as Location[];
    // Described as before, the business location keeps its id; the beach is a new location.
    expect(keptStudio?.id).toBe(studio?.id);
    expect(beachRoad).toMatchObject({
      type: 'CUSTOM',
      custom: { address: { formattedAddress: '2 Beach Road' } },
    });
    expect(beachRoad?.id).not.toBe(parkLane?.id);
    const after = await booking(moved.id);
    expect(after).toMatchObject({
      status: 'CONFIRMED',
      revision: '2',
      bookedEntity: {
        location: { id: beachRoad?.id, locationType: 'CUSTOM', formattedAddress: '2 Beach Road' },
      },
    });
    expect((await booking(atStudio.id)).revision).toBe('1');
    expect(await spotsTaken(pilates.id, '2030-03-12')).toBe(2);
  });

  it('keeps bookings where they were by default (KEEP_AT_CURRENT_LOCATION)', async () => {
    clock.set('2030-03-08T12:00:00.000Z');
    const barre = await classAt('Barre', [{ type: 'BUSINESS' }, park]);
    const kept = await book(barre.id, '2030-03-12', barre.locations[1]?.id);
    const response = await setLocations(barre.id, { locations: [{ type: 'BUSINESS' }] });
    expect(response.statusCode).toBe(200);
    expect(response.json().service.locations).toHaveLength(1);
    expect(await booking(kept.id)).toMatchObject({
      status: 'CONFIRMED',
      revision: '1',
      bookedEntity: { location: { id: barre.locations[1]?.id } },
    });
  });

  it('refuses a move without a destination, unknown or repeated locations, a visitor and an unknown service, changing nothing', async () => {
    clock.set('2030-03-08T12:00:00.000Z');
    const spin = await classAt('Spin', [{ type: 'BUSINESS' }, park]);
    const [studio, parkLane] = spin.locations;
    const inPark = await book(spin.id, '2030-03-12', parkLane?.id);
    const refused = [
      { locations: [{ type: 'BUSINESS' }], removedLocationSessionsAction: { action: 'MOVE_TO_LOCATION' } },
      {
        locations: [{ type: 'BUSINESS' }],
        removedLocationSessionsAction: {
          action: 'MOVE_TO_LOCATION',
          moveToLocationOptions: { newLocation: park },
        },
      },
      { locations: [{ id: 'no-such-location', type: 'BUSINESS' }] },
      { locations: [{ id: studio?.id, type: 'CUSTOM' }] },
      {
        locations: [
          { id: studio?.id, type: 'BUSINESS' },
          { id: studio?.id, type: 'BUSINESS' },
        ],
      },
      { locations: [{ type: 'NOWHERE' }] },
      { removedLocationSessionsAction: { action: 'SHRUG' } },
    ];
    for (const payload of refused) {
      const response = await setLocations(spin.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().details.validationError.fieldViolations.length).toBeGreaterThan(0);
    }
    expect((await setLocations(spin.id, { locations: [{ type: 'BUSINESS' }] }, visitor)).statusCode).toBe(
      403,
    );
    expect((await setLocations('no-such-service', { locations: [{ type: 'BUSINESS' }] })).statusCode).toBe(
      404,
    );
    const service = (await ok('GET', `/bookings/v2/services/${spin.id}`)).service;
    expect(service).toMatchObject({ revision: '1', locations: [{ id: studio?.id }, { id: parkLane?.id }] });
    expect((await booking(inPark.id)).revision).toBe('1');
  });
});
