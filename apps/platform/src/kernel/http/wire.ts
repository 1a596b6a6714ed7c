import { type EventStaffPermission, REQUEST_ID_HEADER, type SiteRole } from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { type Access, type Authenticator, assertAccess, identify } from '../auth.js';
import { Admission } from './admission.js';
import { type CorsOptions, installCors } from './cors.js';
import { handleError, handleNotFound } from './error-handler.js';
import { guardInput } from './input-guard.js';
import { decodeQueryPayload } from './query-payload.js';

/** One registered route and who may call it: the table access tests walk. */
export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  /** What a `staff` route asks of a staff member. */
  staffPermission?: EventStaffPermission;
  /** The back-office roles it names (`rolesAdmitted` gives those it admits). */
  roles?: readonly SiteRole[];
  /** The JSON schemas of the route's input, so generated tests can build inputs of every shape. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly routeAccess: RouteAccess[];
  }
}

export interface WireOptions extends CorsOptions {
  authenticator: Authenticator;
}

/**
 * Requests that may start per event-loop turn (admission.ts): small enough that a turn stays a
 * few milliseconds under load, large enough that an idle server never makes a request wait.
 */
const REQUESTS_STARTED_PER_TURN = 8;

/**
 * The rules every route obeys (reference §0 and §3), installed once on the root instance before
 * any domain registers: request ids, JSON bodies, GET payloads, CORS, errors and access control.
 */
export async function installWireRules(app: FastifyInstance, options: WireOptions): Promise<void> {
  // Set by the access hook before any handler runs; null only until then.
  app.decorateRequest('identity', null as never);
  // The JSON text a payload came as, when it came as one (`RouteContext.inputText`).
  app.decorateRequest('payloadText', undefined);

  // Every route must say who may call it; a forgotten access level fails at start-up, not in production.
  app.decorate('routeAccess', [] as RouteAccess[]);
  app.addHook('onRoute', (routeOptions) => {
    const access = routeOptions.config?.access;
    if (access) {
      const { body, querystring, params } = (routeOptions.schema ?? {}) as RouteAccess['schema'];
      for (const method of [routeOptions.method].flat())
        app.routeAccess.push({
          method,
          url: routeOptions.url,
          access,
          staffPermission: routeOptions.config?.staffPermission,
          roles: routeOptions.config?.roles,
          schema: { body, querystring, params },
        });
      return;
    }
    throw new Error(`Route ${routeOptions.method} ${routeOptions.url} declares no access level`);
  });

  // Before any work: under load, requests take turns (admission.ts), a new connection first.
  // Every answer names its request (one hook for both: each hook costs every request a step).
  const admission = new Admission(REQUESTS_STARTED_PER_TURN);
  const seenConnections = new WeakSet<object>();
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    const connection = request.raw.socket;
    const first = !seenConnections.has(connection);
    if (first) seenConnections.add(connection);
    const turn = admission.enter(first);
    if (turn) void turn.then(() => done());
    else done();
  });

  installCors(app, options);

  // JSON is the only body type; an empty JSON body means `{}` (the official client sends none
  // for calls without fields). Without a text/plain parser other media types get a 415.
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    const text = body.toString();
    request.payloadText = text;
    return parseJson(request, text, done);
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return; // unknown route: the not-found handler answers
    // Public routes ignore credentials, so a stale token never blocks getting a new one.
    if (access === 'public') {
      request.identity = { kind: 'anonymous' };
      return;
    }
    const header = request.headers['wix-site-id'];
    request.identity = await identify(options.authenticator, {
      authorization: request.headers.authorization,
      siteId: Array.isArray(header) ? header[0] : header,
    });
    assertAccess(access, request.identity, request.routeOptions.config);
  });

  app.addHook('preValidation', async (request) => {
    guardInput(request.params);
    if (request.method === 'GET' || request.method === 'DELETE') {
      guardInput(request.query);
      const { payload, text } = decodeQueryPayload(request.query as Record<string, unknown>);
      request.query = payload;
      request.payloadText = text;
      guardInput(request.query);
    } else {
      guardInput(request.query);
      if (request.body === undefined || request.body === null) request.body = {};
      else guardInput(request.body);
    }
  });

  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
}
