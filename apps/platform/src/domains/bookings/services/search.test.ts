import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { appointment, classOf, serviceTestKit, type WireService } from './test-kit.js';

/** Reads across services: search, count, and the locations and categories in use. */
describe.each(testDialects)('bookings service reads on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  // The clock moves a second between services, so the default order (oldest first) is the order
  // they were made in, however fast the machine makes them.
  const clock = new ManualClock('2030-03-01T09:00:00.000Z');
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    visitor = await t.visitorToken();
  });
  afterAll(() => t.close());
  const { post, create: createNow, removeAllServices } = serviceTestKit(() => t);
  const create = (service: Record<string, unknown>) => {
    clock.advance(1_000);
    return createNow(service);
  };
  beforeEach(removeAllServices);

  describe('POST /bookings/v2/services/search and count', () => {
    const seed = async () => {
      await create(
        appointment('Haircut', {
          description: 'A wash, a cut and a style',
          category: { id: 'hair', name: 'Hair' },
          staffMemberIds: ['ada', 'bo'],
          defaultCapacity: 1,
        }),
      );
      await create(
        appointment('Beard trim', { category: { id: 'hair', name: 'Hair' }, staffMemberIds: ['bo'] }),
      );
      await create(
        classOf('Yoga', { tagLine: 'Stretch and breathe', defaultCapacity: 8, staffMemberIds: ['ada'] }),
      );
      await create(classOf('Staff yoga', { hidden: true, defaultCapacity: 20 }));
    };
    const search = (body: unknown, authorization = visitor) =>
      post('/bookings/v2/services/search', body, authorization);
    const names = (response: { json(): { services: WireService[] } }) =>
      response.json().services.map((service) => service.name);

    it('finds services by free text in name, description or tagLine, all terms or any', async () => {
      await seed();
      expect(names(await search({ search: { search: { expression: 'WASH' } } }))).toEqual(['Haircut']);
      expect(names(await search({ search: { search: { expression: 'yoga' } } }))).toEqual(['Yoga']);
      expect(
        names(await search({ search: { search: { expression: 'yoga', fields: ['name'] } } }, t.ownerApiKey)),
      ).toEqual(['Yoga', 'Staff yoga']);
      expect(names(await search({ search: { search: { expression: 'breathe trim', mode: 'OR' } } }))).toEqual(
        ['Beard trim', 'Yoga'],
      );
      expect(
        names(await search({ search: { search: { expression: 'breathe trim', mode: 'AND' } } })),
      ).toEqual([]);
      // `%` and `_` are characters, not wildcards.
      expect(names(await search({ search: { search: { expression: '%' } } }))).toEqual([]);
    });

    it('aggregates the matching services by value, range and scalar, never counting hidden ones for visitors', async () => {
      await seed();
      const response = await search({
        search: {
          filter: {},
          aggregations: [
            { name: 'types', fieldPath: 'type', type: 'VALUE' },
            { fieldPath: 'category.id', value: { missingValues: 'INCLUDE' } },
            { fieldPath: 'staffMemberIds', value: { sortType: 'VALUE', sortDirection: 'ASC' } },
            {
              name: 'sizes',
              fieldPath: 'defaultCapacity',
              range: { buckets: [{ to: 2 }, { from: 2, to: 10 }, { from: 10 }] },
            },
            { name: 'staff', fieldPath: 'staffMemberIds', scalar: { type: 'COUNT_DISTINCT' } },
            { name: 'largest', fieldPath: 'defaultCapacity', scalar: { type: 'MAX' } },
          ],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const results = response.json().aggregationData.results;
      expect(results[0]).toEqual({
        name: 'types',
        type: 'VALUE',
        fieldPath: 'type',
        values: {
          results: [
            { value: 'APPOINTMENT', count: 2 },
            { value: 'CLASS', count: 1 },
          ],
        },
      });
      expect(results[1].values.results).toEqual([
        { value: 'hair', count: 2 },
        { value: 'N/A', count: 1 },
      ]);
      expect(results[2].values.results).toEqual([
        { value: 'ada', count: 2 },
        { value: 'bo', count: 2 },
      ]);
      expect(results[3].ranges.results).toEqual([
        { to: 2, count: 2 },
        { from: 2, to: 10, count: 1 },
        { from: 10, count: 0 },
      ]);
      expect(results[4].scalar).toEqual({ type: 'COUNT_DISTINCT', value: 2 });
      expect(results[5].scalar).toEqual({ type: 'MAX', value: 8 });
      const owner = await search(
        {
          search: {
            aggregations: [{ name: 'largest', fieldPath: 'defaultCapacity', scalar: { type: 'MAX' } }],
          },
        },
        t.ownerApiKey,
      );
      expect(owner.json().aggregationData.results[0].scalar.value).toBe(20);
    });

    it('pages by cursor, the cursor keeping the filter, sort and text', async () => {
      await seed();
      const first = await search({
        search: {
          filter: { type: 'APPOINTMENT' },
          sort: [{ fieldName: 'name', order: 'DESC' }],
          search: { expression: 'a' },
          cursorPaging: { limit: 1 },
        },
      });
      expect(names(first)).toEqual(['Haircut']);
      const { pagingMetadata } = first.json();
      expect(pagingMetadata).toMatchObject({ count: 1, hasNext: true });
      const second = await search({
        search: { cursorPaging: { limit: 1, cursor: pagingMetadata.cursors.next } },
      });
      expect(names(second)).toEqual(['Beard trim']);
      expect(second.json().pagingMetadata.hasNext).toBe(false);
      expect(second.json().aggregationData).toBeUndefined();
    });

    it('refuses unknown fields, unsupported aggregations and a forged cursor with a validation error', async () => {
      await seed();
      const refused = [
        { search: { aggregations: [{ fieldPath: 'price' }] } },
        { search: { aggregations: [{ fieldPath: 'type', type: 'NESTED' }] } },
        { search: { aggregations: [{ fieldPath: 'type' }, { fieldPath: 'type' }] } },
        { search: { aggregations: [{ fieldPath: 'type', range: { buckets: [{ from: 1 }] } }] } },
        { search: { aggregations: [{ fieldPath: 'defaultCapacity', range: { buckets: [{}] } }] } },
        { search: { search: { expression: 'x', fields: ['staffMemberIds'] } } },
        { search: { filter: { colour: 'red' } } },
        { search: { cursorPaging: { cursor: 'not-a-cursor' } } },
        { search: { cursorPaging: { cursor: Buffer.from('{"v":1,"c":"x"}').toString('base64url') } } },
        { search: { cursorPaging: { limit: 1000 } } },
      ];
      for (const body of refused) {
        const response = await search(body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().details.validationError.fieldViolations.length).toBeGreaterThan(0);
      }
      expect((await search({}, '')).statusCode).toBe(401);
    });

    it('counts the services a filter matches, hidden ones for the owner only', async () => {
      await seed();
      const count = (body: unknown, authorization = visitor) =>
        post('/bookings/v2/services/count', body, authorization);
      expect((await count({})).json()).toEqual({ count: 3 });
      expect((await count({}, t.ownerApiKey)).json()).toEqual({ count: 4 });
      expect((await count({ filter: { type: 'CLASS' } })).json()).toEqual({ count: 1 });
      expect((await count({ filter: { staffMemberIds: { $hasSome: ['bo'] } } })).json()).toEqual({
        count: 2,
      });
      expect((await count({ filter: { colour: 'red' } })).statusCode).toBe(400);
      expect((await count({ filter: 'all' })).statusCode).toBe(400);
    });
  });

  describe('POST /bookings/v2/services/locations/query and categories/query', () => {
    it('tells where the matching services are offered; a hidden service stays hidden from visitors', async () => {
      await create(appointment('Cut'));
      await create(
        appointment('House call', {
          hidden: true,
          locations: [
            { type: 'CUSTOMER' },
            { type: 'CUSTOM', custom: { address: { formattedAddress: '1 Main St' } } },
          ],
        }),
      );
      const query = (body: unknown, authorization = visitor) =>
        post('/bookings/v2/services/locations/query', body, authorization);
      const asVisitor = await query({});
      expect(asVisitor.statusCode).toBe(200);
      const { businessLocations } = asVisitor.json();
      expect(asVisitor.json()).toMatchObject({
        businessLocations: { exists: true },
        customLocations: { exists: false },
        customerLocations: { exists: false },
      });
      expect(businessLocations.locations).toEqual([
        {
          type: 'BUSINESS',
          business: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Bazaar demo site', default: true },
        },
      ]);
      expect((await query({}, t.ownerApiKey)).json()).toMatchObject({
        customLocations: { exists: true },
        customerLocations: { exists: true },
      });
      const onlyHidden = await query({ filter: { services: { hidden: true } } }, t.ownerApiKey);
      expect(onlyHidden.json().businessLocations.exists).toBe(false);
      const otherBusiness = await query({ filter: { businessLocationIds: ['elsewhere'] } });
      expect(otherBusiness.json().businessLocations).toEqual({ exists: false, locations: [] });
      expect((await query({ filter: { services: { colour: 'red' } } })).statusCode).toBe(400);
    });

    it('lists the categories of the matching services once each, by name', async () => {
      await create(appointment('Cut', { category: { id: 'hair', name: 'Hair' } }));
      await create(appointment('Trim', { category: { id: 'hair', name: 'Hair' } }));
      await create(classOf('Yoga', { category: { id: 'body', name: 'Body' } }));
      await create(classOf('Secret', { hidden: true, category: { id: 'staff', name: 'Staff only' } }));
      await create(appointment('Uncategorised'));
      const query = (body: unknown, authorization = visitor) =>
        post('/bookings/v2/services/categories/query', body, authorization);
      expect((await query({})).json()).toEqual({
        categories: [
          { id: 'body', name: 'Body' },
          { id: 'hair', name: 'Hair' },
        ],
      });
      expect((await query({}, t.ownerApiKey)).json().categories).toHaveLength(3);
      expect((await query({ filter: { categoryIds: ['hair'] } })).json().categories).toEqual([
        { id: 'hair', name: 'Hair' },
      ]);
      expect((await query({ filter: { services: { type: 'CLASS' } } })).json().categories).toEqual([
        { id: 'body', name: 'Body' },
      ]);
      expect((await query({ filter: { categoryIds: 'hair' } })).statusCode).toBe(400);
      expect((await query({}, '')).statusCode).toBe(401);
    });
  });
});
