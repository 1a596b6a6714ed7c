import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { SeriesHistogram } from './series-histogram.js';

/** Seconds: from a kept answer (under a millisecond) to a password hash queued behind others. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What is told of each answered request (the request log calls it: no hook of its own). */
export type RequestRecorder = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Counts every answered request and its time by method, route pattern (`/stores/v1/products/:id`,
 * never the URL, so the series stay few) and status: one histogram, whose counts are also the
 * requests counter. A request costs a map lookup and a few additions (series-histogram.ts).
 */
export function requestRecorder(registry: Registry): RequestRecorder {
  const durations = new SeriesHistogram({
    name: 'bazaar_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status',
    buckets: LATENCY_BUCKETS,
    registry,
    countAs: {
      name: 'bazaar_http_requests_total',
      help: 'Requests answered, by method, route pattern and status',
    },
  });
  return (request, reply) => {
    // No route matched (a 404, or refused before routing): one series for all of them.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    durations
      .seriesOf(`${request.method} ${status} ${route}`, () => ({
        method: request.method,
        route,
        status: String(status),
      }))
      .observe(reply.elapsedTime / 1000);
  };
}
