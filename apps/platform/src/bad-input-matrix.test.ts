import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ARRAY_ITEMS, MAX_INPUT_DEPTH } from './kernel/http/input-guard.js';
import type { RouteAccess } from './kernel/http/wire.js';
import { buildTestApp, type TestApp } from './testing/app.js';
import { testDialects } from './testing/databases.js';
import { databaseDigest } from './testing/digest.js';
import { modulesInProgress } from './testing/modules-in-progress.js';
import { type Leaves, type SchemaNode, sampleInput, withOversizedArrays } from './testing/sample-input.js';

/** Bodies a careless or hostile client sends: wrong shapes, wrong types, nonsense values. */
const BAD_BODIES: unknown[] = [
  [],
  'text',
  42,
  { query: 'all' },
  { product: [] },
  { lineItems: [{ quantity: -1 }] },
  { media: [{}] },
  { checkout: { shippingInfo: { shippingDestination: { address: {} } } } },
  { ids: 'x', set: null },
  { commerceSettings: { taxRatePercent: '-1' } },
];

/**
 * "No input yields a 500", for every route at once: each one is called by a caller it admits
 * with bodies of the wrong shape and ids that do not exist. Every answer must be a 4xx in the wire
 * format or a success; the test app also fails the suite if it ever answered 5xx.
 */
describe.each(testDialects)('bad input on every route on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { extraModules: modulesInProgress });
    visitor = await t.visitorToken();
  });
  afterAll(() => t.close());

  it('answers every malformed call with a clear 4xx, never a server error', async () => {
    // `/readyz` takes no input and answers 503 by design here (no job runner runs in a test app);
    // domains/system/readiness.test.ts covers it.
    const routes = t.app.routeAccess.filter(
      (route) =>
        !['HEAD', 'OPTIONS'].includes(route.method) &&
        !route.url.startsWith('/_api/') &&
        route.url !== '/readyz',
    );
    let calls = 0;
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, 'no-such-id');
      // The cart belongs to visitors and members; everything else is tried with the owner's key.
      const authorization =
        route.url.includes('/carts/current') || route.url.includes('/checkouts') ? visitor : t.ownerApiKey;
      const bodies = route.method === 'GET' || route.method === 'DELETE' ? [undefined] : BAD_BODIES;
      for (const body of bodies) {
        const response = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        });
        calls++;
        const where = `${route.method} ${route.url} ${JSON.stringify(body)}`;
        expect({ where, serverError: response.statusCode >= 500 }).toEqual({ where, serverError: false });
        if (response.statusCode >= 400 && String(response.headers['content-type']).includes('json')) {
          expect(response.json()).toHaveProperty('message');
        }
      }
    }
    expect(calls).toBeGreaterThan(300);
  });
});

/** The routes a client can call: each once, on its documented path. */
const callableRoutes = (t: TestApp): RouteAccess[] =>
  t.app.routeAccess.filter(
    (route) => !['HEAD', 'OPTIONS'].includes(route.method) && !route.url.startsWith('/_api/'),
  );

/** Strings that no field accepts: a NUL, a lone high and a lone low surrogate. */
const UNACCEPTED_TEXTS = ['a\u0000b', 'x\ud800', '\udc00y'];

/** Leaves that look right to a schema, so that numbers reach the services and storage. */
const plausibleString = (schema: SchemaNode): string =>
  schema.format === 'date-time'
    ? '2030-01-01T00:00:00Z'
    : schema.format === 'uri'
      ? 'http://localhost:3000/back'
      : schema.format === 'email'
        ? 'someone@example.com'
        : 'x1';

/** Numbers past the range of every column: 64-bit, double, negative, fractional. */
const OUT_OF_RANGE_NUMBERS = [1e20, 2 ** 63, -1e308, 1.7976931348623157e308, 0.000001];

/**
 * Issue 12: the hostile inputs of the probe, generated for every route from its own schemas, so a
 * new route is covered the day it is registered.
 */
