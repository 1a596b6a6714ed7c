import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.js';
import type { Metrics } from './metrics.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a scrape's `Authorization` header carries the token (compared in constant time, as
 * digests so that a wrong length says nothing); every scrape may read them when there is none.
 */
function scrapeAllowed(authorization: string | undefined, token: string | undefined): boolean {
  if (!token) return true;
  const sent = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim() ?? '';
  return timingSafeEqual(digest(sent), digest(token));
}

const tokenMissing = () =>
  new HttpError(401, 'Reading the metrics needs their token: send Authorization: Bearer <METRICS_TOKEN>');

/** `GET /metrics` on the API's port. Outside the API reference: it is for the operator's scraper. */
export function metricsRoute(metrics: Metrics, token: string | undefined) {
  return async (app: FastifyInstance) => {
    app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      if (!scrapeAllowed(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw tokenMissing();
      }
      const text = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(text);
    });
  };
}

/**
 * The metrics on a port of their own (`METRICS_PORT`), so that only the monitoring network
 * reaches them: a bare server that answers `GET /metrics` and nothing else.
 */
export async function startMetricsServer(
  metrics: Metrics,
  options: { host: string; port: number; token?: string },
): Promise<Server> {
  const server = createServer((request, response) => {
    const json = (status: number, error: HttpError, headers: Record<string, string> = {}) =>
      response
        .writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
        .end(JSON.stringify(error.toBody()));
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics')
      return json(404, new HttpError(404, 'Only GET /metrics is served here'));
    if (!scrapeAllowed(request.headers.authorization, options.token))
      return json(401, tokenMissing(), { 'www-authenticate': 'Bearer realm="metrics"' });
    metrics.registry.metrics().then(
      (text) =>
        response
          .writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' })
          .end(text),
      () => json(500, new HttpError(500, 'The metrics could not be read')),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
