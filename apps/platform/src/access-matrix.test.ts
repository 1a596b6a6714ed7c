import type { SiteRole } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolesAdmitted } from './kernel/auth.js';
import { buildTestApp, type TestApp } from './testing/app.js';
import { testDialects } from './testing/databases.js';
import { modulesInProgress } from './testing/modules-in-progress.js';

/**
 * Every route the platform serves, called by someone it does not admit: a caller without a
 * credential on any non-public route, and a visitor on any owner route. Walked from the routes
 * themselves, so a new route is covered the day it is added.
 */
describe.each(testDialects)('who may call what, for every route, on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  let staff: string;
  const keys: Partial<Record<SiteRole, string>> = {};
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { extraModules: modulesInProgress });
    visitor = await t.visitorToken();
    // An events staff member with every permission, at every event: still no caller of the site.
    const post = (url: string, payload: object, authorization?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        ...(authorization ? { headers: { authorization } } : {}),
      });
    const created = await post(
      '/events/v1/staff-members',
      {
        staffMember: {
          name: 'Door',
          permissions: ['CHECK_IN_GUESTS', 'SELL_TICKETS', 'ADD_GUESTS', 'READ_ANALYTICS', 'READ_GUEST_FORM'],
          allEvents: {},
        },
      },
      t.ownerApiKey,
    );
    const joinToken = new URL(created.json().staffMember.loginLink).hash.replace('#token=', '');
    staff = (await post('/events/v1/staff-members/join', { joinToken })).json().accessToken;
    for (const role of ['MANAGER', 'STAFF'] as const)
      keys[role] = (
        await post('/sites/v1/api-keys', { apiKey: { name: role, role } }, t.ownerApiKey)
      ).json().key;
  });
  afterAll(() => t.close());

  const routes = () =>
    t.app.routeAccess
      .filter(
        (route) => route.method !== 'HEAD' && route.method !== 'OPTIONS' && !route.url.startsWith('/_api/'),
      )
      .map((route) => ({ ...route, url: route.url.replace(/:[A-Za-z]+/g, 'some-id') }));
  const call = (method: string, url: string, authorization?: string) =>
    t.app.inject({
      method: method as 'GET',
      url,
      ...(authorization ? { headers: { authorization } } : {}),
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });

  it('declares an access level for a sizeable API (the table is not empty)', () => {
    expect(routes().length).toBeGreaterThan(50);
    expect(routes().filter((route) => route.access === 'owner').length).toBeGreaterThan(20);
  });

  it('answers 401 in the wire format to a caller without a credential on every non-public route', async () => {
    for (const route of routes().filter((r) => r.access !== 'public')) {
      const response = await call(route.method, route.url);
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
      expect(response.json().details.applicationError.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 403 to a visitor on every owner and staff route, and changes nothing', async () => {
    const before = (
      await call('POST', '/stores-reader/v1/products/query-platformized', t.ownerApiKey)
    ).json();
    for (const route of routes().filter((r) => r.access === 'owner' || r.access === 'staff')) {
      const response = await call(route.method, route.url, visitor);
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
      });
    }
    expect(
      (await call('POST', '/stores-reader/v1/products/query-platformized', t.ownerApiKey)).json(),
    ).toEqual(before);
  });

  it('answers 403 to an events staff member on every route but the staff routes, and names a permission for each of those', async () => {
    const staffRoutes = routes().filter((r) => r.access === 'staff');
    expect(staffRoutes.length).toBeGreaterThan(5);
    expect(staffRoutes.filter((r) => !r.staffPermission)).toEqual([]);
    for (const route of routes().filter((r) => r.access !== 'public' && r.access !== 'staff')) {
      const response = await call(route.method, route.url, staff);
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
      });
    }
  });

  it.each(['MANAGER', 'STAFF'] as const)(
    "admits a %s key to exactly the routes that name its role, and refuses the rest for the role's sake",
    async (role) => {
      let admittedCount = 0;
      // Routes for a signed-in account act for no site: no key's role opens them (tested below).
      for (const route of routes().filter((r) => r.access !== 'public' && r.access !== 'account')) {
        const response = await call(route.method, route.url, keys[role]);
        const refusedForRole =
          response.statusCode === 403 && /role on the site/.test(response.json().message);
        const admitted = rolesAdmitted(route.access, route).includes(role);
        if (admitted) admittedCount++;
        expect({ route: `${route.method} ${route.url}`, refusedForRole }).toEqual({
          route: `${route.method} ${route.url}`,
          refusedForRole: !admitted,
        });
        expect(response.statusCode).not.toBe(401);
      }
      // A manager runs the business; staff see bookings and check guests in, and little else.
      expect(admittedCount).toBeGreaterThan(role === 'MANAGER' ? 150 : 8);
    },
  );

  it('keeps the keys, clients and webhooks of a site to its owners', async () => {
    for (const [method, url] of [
      ['GET', '/sites/v1/api-keys'],
      ['POST', '/sites/v1/api-keys'],
      ['GET', '/sites/v1/oauth-clients'],
      ['GET', '/webhooks/v1/subscriptions'],
    ] as const) {
      const response = await call(method, url, keys.MANAGER);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
    }
    const staffBookings = await t.app.inject({
      method: 'POST',
      url: '/bookings/v2/bookings/query',
      payload: {},
      headers: { authorization: keys.STAFF ?? '' },
    });
    expect(staffBookings.statusCode).toBe(200);
    const staffProducts = await call('POST', '/stores-reader/v1/products/query-platformized', keys.STAFF);
    expect(staffProducts.statusCode).toBe(403);
  });

  it("opens an account's own routes to no API key, visitor or staff token", async () => {
    const accountRoutes = routes().filter((r) => r.access === 'account');
    expect(accountRoutes.length).toBeGreaterThanOrEqual(3);
    for (const route of accountRoutes)
      for (const authorization of [t.ownerApiKey, visitor, staff]) {
        const response = await call(route.method, route.url, authorization);
        expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 403,
        });
      }
  });
});
