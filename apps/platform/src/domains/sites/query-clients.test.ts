import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';

describe.each(testDialects)('POST /sites/v1/oauth-clients/query on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    for (const name of ['Kiosk', 'Mobile app', 'Mobile web', 'Partner portal']) {
      await t.services.sites.createClient(t.siteId, { name });
    }
  });
  afterAll(() => t.close());

  const query = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/sites/v1/oauth-clients/query',
      headers: { authorization: t.ownerApiKey },
      payload: body as Record<string, unknown>,
    });
  const names = (body: { oauthClients: { name: string }[] }) =>
    body.oauthClients.map((client) => client.name);

  it('filters, sorts and pages with offsets', async () => {
    const response = await query({
      query: {
        filter: { name: { $startsWith: 'Mobile' } },
        sort: [{ fieldName: 'name', order: 'DESC' }],
        paging: { limit: 1 },
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(names(body)).toEqual(['Mobile web']);
    expect(body.pagingMetadata).toEqual({
      count: 1,
      offset: 0,
      total: 2,
      tooManyToCount: false,
      cursors: {},
    });
  });

  it('defaults to creation order and 50 per page', async () => {
    const body = (await query({})).json();
    const dates = body.oauthClients.map((client: { createdDate: string }) => client.createdDate);
    // Creation order (clients made in the same millisecond are ordered by id).
    expect(dates).toEqual([...dates].sort());
    expect(body.oauthClients.map((client: { id: string }) => client.id)).toContain(DEFAULT_CLIENT_ID);
    expect(body.pagingMetadata.total).toBe(5);
  });

  it('walks cursor pages to the end and back', async () => {
    const first = (
      await query({ query: { sort: [{ fieldName: 'name' }], cursorPaging: { limit: 2 } } })
    ).json();
    expect(names(first)).toEqual(['Demo storefront', 'Kiosk']);
    const second = (
      await query({ query: { cursorPaging: { limit: 2, cursor: first.pagingMetadata.cursors.next } } })
    ).json();
    expect(names(second)).toEqual(['Mobile app', 'Mobile web']);
    const third = (
      await query({ query: { cursorPaging: { limit: 2, cursor: second.pagingMetadata.cursors.next } } })
    ).json();
    expect(names(third)).toEqual(['Partner portal']);
    expect(third.pagingMetadata.cursors.next).toBeUndefined();
    const back = (
      await query({ query: { cursorPaging: { limit: 2, cursor: third.pagingMetadata.cursors.prev } } })
    ).json();
    expect(names(back)).toEqual(['Mobile app', 'Mobile web']);
  });

  it('rejects fields that are not on the allow-list, and limits above 100', async () => {
    const secret = await query({ query: { filter: { site_id: t.siteId } } });
    expect(secret.statusCode).toBe(400);
    expect(secret.json().details.validationError.fieldViolations[0].field).toBe('filter.site_id');
    const sort = await query({ query: { sort: [{ fieldName: 'allowedRedirectUris' }] } });
    expect(sort.statusCode).toBe(400);
    const limit = await query({ query: { paging: { limit: 101 } } });
    expect(limit.statusCode).toBe(400);
    expect(limit.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'query.paging.limit',
      violatedRule: 'MAX',
    });
  });

  it('never shows the clients of another site', async () => {
    const other = await t.services.sites.createSite({
      displayName: 'Other',
      installedApps: [],
      settings: { currency: 'EUR', timeZone: 'Europe/Paris', acceptsPayments: false },
    });
    await t.services.sites.createClient(other.id, { name: 'Mobile elsewhere' });
    const body = (await query({ query: { filter: { name: { $startsWith: 'Mobile' } } } })).json();
    expect(names(body).sort()).toEqual(['Mobile app', 'Mobile web']);
  });
});

describe.each(testDialects)('GET /sites/v1/oauth-clients/query (complex GET) on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    await t.services.sites.createClient(t.siteId, { name: 'Kiosk' });
  });
  afterAll(() => t.close());

  it('reads the query from a .r parameter, as the official runtime sends it', async () => {
    const payload = { query: { filter: { name: 'Kiosk' }, paging: { limit: 5 } } };
    const r = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const response = await t.app.inject({
      method: 'GET',
      url: `/_api/sites/v1/oauth-clients/query?.r=${r}`,
      headers: { authorization: t.ownerApiKey },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().oauthClients.map((c: { name: string }) => c.name)).toEqual(['Kiosk']);
  });
});
