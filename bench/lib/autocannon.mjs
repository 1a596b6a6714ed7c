// What every benchmark here does with one request: send it under load with autocannon, and read
// its answer's size per encoding.
import { request as httpRequest } from 'node:http';
import autocannon from 'autocannon';
import { percentile } from './machine.mjs';

/**
 * One autocannon run of `request` ({ method, path, headers, body }) against `url`; latencies are
 * also collected unrounded (autocannon's own are whole milliseconds). `requests`, when given, is
 * autocannon's per-request sequence (e.g. a `setupRequest` that changes each path).
 */
export function measure(url, request, { duration, connections, requests }) {
  let latencies = new Float64Array(1 << 16);
  let count = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}${request.path}`,
        method: request.method,
        headers: request.headers,
        body: request.body,
        duration,
        connections,
        ...(requests ? { requests } : {}),
      },
      (error, result) => {
        if (error) {
          reject(error);
          return;
        }
        const sorted = latencies.subarray(0, count).sort();
        resolve({
          requestsPerSecond: result.requests.average,
          requestsPerSecondStddev: result.requests.stddev,
          requestsTotal: result.requests.total,
          latencyMeanMs: result.latency.average,
          p50Ms: percentile(sorted, 50),
          p99Ms: percentile(sorted, 99),
          autocannonP50Ms: result.latency.p50,
          autocannonP99Ms: result.latency.p99,
          bytesPerSecond: result.throughput.average,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          resets: result.resets,
          statusCodes: Object.fromEntries(
            Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
          ),
          flagged: result.non2xx + result.errors + result.timeouts > 0,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode < 200 || statusCode > 299) return;
      if (count === latencies.length) {
        const bigger = new Float64Array(latencies.length * 2);
        bigger.set(latencies);
        latencies = bigger;
      }
      latencies[count++] = responseTime;
    });
  });
}

/** The bytes of one answer as sent with `Accept-Encoding: <encoding>` (fetch would decode them). */
export function encodedSize(platformUrl, request, encoding) {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${platformUrl}${request.path}`,
      { method: request.method, headers: { ...request.headers, 'accept-encoding': encoding } },
      (response) => {
        let size = 0;
        response.on('data', (chunk) => {
          size += chunk.length;
        });
        response.on('end', () =>
          resolve(response.headers['content-encoding'] === encoding ? size : `${size} (not encoded)`),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}
