import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Authenticator } from '../auth.js';
import { ApplicationError } from '../errors.js';
import { route } from './route.js';
import { validatorCompiler } from './validation.js';
import { installWireRules } from './wire.js';

const ORIGIN = 'http://localhost:3000';

/** Accepts one made-up token, so the wire rules are tested without the OAuth domain. */
const authenticator: Authenticator = {
  verifyAccessToken: async (jwt) =>
    jwt === 'good' ? { kind: 'visitor', siteId: 's1', clientId: 'c1', visitorId: 'v1' } : undefined,
  verifyApiKey: async () => undefined,
  verifyStaffToken: async () => undefined,
  roleOnSite: async () => undefined,
};

const QueryBody = Type.Object({
  query: Type.Object({
    filter: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    paging: Type.Optional(Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })) })),
  }),
});

async function buildKernelApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: 1024 });
  app.setValidatorCompiler(validatorCompiler);
  await installWireRules(app, { corsOrigins: [ORIGIN], authenticator });
  await app.register(async (scope) => {
    route(scope, {
      method: 'GET',
      path: '/things/v1/things/query',
      access: 'visitor',
      summary: 'echo a complex GET and the text that names its input',
      tags: [],
      complexGet: true,
      body: QueryBody,
      response: Type.Object({ received: Type.Unknown(), text: Type.String() }),
      handler: async ({ body, inputText }) => ({ received: body, text: inputText() }),
    });
    route(scope, {
      method: 'GET',
      path: '/things/v1/things/:thingId',
      access: 'visitor',
      summary: 'echo params and a simple query',
      tags: [],
      params: Type.Object({ thingId: Type.String() }),
      querystring: Type.Object({
        fields: Type.Optional(Type.Array(Type.String())),
        n: Type.Optional(Type.Integer()),
      }),
      response: Type.Object({ params: Type.Unknown(), query: Type.Unknown() }),
      handler: async ({ params, query }) => ({ params, query }),
    });
    route(scope, {
      method: 'POST',
      path: '/things/v1/things',
      access: 'public',
      summary: 'create nothing',
      tags: [],
      body: Type.Object({
        name: Type.Optional(Type.String()),
        count: Type.Optional(Type.Integer({ minimum: 1 })),
      }),
      response: Type.Object({}),
      handler: async ({ body }) => {
        if (body.name === 'crash') throw new Error('secret internals at /srv/db');
        if (body.name === 'taken')
          throw new ApplicationError({ status: 409, code: 'ALREADY_EXISTS', description: 'taken' });
      },
    });
  });
  await app.ready();
  return app;
}

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');