describe.each(testDialects)('hostile input on every route on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  let account: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { extraModules: modulesInProgress });
    visitor = await t.visitorToken();
    account = await t.accountToken();
  });
  afterAll(() => t.close());

  const authorizationOf = (route: RouteAccess) =>
    route.access === 'account'
      ? account
      : route.url.includes('/carts/current') || route.url.includes('/checkouts')
        ? visitor
        : t.ownerApiKey;

  /** Calls `route` with `payload` as its body, or as the `.r` payload of a GET that takes one. */
  const call = (route: RouteAccess, payload: unknown, pathParam = 'no-such-id') => {
    const url = route.url.replace(/:[A-Za-z]+/g, pathParam);
    const headers = { authorization: authorizationOf(route) };
    if (route.method === 'GET' || route.method === 'DELETE') {
      const query =
        payload === undefined ? '' : `?.r=${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
      return t.app.inject({ method: route.method, url: `${url}${query}`, headers });
    }
    return t.app.inject({
      method: route.method as 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(payload ?? {}),
    });
  };
  const inputSchema = (route: RouteAccess) =>
    (route.schema.body ?? route.schema.querystring) as SchemaNode | undefined;
  const expectRefusedInWireFormat = (where: string, response: { statusCode: number; json(): unknown }) => {
    expect({ where, status: response.statusCode }).toEqual({ where, status: 400 });
    expect(response.json()).toMatchObject({ message: expect.any(String), details: expect.any(Object) });
  };

  it('refuses a NUL or an unpaired surrogate in any string, parameter or key, and changes nothing', async () => {
    const before = await databaseDigest(t.db);
    let calls = 0;
    for (const route of callableRoutes(t)) {
      for (const text of UNACCEPTED_TEXTS) {
        let strings = 0;
        const leaves: Leaves = {
          string: () => {
            strings++;
            return text;
          },
          number: () => 1,
          boolean: () => true,
        };
        const schema = inputSchema(route);
        const sample = sampleInput(schema, leaves);
        if (strings > 0) {
          const response = await call(route, sample);
          expectRefusedInWireFormat(`${route.method} ${route.url} body ${JSON.stringify(text)}`, response);
          calls++;
        }
        if (route.url.includes(':')) {
          const response = await call(
            route,
            undefined,
            `${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}%00`,
          );
          expectRefusedInWireFormat(`${route.method} ${route.url} path`, response);
          calls++;
        }
      }
    }
    expect(calls).toBeGreaterThan(100);
    expect(await databaseDigest(t.db)).toBe(before);
  });

  it(`refuses nesting past ${MAX_INPUT_DEPTH} levels and arrays past ${MAX_ARRAY_ITEMS} items, and changes nothing`, async () => {
    const before = await databaseDigest(t.db);
    const leaves: Leaves = { string: plausibleString, number: () => 1, boolean: () => true };
    let calls = 0;
    for (const route of callableRoutes(t)) {
      const schema = inputSchema(route);
      if (!schema) continue;
      const sample = sampleInput(schema, leaves) as Record<string, unknown>;
      let deep: unknown = 'x';
      for (let level = 0; level < MAX_INPUT_DEPTH + 5; level++) deep = { nested: [deep] };
      const nested = await call(route, { ...sample, nested: deep });
      expectRefusedInWireFormat(`${route.method} ${route.url} nested`, nested);
      calls++;
      const oversized = withOversizedArrays(sample, MAX_ARRAY_ITEMS + 1);
      if (JSON.stringify(oversized) !== JSON.stringify(sample)) {
        const response = await call(route, oversized);
        expectRefusedInWireFormat(`${route.method} ${route.url} oversized`, response);
        expect(response.body.length).toBeLessThan(8_000);
        calls++;
      }
    }
    expect(calls).toBeGreaterThan(40);
    expect(await databaseDigest(t.db)).toBe(before);
  });

  it('answers numbers past every range, and huge offsets, without a server error', async () => {
    let calls = 0;
    for (const route of callableRoutes(t)) {
      const schema = inputSchema(route);
      if (!schema) continue;
      // `undefined` stands for the largest number each field's schema allows (a price of
      // 999,999,999 once overflowed a 32-bit column on PostgreSQL).
      for (const number of [undefined, ...OUT_OF_RANGE_NUMBERS]) {
        const leaves: Leaves = {
          string: plausibleString,
          number: (field) => number ?? (typeof field.maximum === 'number' ? field.maximum : 1e20),
          boolean: () => false,
          preferNumbers: true,
        };
        const response = await call(route, sampleInput(schema, leaves));
        const where = `${route.method} ${route.url} ${number}`;
        expect({ where, serverError: response.statusCode >= 500 }).toEqual({ where, serverError: false });
        if (response.statusCode >= 400) expect(response.json()).toHaveProperty('details');
        calls++;
      }
    }
    expect(calls).toBeGreaterThan(100);
  });

  it('answers the same unique create sent ten times at once with one success and 409s', async () => {
    const creates: [string, object][] = [
      ['/ecom/v1/coupons', { coupon: { code: 'TENFOLD', type: 'PERCENT', value: '5' } }],
      ['/stores/v1/collections', { collection: { name: 'Ten', slug: 'ten-at-once' } }],
      ['/stores/v1/products', { product: { name: 'Ten', slug: 'ten-at-once', priceData: { price: '1' } } }],
    ];
    for (const [url, payload] of creates) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.app.inject({ method: 'POST', url, headers: { authorization: t.ownerApiKey }, payload }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect({ url, statuses }).toEqual({ url, statuses: [200, ...new Array(9).fill(409)] });
      for (const refused of answers.filter((answer) => answer.statusCode === 409))
        expect(refused.json().details.applicationError.code).toMatch(/ALREADY_EXISTS/);
    }
  });
});
