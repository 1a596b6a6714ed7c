import type { EventStaffPermission, SiteRole } from '@bazaar/contracts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
} from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { Access, AuthenticatedIdentity, Identity } from '../auth.js';
import { Answer, sendKeptAnswer, sendParts } from './answer.js';
import { ResponseCache } from './response-cache.js';
import { joined, SharedItemBytes, whole } from './shared-items.js';

/** Memory for one route's cached answers (see `RouteSpec.cacheKey`). */
const CACHE_BYTES_PER_ROUTE = 32 * 1024 * 1024;
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Input<S> = S extends TSchema ? Static<S> : Record<string, never>;

/**
 * The caller a route of each access level can have, after the access hook let it through: a
 * handler of an `owner` route gets an owner, never a visitor, and needs no cast to say so.
 */
export type CallerOf<A extends Access> = A extends 'public'
  ? Identity
  : A extends 'owner'
    ? Extract<Identity, { kind: 'owner' }>
    : A extends 'staff'
      ? Extract<Identity, { kind: 'owner' | 'staff' }>
      : A extends 'member'
        ? Extract<Identity, { kind: 'member' | 'owner' }>
        : A extends 'account'
          ? Extract<Identity, { kind: 'member' }>
          : AuthenticatedIdentity;

/** What a handler sees: the validated input and the caller, never the raw request. */
interface RouteContext<B, Q, P, A extends Access = Access> {
  body: B;
  query: Q;
  params: P;
  identity: CallerOf<A>;
  requestId: string;
  /** The caller's network address (the socket's peer: no proxy header is trusted). */
  ip: string;
  /**
   * The raw Authorization header, for the one public route that reads credentials of its own
   * (the token endpoint's `authorized_client` grant: `<access token>,<API key>`). Every other
   * route takes its caller from `identity`.
   */
  authorization: string | undefined;
  log: FastifyBaseLogger;
  /**
   * The input as JSON text, to name it in a cache key: the text the caller sent when the payload
   * came as JSON (a `.r` parameter, a POST body), else the validated input serialised. Two texts
   * of one input make two keys (a cache miss), never one key for two inputs; and the text needs
   * no serialising, which cost an uncached catalogue answer about 3 % of its CPU.
   */
  inputText(): string;
}

export interface RouteSpec<
  B extends TSchema | undefined,
  Q extends TSchema | undefined,
  P extends TSchema | undefined,
  R extends TSchema,
  A extends Access = Access,
> {
  method: Method;
  /** The documented public path, e.g. `/stores-reader/v1/products/query-platformized`. */
  path: string;
  /** Other paths the official modules request for the same call; served, not documented. */
  aliases?: string[];
  access: A;
  /** For a `staff` route: the permission a staff member needs (the owner needs none). */
  staffPermission?: A extends 'staff' ? EventStaffPermission : never;
  /**
   * The back-office roles (API keys, people) the route admits; default OWNER and MANAGER (and STAFF
   * on `staff` routes). OWNER alone for what shapes the site's access (keys, clients, webhooks).
   */
  roles?: readonly SiteRole[];
  summary: string;
  tags: string[];
  body?: B;
  querystring?: Q;
  params?: P;
  response: R;
  /**
   * A "complex" GET (reference §3.4): the payload arrives as a `.r` base64url JSON parameter (or
   * flattened dotted keys) and is validated against `body`; a POST to the same path with the
   * payload as its JSON body is the fallback for long query strings.
   */
  complexGet?: boolean;
  /**
   * Names a list in the answer whose items the domain shares between answers and never changes
   * (see `SharedItemBytes`): each item is serialised once, so an answer the cache cannot serve
   * costs the splicing of kept bytes, not the serialising of every item again.
   */
  sharedItems?: { property: keyof Static<R> & string };
  /**
   * Makes the answer cacheable: while a call's key stays the same, its answer is sent again as
   * the bytes sent the first time. The key must name everything the answer depends on (the
   * site, the caller's kind, a revision of the data that changes with every committed write, the
   * input) and must be read before the data, so that an answer is never kept under a key newer
   * than what it shows. Resolving to undefined leaves that call uncached. It is given the same
   * context object the handler then is, so what the key was made of can be handed on (a
   * `WeakMap` keyed by the context) rather than read twice.
   */
  cacheKey?(context: RouteContext<Input<B>, Input<Q>, Input<P>, A>): Promise<string | undefined>;
  /** Whether an answer may be kept under its key (default: every one may); false sends it uncached. */
  keepable?(answer: Static<R>): boolean;
  /** Returning nothing answers `{}`: every success is a 200 with a JSON body. */
  // biome-ignore lint/suspicious/noConfusingVoidType: handlers with nothing to say simply do not return.
  handler(context: RouteContext<Input<B>, Input<Q>, Input<P>, A>): Promise<Static<R> | void>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    staffPermission?: EventStaffPermission;
    roles?: readonly SiteRole[];
  }
  interface FastifyRequest {
    identity: Identity;
    payloadText: string | undefined;
  }
}