describe('wire rules', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildKernelApp();
  });
  afterAll(() => app.close());

  const visitor = { authorization: 'OauthNG.JWS.good' };

  it('decodes a complex GET from .r and serves its POST fallback and /_api path', async () => {
    const payload = { query: { filter: { name: { $startsWith: 'a' } }, paging: { limit: 10 } } };
    const viaGet = await app.inject({
      method: 'GET',
      url: `/things/v1/things/query?.r=${encode(payload)}`,
      headers: visitor,
    });
    expect(viaGet.statusCode).toBe(200);
    const text = JSON.stringify(payload);
    expect(viaGet.json()).toEqual({ received: payload, text });
    const viaPost = await app.inject({
      method: 'POST',
      url: '/_api/things/v1/things/query',
      headers: visitor,
      payload,
    });
    expect(viaPost.json()).toEqual({ received: payload, text });
    const dotted = await app.inject({
      method: 'GET',
      url: '/things/v1/things/query?query.paging.limit=5',
      headers: visitor,
    });
    const coerced = { query: { paging: { limit: 5 } } };
    expect(dotted.json()).toEqual({ received: coerced, text: JSON.stringify(coerced) });
  });

  it('names an input by the JSON text it came as: another spelling is another text', async () => {
    const spaced = '{ "query": { "paging": { "limit": 3 } } }';
    const viaPost = await app.inject({
      method: 'POST',
      url: '/things/v1/things/query',
      headers: { ...visitor, 'content-type': 'application/json' },
      payload: spaced,
    });
    expect(viaPost.json()).toEqual({ received: { query: { paging: { limit: 3 } } }, text: spaced });
    const viaGet = await app.inject({
      method: 'GET',
      url: `/things/v1/things/query?.r=${Buffer.from(spaced).toString('base64url')}`,
      headers: visitor,
    });
    expect(viaGet.json().text).toBe(spaced);
  });

  it('validates a decoded .r payload and rejects one that is not base64url JSON', async () => {
    const tooMany = await app.inject({
      method: 'GET',
      url: `/things/v1/things/query?.r=${encode({ query: { paging: { limit: 1000 } } })}`,
      headers: visitor,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details.validationError.fieldViolations).toEqual([
      { field: 'query.paging.limit', description: 'must be <= 100', violatedRule: 'MAX', data: {} },
    ]);
    const garbage = await app.inject({
      method: 'GET',
      url: '/things/v1/things/query?.r=%25%25',
      headers: visitor,
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().details.validationError.fieldViolations[0].field).toBe('.r');
  });

  it('ignores path parameters repeated in the query string and coerces query values', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/things/v1/things/T1?thingId=T1&fields=a&n=3',
      headers: visitor,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      params: { thingId: 'T1' },
      query: { thingId: 'T1', fields: ['a'], n: 3 },
    });
  });

  it('answers {} with 200 for handlers with nothing to say, including POSTs without a body', async () => {
    const empty = await app.inject({ method: 'POST', url: '/things/v1/things' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({});
    const emptyJson = await app.inject({
      method: 'POST',
      url: '/things/v1/things',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(emptyJson.statusCode).toBe(200);
  });

  it('sets a request id on every response, errors included', async () => {
    const ok = await app.inject({ method: 'POST', url: '/things/v1/things', payload: {} });
    const missing = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(ok.headers['x-wix-request-id']).toMatch(/\S+/);
    expect(missing.headers['x-wix-request-id']).toMatch(/\S+/);
    expect(ok.headers['x-wix-request-id']).not.toBe(missing.headers['x-wix-request-id']);
  });

  it('reports malformed JSON, wrong types, unknown routes, media types and oversize bodies in the wire format', async () => {
    const cases = [
      {
        request: {
          method: 'POST',
          url: '/things/v1/things',
          headers: { 'content-type': 'application/json' },
          payload: '{"name":',
        },
        status: 400,
      },
      { request: { method: 'POST', url: '/things/v1/things', payload: { name: 5 } }, status: 400 },
      { request: { method: 'GET', url: '/no/such/route' }, status: 404 },
      {
        request: {
          method: 'POST',
          url: '/things/v1/things',
          headers: { 'content-type': 'text/plain' },
          payload: 'hi',
        },
        status: 415,
      },
      {
        request: { method: 'POST', url: '/things/v1/things', payload: { name: 'x'.repeat(2000) } },
        status: 413,
      },
    ] as const;
    for (const { request, status } of cases) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(status);
      const body = response.json();
      expect(typeof body.message).toBe('string');
      expect(body.details).toBeTypeOf('object');
    }
    const wrongType = await app.inject({
      method: 'POST',
      url: '/things/v1/things',
      payload: { name: 5, count: 0 },
    });
    expect(wrongType.json()).toEqual({
      message: '"name" must be string, "count" must be >= 1',
      details: {
        validationError: {
          fieldViolations: [
            { field: 'name', description: 'must be string', violatedRule: 'FORMAT', data: {} },
            { field: 'count', description: 'must be >= 1', violatedRule: 'MIN', data: {} },
          ],
        },
      },
    });
  });

  it('passes application errors through and hides the internals of unexpected ones', async () => {
    const conflict = await app.inject({
      method: 'POST',
      url: '/things/v1/things',
      payload: { name: 'taken' },
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().details.applicationError).toEqual({
      code: 'ALREADY_EXISTS',
      description: 'taken',
      data: {},
    });
    const crash = await app.inject({ method: 'POST', url: '/things/v1/things', payload: { name: 'crash' } });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({
      message: 'Internal server error',
      details: { requestId: crash.headers['x-wix-request-id'] },
    });
    expect(crash.body).not.toContain('/srv/db');
  });

  it('enforces access: no credential is 401, a bad token is 401, a good one passes', async () => {
    const url = '/things/v1/things/T1';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url, headers: { authorization: 'OauthNG.JWS.bad' } })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url, headers: { authorization: 'Bearer OauthNG.JWS.good' } }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses to register a route that declares no access level', async () => {
    const bare = Fastify({ logger: false });
    await installWireRules(bare, { corsOrigins: [], authenticator });
    expect(() => bare.get('/open', async () => ({}))).toThrow('declares no access level');
    await bare.close();
  });

  it('answers CORS preflights for the storefront origin with the headers the SDK needs', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/things/v1/things',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(response.headers['access-control-allow-headers']).toContain('x-wix-bi-gateway');
    const actual = await app.inject({
      method: 'POST',
      url: '/things/v1/things',
      headers: { origin: ORIGIN },
      payload: {},
    });
    expect(actual.headers['access-control-expose-headers']).toContain('x-wix-request-id');
    const stranger = await app.inject({
      method: 'POST',
      url: '/things/v1/things',
      headers: { origin: 'http://evil.test' },
      payload: {},
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses the preflights of other origins and preflights that name no method', async () => {
    const preflight = (headers: Record<string, string>) =>
      app.inject({ method: 'OPTIONS', url: '/things/v1/things', headers });
    const stranger = await preflight({ origin: 'http://evil.test', 'access-control-request-method': 'POST' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    expect(stranger.json()).toMatchObject({ message: 'No route OPTIONS /things/v1/things' });
    const methodless = await preflight({ origin: ORIGIN });
    expect(methodless.statusCode).toBe(400);
    expect(methodless.json()).toMatchObject({
      details: { validationError: { fieldViolations: [{ field: 'access-control-request-method' }] } },
    });
  });

  it('says every answer varies by Origin, and a compressible one by Accept-Encoding as well', async () => {
    const plain = await app.inject({ method: 'POST', url: '/things/v1/things', payload: {} });
    expect(plain.headers.vary).toBe('origin');
    const long = await app.inject({
      method: 'GET',
      url: `/things/v1/things/query?.r=${Buffer.from(
        JSON.stringify({ query: { filter: { name: 'x'.repeat(2_000) } } }),
      ).toString('base64url')}`,
      headers: { origin: ORIGIN, authorization: 'OauthNG.JWS.good' },
    });
    expect(long.statusCode).toBe(200);
    expect(String(long.headers.vary).split(', ').sort()).toEqual(['accept-encoding', 'origin']);
  });
});
