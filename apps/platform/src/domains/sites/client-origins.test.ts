import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';

/**
 * Each OAuth client's allowed domains: the browser origins that may call the API (CORS) and that
 * hosted pages may send a visitor back to, apart from the exact URIs a login may return to.
 */
describe.each(testDialects)('the allowed domains of OAuth clients on %s', (dialect) => {
  let t: TestApp;

  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/stores-reader/v1/products/query-platformized',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
  const owned = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method, url, payload, headers: { authorization: t.ownerApiKey } });
  const tokenOf = async (clientId: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/oauth2/token',
        payload: { clientId, grantType: 'anonymous' },
      })
    ).json().access_token as string;
  const linkBackTo = (postFlowUrl: string, token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/redirect-session/v1/redirect-session',
      payload: { bookingsBook: {}, callbacks: { postFlowUrl } },
      headers: { authorization: token },
    });

  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('lets the demo client be called from any local port, and nobody else', async () => {
    const demo = await t.app.inject({
      method: 'GET',
      url: `/sites/v1/oauth-clients`,
      headers: { authorization: t.ownerApiKey },
    });
    expect(
      demo.json().oauthClients.find((client: { id: string }) => client.id === DEFAULT_CLIENT_ID),
    ).toMatchObject({
      allowedDomains: ['http://localhost:*', 'http://127.0.0.1:*'],
    });
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:3001']) {
      const answer = await preflight(origin);
      expect(answer.statusCode, origin).toBe(204);
      expect(answer.headers['access-control-allow-origin'], origin).toBe(origin);
      expect(String(answer.headers['access-control-allow-headers'])).toContain('authorization');
    }
    for (const origin of ['http://evil.test', 'https://localhost:5173', 'http://localhost.evil.test:3000']) {
      const answer = await preflight(origin);
      expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it("takes the owner's domains for a client, checks them, and allows them at once", async () => {
    const created = await owned('POST', '/sites/v1/oauth-clients', {
      oauthClient: { name: 'Shop', allowedDomains: ['https://shop.example.com'] },
    });
    expect(created.statusCode).toBe(200);
    const client = created.json().oauthClient as { id: string; allowedDomains: string[] };
    expect(client.allowedDomains).toEqual(['https://shop.example.com']);
    expect((await preflight('https://shop.example.com')).headers['access-control-allow-origin']).toBe(
      'https://shop.example.com',
    );
    expect(
      (await preflight('https://www.example.org')).headers['access-control-allow-origin'],
    ).toBeUndefined();

    for (const bad of [
      'shop.example.com',
      'https://shop.example.com/',
      'https://Shop.example.com',
      'ftp://x.io',
    ]) {
      const refused = await owned('PATCH', `/sites/v1/oauth-clients/${client.id}`, {
        oauthClient: { allowedDomains: [bad] },
      });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().details.validationError.fieldViolations[0].field).toMatch(/allowedDomains/);
    }
    const changed = await owned('PATCH', `/sites/v1/oauth-clients/${client.id}`, {
      oauthClient: { allowedDomains: ['https://*.example.org'] },
    });
    expect(changed.json().oauthClient.allowedDomains).toEqual(['https://*.example.org']);
    expect((await preflight('https://www.example.org')).headers['access-control-allow-origin']).toBe(
      'https://www.example.org',
    );
    expect(
      (await preflight('https://shop.example.com')).headers['access-control-allow-origin'],
    ).toBeUndefined();

    // A disabled client allows nothing.
    await owned('PATCH', `/sites/v1/oauth-clients/${client.id}`, { oauthClient: { disabled: true } });
    expect(
      (await preflight('https://www.example.org')).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });

  it('sends visitors back only to a domain (or redirect URI origin) of their client', async () => {
    const demo = await tokenOf(DEFAULT_CLIENT_ID);
    expect((await linkBackTo('http://localhost:5173/booking', demo)).statusCode).toBe(200);
    expect((await linkBackTo('http://localhost:3000/booking', demo)).statusCode).toBe(200);
    const refused = await linkBackTo('https://elsewhere.example/booking', demo);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'callbacks.postFlowUrl',
    });

    const shop = (
      await owned('POST', '/sites/v1/oauth-clients', {
        oauthClient: { name: 'Shop two', allowedDomains: ['https://shop.example.net'] },
      })
    ).json().oauthClient as { id: string };
    const visitor = await tokenOf(shop.id);
    expect((await linkBackTo('https://shop.example.net/thanks', visitor)).statusCode).toBe(200);
    // Another client's domains are not this one's.
    expect((await linkBackTo('http://localhost:5173/booking', visitor)).statusCode).toBe(400);
  });
});
