import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testing/app.js';
import { testDialects } from './testing/databases.js';

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
    t = await buildTestApp(dialect);
    visitor = await t.visitorToken();
  });
  afterAll(() => t.close());

  it('answers every malformed call with a clear 4xx, never a server error', async () => {
    const routes = t.app.routeAccess.filter(
      (route) => !['HEAD', 'OPTIONS'].includes(route.method) && !route.url.startsWith('/_api/'),
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