const toBuffer = (serialized: string | Buffer | ArrayBuffer | Uint8Array): Buffer =>
  typeof serialized === 'string'
    ? Buffer.from(serialized)
    : Buffer.isBuffer(serialized)
      ? serialized
      : Buffer.from(serialized as ArrayBuffer);

/**
 * A cached answer: browsers revalidate it on every use (`no-cache`), and it is `private`, since
 * it was chosen for the caller's credentials.
 */
const sendAnswer = (request: FastifyRequest, reply: FastifyReply, answer: Answer): FastifyReply =>
  sendKeptAnswer(request, reply, answer, {
    contentType: JSON_CONTENT_TYPE,
    cacheControl: 'private, no-cache',
  });

/**
 * Registers one API call on its documented path and on the `/_api` form the official modules
 * request (reference §0), plus any aliases. Every registration declares its access level.
 */
export function route<
  B extends TSchema | undefined = undefined,
  Q extends TSchema | undefined = undefined,
  P extends TSchema | undefined = undefined,
  R extends TSchema = TSchema,
  A extends Access = Access,
>(app: FastifyInstance, spec: RouteSpec<B, Q, P, R, A>): void {
  if (spec.access === 'staff' && !spec.staffPermission)
    throw new Error(`Route ${spec.method} ${spec.path} is open to staff but names no permission`);
  const paths = [spec.path, `/_api${spec.path}`, ...(spec.aliases ?? [])];
  const payloadIsQuery = spec.complexGet === true;
  const methods: Method[] = payloadIsQuery ? ['GET', 'POST'] : [spec.method];

  // One cache for all of the call's paths and methods: a `.r` GET and its POST fallback share answers.
  const cache = spec.cacheKey ? new ResponseCache<Answer>(CACHE_BYTES_PER_ROUTE) : undefined;
  const sharedItems = spec.sharedItems && new SharedItemBytes(spec.response, spec.sharedItems);

  for (const method of methods) {
    const bodyInQuery = payloadIsQuery && method === 'GET';
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const body = (bodyInQuery ? request.query : request.body) as Input<B>;
      const context: RouteContext<Input<B>, Input<Q>, Input<P>, A> = {
        body,
        query: (bodyInQuery ? {} : request.query) as Input<Q>,
        params: request.params as Input<P>,
        // The access hook (wire.ts) has refused every caller this level does not admit.
        identity: request.identity as CallerOf<A>,
        requestId: request.id,
        ip: request.ip,
        authorization: request.headers.authorization,
        log: request.log,
        inputText: () => request.payloadText ?? JSON.stringify(body),
      };
      const key = cache && (await spec.cacheKey?.(context));
      if (cache && key !== undefined) {
        const cached = cache.get(key);
        if (cached) return sendAnswer(request, reply, cached);
      }
      const result = (await spec.handler(context)) ?? {};
      reply.code(200);
      // Serialised by the route's own response schema, exactly as Fastify would.
      const answer = sharedItems
        ? sharedItems.serialize(reply, result as Record<string, unknown>)
        : whole(toBuffer(reply.serialize(result)));
      if (
        !cache ||
        key === undefined ||
        (spec.keepable && !spec.keepable(result as Static<R>)) ||
        !cache.shouldKeep(key)
      )
        return sendParts(request, reply.type(JSON_CONTENT_TYPE), answer);
      const kept = new Answer(joined(answer));
      cache.set(key, kept);
      return sendAnswer(request, reply, kept);
    };
    paths.forEach((url, index) => {
      const schema: FastifySchema & { summary: string; tags: string[]; hide: boolean } = {
        summary: spec.summary,
        tags: spec.tags,
        // Only the documented path and method appear in the OpenAPI document.
        hide: index > 0 || (payloadIsQuery && method === 'POST'),
        ...(spec.params ? { params: spec.params } : {}),
        ...(bodyInQuery && spec.body ? { querystring: spec.body } : {}),
        ...(!bodyInQuery && spec.querystring ? { querystring: spec.querystring } : {}),
        ...(!bodyInQuery && spec.body ? { body: spec.body } : {}),
        response: { 200: spec.response },
      };
      const config = { access: spec.access, staffPermission: spec.staffPermission, roles: spec.roles };
      app.route({ method, url, config, schema, handler });
    });
  }
}
