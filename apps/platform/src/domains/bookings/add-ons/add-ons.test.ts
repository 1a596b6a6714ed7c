import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../kernel/db/sql.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { ADD_ON_FQDN } from '../events.js';

const base = '/addons/v1/add-ons';

/**
 * Add-ons over HTTP (Wix's Add-Ons API): the owner writes them at the revision read, anyone reads
 * and queries them, bad input changes nothing, and an add-on a group still lists stays.
 */
describe.each(testDialects)('bookings add-ons on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    visitor = await t.visitorToken();
  });
  afterAll(() => t.close());

  /** As the owner unless told. */
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
    authorization = t.ownerApiKey,
  ) => t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const create = (addOn: Record<string, unknown>) => call('POST', base, { addOn });
  const codeOf = (response: { json(): { details: { applicationError?: { code: string } } } }) =>
    response.json().details.applicationError?.code;
  const count = async () =>
    Number((await t.db.one<{ n: number }>(sql`SELECT COUNT(*) AS n FROM booking_add_ons`))?.n);

  it('makes add-ons that lengthen a session or are taken in units, priced in the site currency', async () => {
    const oil = await create({ name: 'Aromatherapy oil', price: { value: '8' }, maxQuantity: 3 });
    expect(oil.statusCode, oil.body).toBe(200);
    expect(oil.json().addOn).toMatchObject({
      name: 'Aromatherapy oil',
      price: { value: '8.00', currency: 'USD', formattedValue: '$8.00' },
      maxQuantity: 3,
      revision: '1',
    });
    expect(oil.json().addOn).not.toHaveProperty('durationInMinutes');
    const longer = await create({
      name: '15 more minutes',
      price: { value: '12.5', currency: 'USD' },
      durationInMinutes: 15,
    });
    expect(longer.json().addOn).toMatchObject({ durationInMinutes: 15, price: { value: '12.50' } });
    // Anyone reads and queries them: a booking page offers them.
    const read = await call('GET', `${base}/${oil.json().addOn.id}`, undefined, visitor);
    expect(read.json().addOn.name).toBe('Aromatherapy oil');
    const byName = await call(
      'POST',
      `${base}/query`,
      { query: { sort: [{ fieldName: 'name', order: 'ASC' }] } },
      visitor,
    );
    expect(byName.json().addOns.map((one: { name: string }) => one.name)).toEqual([
      '15 more minutes',
      'Aromatherapy oil',
    ]);
    expect(byName.json().pagingMetadata.total).toBe(2);
    const events = await t.db.all<{ action: string }>(
      sql`SELECT action FROM outbox WHERE entity_fqdn = ${ADD_ON_FQDN} ORDER BY seq`,
    );
    expect(events.map((one) => one.action)).toEqual(['created', 'created']);
  });

  it('refuses bad input with a sentence, writing nothing', async () => {
    const before = await count();
    for (const [addOn, field] of [
      [
        { name: 'Both', price: { value: '1' }, durationInMinutes: 10, maxQuantity: 2 },
        'addOn.durationInMinutes',
      ],
      [{ name: 'Neither', price: { value: '1' } }, 'addOn.durationInMinutes'],
      [{ name: 'Euros', price: { value: '1', currency: 'EUR' }, maxQuantity: 1 }, 'addOn.price.currency'],
      [{ name: 'Negative', price: { value: '-1' }, maxQuantity: 1 }, 'addOn.price.value'],
      [{ name: '', price: { value: '1' }, maxQuantity: 1 }, 'addOn.name'],
      [{ name: 'Long', price: { value: '1' }, durationInMinutes: 1441 }, 'addOn.durationInMinutes'],
    ] as const) {
      const refused = await create(addOn);
      expect(refused.statusCode, JSON.stringify(addOn)).toBe(400);
      expect(refused.json().details.validationError.fieldViolations[0].field).toBe(field);
    }
    expect(
      await call('POST', base, { addOn: { name: 'Mine', price: { value: '1' }, maxQuantity: 1 } }, visitor),
    ).toMatchObject({
      statusCode: 403,
    });
    expect(await count()).toBe(before);
  });

  it('changes an add-on at the revision read, switching its kind when told, and refuses a stale one', async () => {
    const made = (await create({ name: 'Hot stones', price: { value: '10' }, maxQuantity: 1 })).json().addOn;
    const changed = await call('PATCH', `${base}/${made.id}`, {
      addOn: { revision: made.revision, price: { value: '11.5' }, durationInMinutes: 20 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().addOn).toMatchObject({
      name: 'Hot stones',
      price: { value: '11.50' },
      durationInMinutes: 20,
      revision: '2',
    });
    expect(changed.json().addOn).not.toHaveProperty('maxQuantity');
    const stale = await call('PATCH', `${base}/${made.id}`, {
      addOn: { revision: '1', name: 'Cold stones' },
    });
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', `${base}/${made.id}`)).json().addOn.name).toBe('Hot stones');
    expect((await call('PATCH', `${base}/nope`, { addOn: { revision: '1', name: 'X' } })).statusCode).toBe(
      404,
    );
  });

  it('keeps an add-on a group lists, and deletes it once the group lets go of it', async () => {
    const towel = (await create({ name: 'Warm towel', price: { value: '3' }, maxQuantity: 1 })).json().addOn;
    const service = (
      await call('POST', '/bookings/v2/services', { service: { type: 'APPOINTMENT', name: 'Massage' } })
    ).json().service;
    const group = (
      await call('POST', '/bookings/v2/services/add-on-groups/create', {
        serviceId: service.id,
        addOnGroup: { name: 'Extras', addOnIds: [towel.id] },
      })
    ).json().addOnGroup;
    const kept = await call('DELETE', `${base}/${towel.id}`);
    expect(kept.statusCode).toBe(409);
    expect(codeOf(kept)).toBe('ADD_ON_IN_USE');
    expect(kept.json().message).toContain('Extras');
    await call('POST', '/bookings/v2/services/add-on-groups/delete', {
      serviceId: service.id,
      addOnGroupId: group.id,
    });
    expect((await call('DELETE', `${base}/${towel.id}`)).statusCode).toBe(200);
    expect((await call('GET', `${base}/${towel.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/${towel.id}`)).statusCode).toBe(404);
  });
});
