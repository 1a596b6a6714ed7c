import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../kernel/db/sql.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { SERVICE_FQDN } from '../events.js';

describe.each(testDialects)('bookings services on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    visitor = await t.visitorToken();
  });
  afterAll(() => t.close());

  const owner = () => ({ authorization: t.ownerApiKey });
  const create = (service: Record<string, unknown>, authorization = t.ownerApiKey) =>
    t.app.inject({
      method: 'POST',
      url: '/_api/bookings/v2/services',
      headers: { authorization },
      payload: { service },
    });
  const query = (payload: Record<string, unknown>, authorization = visitor, prefix = '/_api/bookings') =>
    t.app.inject({ method: 'POST', url: `${prefix}/v2/services/query`, headers: { authorization }, payload });
  const haircut = {
    type: 'APPOINTMENT',
    name: 'Haircut',
    description: 'A wash, a cut and a style.',
    payment: { rateType: 'FIXED', fixed: { price: { value: '45' } } },
    schedule: { availabilityConstraints: { sessionDurations: [45], timeBetweenSessions: 15 } },
  };

  it('creates an appointment with its price in the site currency, its length and its pages', async () => {
    const response = await create(haircut);
    expect(response.statusCode).toBe(200);
    const { service } = response.json();
    expect(service).toMatchObject({
      type: 'APPOINTMENT',
      name: 'Haircut',
      defaultCapacity: 1,
      hidden: false,
      payment: {
        rateType: 'FIXED',
        fixed: { price: { value: '45.00', currency: 'USD', formattedValue: '$45.00' } },
        options: { online: true, inPerson: true },
        pricingPlanIds: [],
      },
      onlineBooking: { enabled: true },
      locations: [{ type: 'BUSINESS' }],
      schedule: {
        availabilityConstraints: { sessionDurations: [45], timeBetweenSessions: 15 },
        recurringSessions: [],
      },
      mainSlug: { name: 'haircut', custom: false },
      revision: '1',
    });
    expect(service.urls.bookingPage.url).toMatch(/\/booking\?service=haircut$/);
    // The same name again gets the next free slug.
    expect((await create(haircut)).json().service.mainSlug.name).toBe('haircut-2');
  });

  it('lets visitors query and read services on both paths, and hides hidden ones from them', async () => {
    const { service: secret } = (
      await create({
        type: 'CLASS',
        name: 'Staff yoga',
        hidden: true,
        schedule: { recurringSessions: [{ day: 'MON', startTime: '08:00', endTime: '09:00' }] },
      })
    ).json();
    const names = async (response: { json(): { services: { name: string }[] } }) =>
      response.json().services.map((service) => service.name);
    const asVisitor = await query({ query: { filter: {}, paging: { offset: 0, limit: 50 } } });
    expect(asVisitor.statusCode).toBe(200);
    expect(await names(asVisitor)).not.toContain('Staff yoga');
    expect(asVisitor.json().pagingMetadata).toMatchObject({ offset: 0, tooManyToCount: false });
    expect(await names(await query({}, visitor, '/bookings'))).toEqual(await names(asVisitor));
    expect(await names(await query({ query: { filter: { hidden: true } } }, t.ownerApiKey))).toEqual([
      'Staff yoga',
    ]);
    const byType = await query({
      query: { filter: { type: 'APPOINTMENT' }, sort: [{ fieldName: 'name', order: 'DESC' }] },
    });
    expect(await names(byType)).toEqual(['Haircut', 'Haircut']);

    const read = (id: string, authorization: string) =>
      t.app.inject({ method: 'GET', url: `/_api/bookings/v2/services/${id}`, headers: { authorization } });
    expect((await read(secret.id, visitor)).statusCode).toBe(404);
    expect((await read(secret.id, t.ownerApiKey)).json().service.name).toBe('Staff yoga');
  });

  it('updates the fields the mask names, checks the revision, and records every change', async () => {
    const { service } = (await create({ ...haircut, name: 'Beard trim' })).json();
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/_api/bookings/v2/services/${service.id}`,
        headers: owner(),
        payload,
      });
    const changed = await patch({
      service: {
        id: service.id,
        revision: '1',
        name: 'Beard shape-up',
        description: 'ignored: not in the mask',
      },
      mask: 'name',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().service).toMatchObject({
      name: 'Beard shape-up',
      description: haircut.description,
      revision: '2',
    });
    const stale = await patch({ service: { revision: '1', name: 'Late' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.applicationError.code).toBe('REVISION_MISMATCH');
    const priced = await patch({
      service: { payment: { rateType: 'VARIED', varied: { defaultPrice: { value: '30.5' } } } },
      mask: { paths: ['payment'] },
    });
    expect(priced.json().service.payment).toMatchObject({
      rateType: 'VARIED',
      varied: { defaultPrice: { value: '30.50' } },
    });
    expect((await patch({ service: {}, mask: 'createdDate' })).statusCode).toBe(400);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/bookings/v2/services/${service.id}`,
      headers: owner(),
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/bookings/v2/services/${service.id}`, headers: owner() }))
        .statusCode,
    ).toBe(404);
    const events = await t.db.all<{ action: string }>(
      sql`SELECT action FROM outbox WHERE entity_fqdn = ${SERVICE_FQDN} AND entity_id = ${service.id} ORDER BY seq`,
    );
    expect(events.map((event) => event.action)).toEqual(['created', 'updated', 'updated', 'deleted']);
  });

  it('refuses bad input with a validation error and writes from anyone but the owner', async () => {
    const before = (await query({}, t.ownerApiKey)).json().services.length;
    const refused = [
      { ...haircut, payment: { rateType: 'FIXED' } },
      { ...haircut, payment: { rateType: 'FIXED', fixed: { price: { value: '10.005' } } } },
      { ...haircut, payment: { rateType: 'CUSTOM' } },
      { type: 'CLASS', name: 'Pilates' },
      {
        type: 'COURSE',
        name: 'Pottery',
        schedule: {
          recurringSessions: [{ day: 'TUE', startTime: '18:00', endTime: '20:00' }],
          firstSessionStart: '2030-02-01T00:00:00Z',
          lastSessionEnd: '2030-01-01T00:00:00Z',
        },
      },
      { ...haircut, schedule: { availabilityConstraints: { sessionDurations: [2] } } },
      { ...haircut, type: 'MEETING' },
      { ...haircut, name: '' },
      {
        type: 'CLASS',
        name: 'Late',
        schedule: { recurringSessions: [{ day: 'MON', startTime: '25:00', endTime: '26:00' }] },
      },
    ];
    for (const service of refused) {
      const response = await create(service);
      expect(response.statusCode, JSON.stringify(service)).toBe(400);
      expect(response.json().details.validationError.fieldViolations.length).toBeGreaterThan(0);
    }
    expect((await create(haircut, visitor)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/bookings/v2/services', payload: { service: haircut } }))
        .statusCode,
    ).toBe(401);
    expect((await query({}, t.ownerApiKey)).json().services.length).toBe(before);
  });

  it('gives ten services created at once with one name ten different slugs', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => create({ ...haircut, name: 'Massage' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const slugs = answers.map((answer) => answer.json().service.mainSlug.name);
    expect(new Set(slugs).size).toBe(10);
    expect(slugs).toContain('massage');
  });
});
