import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';

describe.each(testDialects)('system routes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('reports health with the database in use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: dialect });
    expect(response.headers['x-wix-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('documents every API route once, from the route schemas, without the /_api aliases', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/healthz',
        '/oauth2/token',
        '/oauth2/token-info',
        '/sites/v1/site',
        '/sites/v1/oauth-clients/query',
      ]),
    );
    expect(paths.some((path) => path.startsWith('/_api'))).toBe(false);
    const token = document.paths['/oauth2/token'].post;
    expect(token.summary).toMatch(/anonymous/);
    expect(token.requestBody.content['application/json'].schema.properties).toHaveProperty('grantType');
    expect(token.responses['200']).toBeDefined();
  });

  it('serves the API reference over the OpenAPI document, and leads there from the root', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Bazaar API reference</title>');
    expect(response.body).toContain('spec-url="/openapi.json"');
    const renderer = response.body.match(/src="(\/docs\/rapidoc-[\d.]+\.js)"/)?.[1];
    expect(renderer).toBeDefined();
    const script = await t.app.inject({
      method: 'GET',
      url: renderer as string,
      headers: { 'accept-encoding': 'br' },
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toContain('immutable');
    const again = await t.app.inject({
      method: 'GET',
      url: renderer as string,
      headers: { 'if-none-match': String(script.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ method: 'GET', url: '/docs/' })).headers.location).toBe('/docs');
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/docs');
  });

  it('describes every section and names the four apps the demo site has', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(document.info.description).toContain('Four apps are installed');
    const described = new Set(document.tags.map((tag: { name: string }) => tag.name));
    const used = new Set(
      Object.values(document.paths).flatMap((operations) =>
        Object.values(operations as Record<string, { tags?: string[] }>).flatMap(
          (operation) => operation.tags ?? [],
        ),
      ),
    );
    expect([...used].filter((tag) => !described.has(tag))).toEqual([]);
  });
});
