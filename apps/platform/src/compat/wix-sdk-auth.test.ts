import { ACCESS_TOKEN_PREFIX, DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/app.js';
import { testDialects } from '../testing/databases.js';
import { routeWixHostsTo } from '../testing/wix-hosts.js';

/** The official `@wix/sdk`, unmodified, as a second and independent client of the platform. */
describe.each(testDialects)('official @wix/sdk auth against the platform on %s', (dialect) => {
  let t: TestApp;
  let baseUrl: string;
  let restoreFetch: () => void;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    restoreFetch = routeWixHostsTo(baseUrl);
  });
  afterAll(async () => {
    restoreFetch();
    await t.close();
  });

  it('generates visitor tokens and renews them with the same refresh token', async () => {
    const auth = OAuthStrategy({ clientId: DEFAULT_CLIENT_ID });
    const tokens = await auth.generateVisitorTokens();
    expect(tokens.accessToken.value.startsWith(ACCESS_TOKEN_PREFIX)).toBe(true);
    expect(tokens.accessToken.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(tokens.refreshToken.role).toBe('visitor');
    for (let round = 0; round < 2; round++) {
      const renewed = await auth.renewToken(tokens.refreshToken);
      expect(renewed.accessToken.value).toMatch(/^OauthNG\.JWS\./);
      expect(renewed.refreshToken.value).toBe(tokens.refreshToken.value);
    }
    expect(auth.loggedIn()).toBe(false);
  });

  it('signs module calls with the visitor token, which owner routes refuse', async () => {
    const client = createClient({ auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }) });
    const response = await client.fetchWithAuth(`${baseUrl}/sites/v1/site`);
    expect(response.status).toBe(403);
    const body = (await response.json()) as { details: { applicationError: { code: string } } };
    expect(body.details.applicationError.code).toBe('PERMISSION_DENIED');
  });

  it('sends API keys the way the platform accepts them', async () => {
    const client = createClient({ auth: ApiKeyStrategy({ apiKey: t.ownerApiKey, siteId: t.siteId }) });
    const response = await client.fetchWithAuth(`${baseUrl}/sites/v1/site`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { site: { id: string } };
    expect(body.site.id).toBe(t.siteId);
  });

  it('surfaces an unknown client id as a failed token call', async () => {
    const auth = OAuthStrategy({ clientId: 'not-a-client' });
    await expect(auth.generateVisitorTokens()).rejects.toThrow(/Failed to fetch tokens from OAuth API/);
  });
});
