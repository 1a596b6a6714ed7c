import { MAX_BULK_SERVICES } from '@bazaar/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from '../../../kernel/db/sql.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { SERVICE_FQDN } from '../events.js';
import { appointment, classOf, serviceTestKit } from './test-kit.js';

describe.each(testDialects)('bookings service writes on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    visitor = await t.visitorToken();
  });
  afterAll(() => t.close());
  const { post, create, read, allNames, removeAllServices } = serviceTestKit(() => t);
  beforeEach(removeAllServices);

  describe('POST /bookings/v2/bulk/services/create', () => {
    it('creates each service alone: a malformed or refused one fails with its reason, the others land', async () => {
      const response = await post('/bookings/v2/bulk/services/create', {
        services: [
          appointment('Haircut'),
          { type: 'APPOINTMENT', name: '' },
          { type: 'CLASS', name: 'Pilates' },
          appointment('Shave'),
        ],
        returnEntity: true,
      });
      expect(response.statusCode).toBe(200);
      const { results, bulkActionMetadata } = response.json();
      expect(
        results.map((result: { itemMetadata: { success: boolean } }) => result.itemMetadata.success),
      ).toEqual([true, false, false, true]);
      expect(results[0]).toMatchObject({ itemMetadata: { originalIndex: 0 }, item: { name: 'Haircut' } });
      expect(results[0].itemMetadata.id).toBe(results[0].item.id);
      expect(results[1].itemMetadata.error).toMatchObject({
        code: 'INVALID_ARGUMENT',
        data: { fieldViolations: [{ field: 'name' }] },
      });
      expect(results[2].itemMetadata.error.data.fieldViolations[0].field).toBe(
        'service.schedule.recurringSessions',
      );
      expect(results[1].item).toBeUndefined();
      expect(bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 2, undetailedFailures: 0 });
      expect((await allNames()).sort()).toEqual(['Haircut', 'Shave']);
    });

    it('leaves entities out unless asked, records a created event for each service', async () => {
      const response = await post('/bookings/v2/bulk/services/create', {
        services: [appointment('Massage')],
      });
      const [result] = response.json().results;
      expect(result.item).toBeUndefined();
      const events = await t.db.all<{ action: string }>(
        sql`SELECT action FROM outbox WHERE entity_fqdn = ${SERVICE_FQDN} AND entity_id = ${result.itemMetadata.id}`,
      );
      expect(events.map((event) => event.action)).toEqual(['created']);
    });

    it(`refuses more than ${MAX_BULK_SERVICES} services, a non-list, a visitor and a stranger, creating nothing`, async () => {
      const tooMany = Array.from({ length: MAX_BULK_SERVICES + 1 }, (_, i) => appointment(`S${i}`));
      const refused = await post('/bookings/v2/bulk/services/create', { services: tooMany });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details.validationError.fieldViolations[0]).toMatchObject({
        field: 'services',
        violatedRule: 'MAX_SIZE',
      });
      expect((await post('/bookings/v2/bulk/services/create', { services: 'all' })).statusCode).toBe(400);
      const one = { services: [appointment('Nope')] };
      expect((await post('/bookings/v2/bulk/services/create', one, visitor)).statusCode).toBe(403);
      expect((await post('/bookings/v2/bulk/services/create', one, '')).statusCode).toBe(401);
      expect(await allNames()).toEqual([]);
    });
  });

  describe('POST /bookings/v2/bulk/services/update', () => {
    it('changes each service by its own mask; an unknown, unnamed or stale one fails alone', async () => {
      const a = await create(appointment('Cut'));
      const b = await create(appointment('Trim'));
      const response = await post('/bookings/v2/bulk/services/update', {
        services: [
          { service: { id: a.id, name: 'Cut & style', description: 'not masked' }, mask: 'name' },
          { service: { id: 'no-such-service', name: 'Ghost' } },
          { service: { name: 'Nameless' } },
          { service: { id: b.id, revision: '7', name: 'Stale' } },
        ],
        returnEntity: true,
      });
      expect(response.statusCode).toBe(200);
      const { results, bulkActionMetadata } = response.json();
      expect(
        results.map((r: { itemMetadata: { error?: { code: string } } }) => r.itemMetadata.error?.code),
      ).toEqual([undefined, 'SERVICE_NOT_FOUND', 'INVALID_ARGUMENT', 'REVISION_MISMATCH']);
      expect(results[0].item).toMatchObject({ id: a.id, name: 'Cut & style', revision: '2' });
      expect(results[0].item.description).toBeUndefined();
      expect(results[3].itemMetadata.id).toBe(b.id);
      expect(bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 3 });
      expect((await read(b.id))?.name).toBe('Trim');
    });
  });

  describe('POST /bookings/v2/bulk/services/update-by-filter', () => {
    it('makes one change to every service the filter matches, and none to the others', async () => {
      const yoga = await create(classOf('Yoga'));
      const pilates = await create(classOf('Pilates'));
      const cut = await create(appointment('Cut'));
      const response = await post('/bookings/v2/bulk/services/update-by-filter', {
        filter: { type: 'CLASS' },
        service: { defaultCapacity: 12, name: 'ignored: not masked' },
        mask: 'defaultCapacity',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        jobId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        bulkActionMetadata: { totalSuccesses: 2, totalFailures: 0 },
      });
      expect((await read(yoga.id))?.defaultCapacity).toBe(12);
      expect((await read(pilates.id))?.name).toBe('Pilates');
      expect((await read(cut.id))?.defaultCapacity).toBe(1);
    });

    it('refuses an unknown filter field, a filter past the bulk limit and a visitor, changing nothing', async () => {
      const cut = await create(appointment('Cut'));
      const unknown = await post('/bookings/v2/bulk/services/update-by-filter', {
        filter: { colour: 'red' },
        service: { defaultCapacity: 3 },
      });
      expect(unknown.statusCode).toBe(400);
      await post('/bookings/v2/bulk/services/create', {
        services: Array.from({ length: MAX_BULK_SERVICES }, (_, i) => appointment(`Extra ${i}`)),
      });
      const wide = await post('/bookings/v2/bulk/services/update-by-filter', {
        filter: {},
        service: { defaultCapacity: 3 },
      });
      expect(wide.statusCode).toBe(400);
      expect(wide.json().details.validationError.fieldViolations[0].field).toBe('filter');
      const asVisitor = await post(
        '/bookings/v2/bulk/services/update-by-filter',
        { filter: { id: cut.id }, service: { defaultCapacity: 3 } },
        visitor,
      );
      expect(asVisitor.statusCode).toBe(403);
      expect((await read(cut.id))?.revision).toBe('1');
    });
  });

  describe('POST /bookings/v2/bulk/services/delete and delete-by-filter', () => {
    it('deletes the services named, reports an unknown one, and deletes by filter', async () => {
      const a = await create(appointment('Cut'));
      const b = await create(classOf('Yoga', { category: { id: 'wellness', name: 'Wellness' } }));
      const c = await create(classOf('Pilates', { category: { id: 'wellness' } }));
      const response = await post('/bookings/v2/bulk/services/delete', {
        ids: [a.id, 'no-such-service'],
        preserveFutureSessionsWithParticipants: true,
        participantNotification: { notifyParticipants: false },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().results).toEqual([
        { itemMetadata: { id: a.id, originalIndex: 0, success: true } },
        {
          itemMetadata: {
            id: 'no-such-service',
            originalIndex: 1,
            success: false,
            error: expect.objectContaining({ code: 'SERVICE_NOT_FOUND' }),
          },
        },
      ]);
      expect(await read(a.id)).toBeUndefined();

      const byFilter = await post('/bookings/v2/bulk/services/delete-by-filter', {
        filter: { 'category.id': 'wellness' },
      });
      expect(byFilter.json().bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 0 });
      expect(await read(b.id)).toBeUndefined();
      expect(await read(c.id)).toBeUndefined();
    });

    it('refuses more than 100 ids, a missing filter and a visitor, deleting nothing', async () => {
      const a = await create(appointment('Cut'));
      const ids = Array.from({ length: MAX_BULK_SERVICES + 1 }, () => a.id);
      expect((await post('/bookings/v2/bulk/services/delete', { ids })).statusCode).toBe(400);
      expect((await post('/bookings/v2/bulk/services/delete-by-filter', {})).statusCode).toBe(400);
      expect((await post('/bookings/v2/bulk/services/delete', { ids: [a.id] }, visitor)).statusCode).toBe(
        403,
      );
      expect(await read(a.id)).toBeDefined();
    });
  });

  describe('POST /bookings/v2/services/:serviceId/pricing-plans/add and remove', () => {
    it('adds plans once each and removes them, as new revisions', async () => {
      const cut = await create(appointment('Cut'));
      const add = (ids: unknown, authorization = t.ownerApiKey) =>
        post(`/bookings/v2/services/${cut.id}/pricing-plans/add`, { pricingPlanIds: ids }, authorization);
      const added = await add(['gold', 'silver', 'gold']);
      expect(added.statusCode).toBe(200);
      expect(added.json().service).toMatchObject({
        payment: { pricingPlanIds: ['gold', 'silver'] },
        revision: '2',
      });
      expect((await add(['silver', 'bronze'])).json().service.payment.pricingPlanIds).toEqual([
        'gold',
        'silver',
        'bronze',
      ]);
      const removed = await post(`/bookings/v2/services/${cut.id}/pricing-plans/remove`, {
        pricingPlanIds: ['silver', 'unknown'],
      });
      expect(removed.json().service.payment.pricingPlanIds).toEqual(['gold', 'bronze']);

      expect((await add([])).statusCode).toBe(400);
      expect((await add('gold')).statusCode).toBe(400);
      expect((await add(['platinum'], visitor)).statusCode).toBe(403);
      const missing = await post('/bookings/v2/services/no-such-service/pricing-plans/add', {
        pricingPlanIds: ['gold'],
      });
      expect(missing.statusCode).toBe(404);
      expect((await read(cut.id))?.payment.pricingPlanIds).toEqual(['gold', 'bronze']);
    });
  });

  describe('POST /bookings/v2/services/:serviceId/slugs/custom and slugs/validate', () => {
    it('sets a custom slug, keeps the old one working, and never gives one service’s slug to another', async () => {
      const cut = await create(appointment('Cut'));
      const trim = await create(appointment('Trim'));
      const set = (id: string, slug: string, authorization = t.ownerApiKey) =>
        post(`/bookings/v2/services/${id}/slugs/custom`, { slug }, authorization);
      const response = await set(cut.id, 'best-cut-in-town');
      expect(response.statusCode).toBe(200);
      expect(response.json().slug).toMatchObject({ name: 'best-cut-in-town', custom: true });
      expect(response.json().service.supportedSlugs.map((slug: { name: string }) => slug.name)).toEqual([
        'cut',
        'best-cut-in-town',
      ]);

      const taken = await set(trim.id, 'cut');
      expect(taken.statusCode).toBe(409);
      expect(taken.json().details.applicationError.code).toBe('SLUG_ALREADY_EXISTS');
      expect((await set(trim.id, 'best-cut-in-town')).statusCode).toBe(409);
      const illegal = await set(trim.id, 'Best Cut!');
      expect(illegal.statusCode).toBe(400);
      expect(illegal.json().details.validationError.fieldViolations[0].ruleName).toBe(
        'SLUG_CONTAINS_ILLEGAL_CHARACTERS',
      );
      expect((await set(trim.id, 'ok', visitor)).statusCode).toBe(403);
      expect((await set('no-such-service', 'free-slug')).statusCode).toBe(404);
      expect((await read(trim.id))?.mainSlug).toMatchObject({ name: 'trim', custom: false });

      // Its own old slug is free to a service: it becomes the main one again, listed once.
      const back = await set(cut.id, 'cut');
      expect(back.json().service.supportedSlugs.map((slug: { name: string }) => slug.name)).toEqual([
        'best-cut-in-town',
        'cut',
      ]);
    });

    it('validates a slug: illegal characters, taken now or before, or free', async () => {
      const cut = await create(appointment('Cut'));
      await post(`/bookings/v2/services/${cut.id}/slugs/custom`, { slug: 'cut-deluxe' });
      const validate = (body: unknown, authorization = t.ownerApiKey) =>
        post('/bookings/v2/services/slugs/validate', body, authorization);
      expect((await validate({ slug: 'fresh-slug' })).json()).toEqual({
        valid: true,
        slug: 'fresh-slug',
        errors: [],
      });
      expect((await validate({ slug: 'Nope Nope' })).json()).toEqual({
        valid: false,
        errors: ['SLUG_CONTAINS_ILLEGAL_CHARACTERS'],
      });
      expect((await validate({ slug: '' })).json().errors).toEqual(['SLUG_CONTAINS_ILLEGAL_CHARACTERS']);
      expect((await validate({ slug: 'cut' })).json().errors).toEqual(['SLUG_ALREADY_EXISTS']);
      expect((await validate({ slug: 'cut-deluxe' })).json().errors).toEqual(['SLUG_ALREADY_EXISTS']);
      expect((await validate({ slug: 'cut', serviceId: cut.id })).json().valid).toBe(true);
      expect((await validate({ slug: 42 })).statusCode).toBe(400);
      expect((await validate({ slug: 'x' }, visitor)).statusCode).toBe(403);
    });
  });

  describe('POST /bookings/v2/services/clone', () => {
    it('copies a service with a fresh id, slug, schedule and locations, named "(copy)"', async () => {
      const source = await create(
        classOf('Yoga', { category: { id: 'body', name: 'Body' }, defaultCapacity: 7, hidden: true }),
      );
      await post(`/bookings/v2/services/${source.id}/pricing-plans/add`, { pricingPlanIds: ['gold'] });
      const response = await post('/bookings/v2/services/clone', { sourceServiceId: source.id });
      expect(response.statusCode).toBe(200);
      const { service, errors } = response.json();
      expect(errors).toEqual([]);
      expect(service).toMatchObject({
        name: 'Yoga (copy)',
        type: 'CLASS',
        defaultCapacity: 7,
        hidden: true,
        category: { id: 'body', name: 'Body' },
        payment: { pricingPlanIds: ['gold'] },
        mainSlug: { name: 'yoga-copy', custom: false },
        revision: '1',
      });
      expect(service.id).not.toBe(source.id);
      expect(service.schedule.id).not.toBe(source.schedule.id);
      expect(service.locations[0].id).not.toBe(source.locations[0]?.id);
      expect((await read(service.id))?.name).toBe('Yoga (copy)');
      expect(
        (await post('/bookings/v2/services/clone', { sourceServiceId: source.id })).json().service.mainSlug
          .name,
      ).toBe('yoga-copy-2');
    });

    it('refuses an unknown source, a missing id and a visitor', async () => {
      const source = await create(appointment('Cut'));
      expect(
        (await post('/bookings/v2/services/clone', { sourceServiceId: 'no-such-service' })).statusCode,
      ).toBe(404);
      expect((await post('/bookings/v2/services/clone', {})).statusCode).toBe(400);
      expect(
        (await post('/bookings/v2/services/clone', { sourceServiceId: source.id }, visitor)).statusCode,
      ).toBe(403);
      expect(await allNames()).toEqual(['Cut']);
    });
  });
});
