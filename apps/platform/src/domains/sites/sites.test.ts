import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingEvents } from '../../kernel/events.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';

describe.each(testDialects)('site owner API on %s', (dialect) => {
  let t: TestApp;
  let visitorToken: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const tokens = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: { clientId: DEFAULT_CLIENT_ID, grantType: 'anonymous' },
    });
    visitorToken = tokens.json().access_token;
  });
  afterAll(() => t.close());

  const asOwner = (headers: Record<string, string> = {}) => ({ authorization: t.ownerApiKey, ...headers });

  it('refuses owner routes without a credential, and with a visitor token', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/sites/v1/site' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().details.applicationError.code).toBe('UNAUTHENTICATED');
    const visitor = await t.app.inject({
      method: 'GET',
      url: '/sites/v1/site',
      headers: { authorization: visitorToken },
    });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toEqual({
      message: 'This call needs an API key of the site owner',
      details: {
        applicationError: {
          code: 'PERMISSION_DENIED',
          description: 'This call needs an API key of the site owner',
          data: {},
        },
      },
    });
  });

  it('accepts the API key in the form ApiKeyStrategy sends it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sites/v1/site',
      headers: asOwner({ 'wix-site-id': t.siteId }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().site).toMatchObject({
      id: t.siteId,
      installedApps: ['bookings', 'stores', 'events', 'pricing-plans'],
      settings: { currency: 'USD', acceptsPayments: true },
    });
    const viaApiPrefix = await t.app.inject({
      method: 'GET',
      url: '/_api/sites/v1/site',
      headers: asOwner(),
    });
    expect(viaApiPrefix.statusCode).toBe(200);
  });

  it('refuses an API key sent with another site id, a made-up key, and a forged token', async () => {
    const otherSite = await t.app.inject({
      method: 'GET',
      url: '/sites/v1/site',
      headers: asOwner({ 'wix-site-id': 'another-site' }),
    });
    expect(otherSite.statusCode).toBe(401);
    const madeUp = await t.app.inject({
      method: 'GET',
      url: '/sites/v1/site',
      headers: { authorization: 'bzk_madeup' },
    });
    expect(madeUp.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/sites/v1/site',
      headers: { authorization: `${visitorToken.slice(0, -6)}AAAAAA` },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().details.applicationError.description).toBe('The access token is invalid or expired');
  });

  it('updates settings, records the change in the outbox, and rejects bad input without changing anything', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/sites/v1/site', headers: asOwner() })).json()
      .site;
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/sites/v1/site',
      headers: asOwner(),
      payload: { site: { settings: { currency: 'dollars' } } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'site.settings.currency', violatedRule: 'FORMAT' }),
    ]);
    // Schedules are computed in the site's zone: one the runtime does not know is refused.
    for (const timeZone of ['Mars/Olympus_Mons', 'New York', 'x'.repeat(65)]) {
      const zone = await t.app.inject({
        method: 'PATCH',
        url: '/sites/v1/site',
        headers: asOwner(),
        payload: { site: { settings: { timeZone } } },
      });
      expect(zone.statusCode, timeZone).toBe(400);
      expect(zone.json().details.validationError.fieldViolations).toEqual([
        expect.objectContaining({ field: 'site.settings.timeZone', violatedRule: 'FORMAT' }),
      ]);
    }
    const unchanged = (
      await t.app.inject({ method: 'GET', url: '/sites/v1/site', headers: asOwner() })
    ).json().site;
    expect(unchanged).toEqual(before);

    const response = await t.app.inject({
      method: 'PATCH',
      url: '/sites/v1/site',
      headers: asOwner(),
      payload: { site: { settings: { acceptsPayments: false } } },
    });
    expect(response.statusCode).toBe(200);
    const site = response.json().site;
    expect(site.settings).toEqual({ ...before.settings, acceptsPayments: false });
    expect(site.revision).toBe(before.revision + 1);
    const events = await pendingEvents(t.db);
    const update = events.find((event) => event.action === 'updated' && event.entityId === t.siteId);
    expect(update).toMatchObject({ entityFqdn: 'bazaar.sites.v1.site', siteId: t.siteId, entity: site });
  });

  it('creates API keys that work at once and stop working when deleted', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/sites/v1/api-keys',
      headers: asOwner(),
      payload: { apiKey: { name: 'CI' } },
    });
    expect(created.statusCode).toBe(200);
    const { apiKey, key } = created.json();
    expect(key).toMatch(/^bzk_/);
    expect(
      (await t.app.inject({ method: 'GET', url: '/sites/v1/site', headers: { authorization: key } }))
        .statusCode,
    ).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/sites/v1/api-keys/${apiKey.id}?apiKeyId=${apiKey.id}`,
      headers: asOwner(),
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({});
    expect(
      (await t.app.inject({ method: 'GET', url: '/sites/v1/site', headers: { authorization: key } }))
        .statusCode,
    ).toBe(401);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/sites/v1/api-keys/${apiKey.id}`,
      headers: asOwner(),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().details.applicationError.code).toBe('API_KEY_NOT_FOUND');
  });

  it('makes keys for a role, lists them without their secrets, and lets each do what its role may', async () => {
    const make = async (payload: object) =>
      t.app.inject({ method: 'POST', url: '/sites/v1/api-keys', headers: asOwner(), payload });
    const manager = (await make({ apiKey: { name: 'Shop manager', role: 'MANAGER' } })).json();
    expect(manager.apiKey).toMatchObject({ name: 'Shop manager', role: 'MANAGER' });
    const bad = await make({ apiKey: { name: 'Boss', role: 'ADMIN' } });
    expect(bad.statusCode).toBe(400);

    const listed = await t.app.inject({ method: 'GET', url: '/sites/v1/api-keys', headers: asOwner() });
    const keys = listed.json().apiKeys as { id: string; role: string }[];
    expect(keys.find((key) => key.id === manager.apiKey.id)?.role).toBe('MANAGER');
    expect(listed.body).not.toContain(manager.key);
    expect(listed.body).not.toMatch(/bzk_/);

    const as = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { authorization: manager.key }, ...(payload ? { payload } : {}) });
    expect((await as('GET', '/sites/v1/site')).statusCode).toBe(200);
    expect((await as('PATCH', '/sites/v1/site', { site: { displayName: 'Managed' } })).statusCode).toBe(200);
    const keysRefused = await as('GET', '/sites/v1/api-keys');
    expect(keysRefused.statusCode).toBe(403);
    expect(keysRefused.json().message).toBe(
      'This call needs the OWNER role on the site; the caller is MANAGER',
    );
  });

  it('creates and disables OAuth clients', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/sites/v1/oauth-clients',
      headers: asOwner(),
      payload: {
        oauthClient: { name: 'Mobile app', allowedRedirectUris: ['https://shop.example/callback'] },
      },
    });
    expect(created.statusCode).toBe(200);
    const client = created.json().oauthClient;
    const tokens = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: { clientId: client.id, grantType: 'anonymous' },
    });
    expect(tokens.statusCode).toBe(200);
    const disabled = await t.app.inject({
      method: 'PATCH',
      url: `/sites/v1/oauth-clients/${client.id}`,
      headers: asOwner(),
      payload: { oauthClient: { disabled: true } },
    });
    expect(disabled.json().oauthClient).toMatchObject({ id: client.id, disabled: true, name: 'Mobile app' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: { clientId: client.id, grantType: 'anonymous' },
    });
    expect(refused.statusCode).toBe(400);
    const list = (
      await t.app.inject({ method: 'GET', url: '/sites/v1/oauth-clients', headers: asOwner() })
    ).json();
    expect(list.oauthClients.map((c: { id: string }) => c.id)).toEqual([DEFAULT_CLIENT_ID, client.id]);
  });
});
