import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from './auth/api-key.js';
import { OAuthStrategy } from './auth/oauth.js';
import { createClient } from './client.js';
import { CONTEXT_MISSING, defineMethod, ELEVATED_REQUIRED, fetchWithAuth, graphql } from './context.js';
import { BazaarError } from './errors.js';
import * as sites from './modules/sites/index.js';
import { callRest } from './rest.js';
import { dialects, type RunningPlatform, startPlatform } from './test/platform.js';

/** Calls any path, to provoke each kind of error from the real platform. */
const probe = {
  get: defineMethod(
    ({ http }) =>
      (path: string) =>
        callRest(http, { method: 'GET', path }),
  ),
};

describe.each(dialects)('createClient against the platform on %s', (dialect) => {
  let platform: RunningPlatform;
  let owner: ReturnType<typeof ownerClient>;
  const ownerClient = () =>
    createClient({
      modules: { sites, probe },
      auth: ApiKeyStrategy({ apiKey: platform.ownerApiKey, siteId: platform.siteId }),
      host: { apiBaseUrl: platform.baseUrl },
    });
  beforeAll(async () => {
    platform = await startPlatform(dialect);
    owner = ownerClient();
  });
  afterAll(() => platform.close());

  it('binds module methods to the client', async () => {
    const site = await owner.sites.getSite();
    expect(site._id).toBe(platform.siteId);
    expect(site._createdDate).toBeInstanceOf(Date);
    expect(site.installedApps).toContain('stores');
  });

  it("manages the site's API keys by role: a manager's key runs the shop but cannot see the keys", async () => {
    const { apiKey, key } = await owner.sites.createApiKey({ name: 'Front desk', role: 'MANAGER' });
    expect(apiKey).toMatchObject({ name: 'Front desk', role: 'MANAGER' });
    expect((await owner.sites.listApiKeys()).map((listed) => listed._id)).toContain(apiKey._id);
    const manager = createClient({
      modules: { sites },
      auth: ApiKeyStrategy({ apiKey: key }),
      host: { apiBaseUrl: platform.baseUrl },
    });
    expect((await manager.sites.getSite())._id).toBe(platform.siteId);
    await expect(manager.sites.listApiKeys()).rejects.toMatchObject({ status: 403 });
    await owner.sites.deleteApiKey(apiKey._id);
    await expect(manager.sites.getSite()).rejects.toMatchObject({ status: 401 });
  });

  it('turns wire timestamps into Dates and ids into _id', async () => {
    const created = (await owner.sites.createOAuthClient({ name: 'Renamed' })) as unknown as Record<
      string,
      unknown
    >;
    expect(created._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.id).toBeUndefined();
    expect(created._createdDate).toBeInstanceOf(Date);
  });

  it('throws validation errors with the INVALID_ARGUMENT message, sorted by field', async () => {
    const error = (await owner.sites
      .updateSite({ settings: { currency: 'euro', timeZone: '' } })
      .catch((e: unknown) => e)) as BazaarError;
    expect(error).toBeInstanceOf(BazaarError);
    expect(error.kind).toBe('validation');
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      'INVALID_ARGUMENT: "site.settings.currency" must match pattern "^[A-Z]{3}$", "site.settings.timeZone" must NOT have fewer than 1 characters',
    );
    expect(error.details.validationError?.fieldViolations.map((v) => v.field)).toEqual([
      'site.settings.currency',
      'site.settings.timeZone',
    ]);
    expect(error.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(error.details.requestId).toBe(error.requestId);
  });

  it('throws application errors with their code and description', async () => {
    const error = (await owner.sites
      .updateOAuthClient('no-such-client', { name: 'x' })
      .catch((e: unknown) => e)) as BazaarError;
    expect(error.kind).toBe('application');
    expect(error.status).toBe(404);
    expect(error.code).toBe('OAUTH_CLIENT_NOT_FOUND');
    expect(error.message).toBe('OAuth client no-such-client was not found');
    expect(error.details.applicationError).toEqual({
      code: 'OAUTH_CLIENT_NOT_FOUND',
      description: 'OAuth client no-such-client was not found',
      data: {},
    });
  });

  it('throws other 4xx errors with the status text as their code', async () => {
    const error = (await owner.probe.get('/no/such/route').catch((e: unknown) => e)) as BazaarError;
    expect(error.kind).toBe('client');
    expect(error.status).toBe(404);
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('No route GET /no/such/route');
  });

  it('throws a system error, with the request id, for a 200 that is not JSON', async () => {
    const error = (await owner.probe.get('/docs/').catch((e: unknown) => e)) as BazaarError;
    expect(error.kind).toBe('system');
    expect(error.message).toBe(`System error occurred, request-id: ${error.requestId}`);
    expect(error.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('throws a system error when the platform cannot be reached', async () => {
    const offline = createClient({
      modules: { sites },
      auth: ApiKeyStrategy({ apiKey: 'bzk_x' }),
      host: { apiBaseUrl: 'http://127.0.0.1:9' },
    });
    const error = (await offline.sites.getSite().catch((e: unknown) => e)) as BazaarError;
    expect(error.kind).toBe('system');
    expect(error.message).toBe('System error occurred');
  });

  it('refuses elevated modules on a visitor client, and unbound methods outside a context', async () => {
    const visitor = createClient({
      modules: { sites },
      auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }),
      host: { apiBaseUrl: platform.baseUrl },
    });
    expect(() => visitor.sites.getSite()).toThrow(ELEVATED_REQUIRED);
    expect(() => sites.getSite()).toThrow(CONTEXT_MISSING);
    expect(() => fetchWithAuth('/healthz')).toThrow('fetchWithAuth is not available in this context');
    expect(() => graphql('{ ping }')).toThrow('graphql is not available in this context');
  });

  it('lets unbound methods use the client of enableContext()', async () => {
    owner.enableContext();
    try {
      expect((await sites.getSite())._id).toBe(platform.siteId);
      expect((await fetchWithAuth('/healthz')).status).toBe(200);
    } finally {
      owner.disableContext();
    }
  });

  it("reports a GraphQL endpoint's failure with its status", async () => {
    // A version the platform does not serve answers 404.
    await expect(owner.graphql('{ ping }', {}, { apiVersion: 'v0' })).rejects.toThrow(
      'GraphQL request failed with status 404',
    );
  });
});
