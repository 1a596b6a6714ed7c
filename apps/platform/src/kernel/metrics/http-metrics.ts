import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** Seconds: from a kept answer (under a millisecond) to a password hash queued behind others. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Counts every answered request and its time by method, route pattern (`/stores/v1/products/:id`,
 * never the URL, so the series stay few) and status. Each label set's pair of series is looked
 * up once and kept: a request costs two increments and a bucket search, no label hashing.
 */
export function countRequests(app: FastifyInstance, registry: Registry): void {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'bazaar_http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'bazaar_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const series = new Map<string, { count: Counter.Internal; time: Histogram.Internal<string> }>();
  app.addHook('onResponse', (request, reply, done) => {
    // No route matched (a 404, or refused before routing): one series for all of them.
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let pair = series.get(key);
    if (!pair) {
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      pair = { count: requests.labels(labels), time: durations.labels(labels) };
      series.set(key, pair);
    }
    pair.count.inc();
    pair.time.observe(reply.elapsedTime / 1000);
    done();
  });
}
