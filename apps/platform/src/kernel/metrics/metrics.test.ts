import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { parsePrometheusText, sampleValue } from '../../testing/prometheus-text.js';
import { systemClock } from '../clock.js';
import { scheduleJob } from '../jobs/jobs.js';
import { createMetrics } from './metrics.js';
import { startMetricsServer } from './metrics-endpoint.js';

const TOKEN = 'metrics-test-token-0123456789';

/** A loopback port nothing listens on: whatever is sent there fails at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `/metrics` over HTTP: Prometheus text an operator's scraper reads, moving with what the platform does. */
describe.each(testDialects)('metrics on %s', (dialect) => {
  let t: TestApp;
  let deadPort: number;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const scrape = async () => {
    const response = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusText(response.body);
  };
  const value = async (name: string, labels: Record<string, string> = {}) =>
    sampleValue((await scrape()).samples, name, labels) ?? 0;

  beforeAll(async () => {
    deadPort = await closedPort();
    t = await buildTestApp(dialect, {
      METRICS: 'on',
      METRICS_TOKEN: TOKEN,
      SMTP_URL: `smtp://127.0.0.1:${deadPort}`,
    });
  });
  afterAll(() => t.close());

  it('refuses a scrape without the token, or with another, in the wire error format', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer not-the-metrics-token' },
      { authorization: TOKEN },
    ]) {
      const refused = await get('/metrics', headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.json().message).toMatch(/METRICS_TOKEN/);
      expect(refused.body).not.toContain('bazaar_');
    }
  });

  it('is Prometheus text with every family an operator reads', async () => {
    const { types } = await scrape();
    expect(Object.fromEntries(types)).toMatchObject({
      bazaar_http_requests_total: 'counter',
      bazaar_http_request_duration_seconds: 'histogram',
      bazaar_db_query_duration_seconds: 'histogram',
      bazaar_db_connections: 'gauge',
      bazaar_db_waiting: 'gauge',
      bazaar_jobs_due: 'gauge',
      bazaar_jobs_oldest_due_age_seconds: 'gauge',
      bazaar_outbox_unpublished: 'gauge',
      bazaar_outbox_lag_seconds: 'gauge',
      bazaar_delivery_failures_total: 'counter',
      process_resident_memory_bytes: 'gauge',
      nodejs_eventloop_lag_p99_seconds: 'gauge',
    });
    expect(await value('process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(await value('bazaar_db_connections', { state: 'max' })).toBeGreaterThanOrEqual(1);
  });

  it('counts requests by route pattern and status, and times them and their queries', async () => {
    const healthz = { method: 'GET', route: '/healthz', status: '200' };
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await get('/healthz')).statusCode).toBe(200);
    expect((await get('/no/such/route')).statusCode).toBe(404);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      (sampleValue(after.samples, name, labels) ?? 0) - (sampleValue(before.samples, name, labels) ?? 0);

    expect(moved('bazaar_http_requests_total', healthz)).toBe(3);
    expect(moved('bazaar_http_request_duration_seconds_count', healthz)).toBe(3);
    expect(moved('bazaar_http_request_duration_seconds_bucket', { ...healthz, le: '+Inf' })).toBe(3);
    expect(moved('bazaar_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    // Each /healthz runs SELECT 1; the scrape itself reads the backlogs too.
    expect(moved('bazaar_db_query_duration_seconds_count', { kind: 'statement' })).toBeGreaterThanOrEqual(3);
    // Series are by route pattern, never by URL.
    expect(after.samples.some((sample) => sample.labels.route === '/no/such/route')).toBe(false);
  });

  it('shows jobs waiting past their time and events not yet published, with the age of the oldest', async () => {
    await scheduleJob(
      t.db,
      systemClock,
      'metrics-test.waiting',
      {},
      { runAt: new Date(Date.now() - 120_000) },
    );
    expect(await value('bazaar_jobs_due')).toBeGreaterThanOrEqual(1);
    expect(await value('bazaar_jobs_oldest_due_age_seconds')).toBeGreaterThanOrEqual(120);

    await t.publishEvents();
    expect(await value('bazaar_outbox_unpublished')).toBe(0);
    expect(await value('bazaar_outbox_lag_seconds')).toBe(0);
    const created = await t.app.inject({
      method: 'POST',
      url: '/stores/v1/products',
      headers: { authorization: t.ownerApiKey },
      payload: { product: { name: 'A counted mug', priceData: { price: '9' } } },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await value('bazaar_outbox_unpublished')).toBeGreaterThanOrEqual(1);
    await t.publishEvents();
    expect(await value('bazaar_outbox_unpublished')).toBe(0);
  });

  it('counts mail its server did not take and webhooks their endpoint did not', async () => {
    const mailBefore = await value('bazaar_delivery_failures_total', { channel: 'mail' });
    await t.services.mail.send({
      siteId: t.siteId,
      to: 'someone@example.com',
      subject: 'Hello',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    expect(await value('bazaar_delivery_failures_total', { channel: 'mail' })).toBe(mailBefore + 1);

    const webhookBefore = await value('bazaar_delivery_failures_total', { channel: 'webhook' });
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/webhooks/v1/subscriptions',
      headers: { authorization: t.ownerApiKey },
      payload: {
        subscription: {
          url: `http://127.0.0.1:${deadPort}/hook`,
          eventTypes: ['wix.stores.catalog.v1.product_created'],
          alertEmail: 'owner@example.com',
        },
      },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/stores/v1/products',
      headers: { authorization: t.ownerApiKey },
      payload: { product: { name: 'A mug nobody hears of', priceData: { price: '9' } } },
    });
    await t.publishEvents();
    expect(await t.services.webhooks.dispatcher.dispatchDue()).toBe(1);
    expect(await value('bazaar_delivery_failures_total', { channel: 'webhook' })).toBe(webhookBefore + 1);
  });
});

describe('metrics settings', () => {
  it('serves nothing at /metrics when off (the default)', async () => {
    const t = await buildTestApp('sqlite');
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('serves the demo’s metrics without a token when none is set', async () => {
    const t = await buildTestApp('sqlite', { METRICS: 'on' });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(200);
      expect(parsePrometheusText(response.body).types.get('bazaar_http_requests_total')).toBe('counter');
    } finally {
      await t.close();
    }
  });

  it('with a port of their own, serves them there only, behind the token', async () => {
    const port = await closedPort();
    const t = await buildTestApp('sqlite', {
      METRICS: 'on',
      METRICS_PORT: String(port),
      METRICS_TOKEN: TOKEN,
    });
    const metrics = createMetrics(true);
    const server = await startMetricsServer(metrics, { host: '127.0.0.1', port, token: TOKEN });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const url = `http://127.0.0.1:${port}`;
      const scraped = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(scraped.status).toBe(200);
      expect(parsePrometheusText(await scraped.text()).types.get('process_resident_memory_bytes')).toBe(
        'gauge',
      );
      const refused = await fetch(`${url}/metrics`);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { message: string }).message).toMatch(/METRICS_TOKEN/);
      expect((await fetch(`${url}/healthz`)).status).toBe(404);
    } finally {
      server.close();
      await t.close();
    }
  });
});
