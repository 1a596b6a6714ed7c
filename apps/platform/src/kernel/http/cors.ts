import { REQUEST_ID_HEADER } from '@bazaar/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ValidationError } from '../errors.js';

export interface CorsOptions {
  /** Origins the operator allows for every site (`CORS_ORIGINS`). */
  corsOrigins: readonly string[];
  /** Whether an OAuth client allows a browser origin (its allowed domains). */
  allowsOrigin?: (origin: string) => Promise<boolean>;
}

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
/** What the SDK and the official clients send from a browser. */
const ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'x-wix-bi-gateway',
  'x-wix-consistent',
  'wix-site-id',
  'wix-account-id',
].join(', ');
const EXPOSED_HEADERS = [REQUEST_ID_HEADER, 'x-wix-consistent'].join(', ');
/** How long a browser may reuse a preflight's answer. */
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/** Adds `token` to the answer's `Vary` header, keeping the tokens already there. */
export function addVary(reply: FastifyReply, token: string): void {
  const current = reply.getHeader('vary');
  if (current === undefined || current === '') {
    reply.header('vary', token);
    return;
  }
  const tokens = String(current).toLowerCase().split(',');
  if (!tokens.some((held) => held.trim() === token)) reply.header('vary', `${current}, ${token}`);
}

/**
 * CORS for browsers: an allowed origin (the operator's list, or some OAuth client's allowed
 * domains) may read the answers and gets its preflights answered; any other origin gets no CORS
 * headers, so its page cannot read them, and its preflight is not found. A request with no
 * `Origin` (a server, the bench, a same-origin page) costs a header and nothing else: answering
 * it through a general CORS plugin took about 3 % of an uncached catalogue answer's CPU.
 */
export function installCors(app: FastifyInstance, options: CorsOptions): void {
  const operatorOrigins = new Set(options.corsOrigins);
  const { allowsOrigin } = options;

  app.addHook('onRequest', (request, reply, done) => {
    // Whether the CORS headers come depends on the Origin: caches must key on it.
    addVary(reply, 'origin');
    const { origin } = request.headers;
    if (!origin) return done();
    const answer = (allowed: boolean) => {
      if (!allowed) return done();
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-expose-headers', EXPOSED_HEADERS);
      if (request.method !== 'OPTIONS') return done();
      if (!request.headers['access-control-request-method']) {
        return done(
          ValidationError.field('access-control-request-method', 'is required in a CORS preflight'),
        );
      }
      reply
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS)
        // Safari waits for a body on a 204 that does not say it has none.
        .header('content-length', '0')
        .code(204)
        .send();
    };
    if (operatorOrigins.has(origin)) return answer(true);
    if (!allowsOrigin) return answer(false);
    allowsOrigin(origin).then(answer, (error: Error) => done(error));
  });

  // Preflights of allowed origins are answered above; any other OPTIONS request is not found.
  app.options(
    '*',
    { config: { access: 'public' }, schema: { hide: true } },
    (_request, reply) => void reply.callNotFound(),
  );
}
