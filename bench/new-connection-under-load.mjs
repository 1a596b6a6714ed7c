// Issue 12 (1): does a new connection get an answer while the platform is saturated? 200
// keep-alive connections send POST /ecom/v1/carts/current/add-to-cart (50 visitors, one line
// each, every call adds one unit) for 20 s, while another process opens a new connection every
// 200 ms and asks GET /healthz. Reports the new connections' slowest and median answer beside the
// load's p99. A benchmark, not a test: only 127.0.0.1, bounded in time, stops by itself.
//
//   npm run build && node bench/new-connection-under-load.mjs [--duration 20 --connections 200
//     --visitors 50 --postgres postgres://postgres@127.0.0.1:5432/test]
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { fillCatalogue } from './lib/catalogue.mjs';
import { median, percentile } from './lib/machine.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { startPlatform, stopChild } from './lib/servers.mjs';

const DEMO_CLIENT_ID = '9026f6eb-5084-4b15-9535-c4192b0b498e';
const STORES_APP_ID = '1380b703-ce81-ff05-f115-39571d94dfcd';
const PROBE_DELAY_MS = 2000;
const PROBE = fileURLToPath(new URL('./lib/new-connection-probe.mjs', import.meta.url));

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '200' },
    visitors: { type: 'string', default: '50' },
    interval: { type: 'string', default: '200' },
    postgres: { type: 'string' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const log = (message) => console.error(message);

const dataDir = await mkdtemp(join(tmpdir(), 'bazaar-bench-load-'));
const database = values.postgres ? await createBenchDatabase(values.postgres) : undefined;
let platform;
try {
  platform = await startPlatform(dataDir, database?.url);
  const { cartProductId: productId } = await fillCatalogue(platform.url, dataDir, 13);
  const tokens = [];
  for (let i = 0; i < Number(values.visitors); i++) {
    const response = await fetch(`${platform.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: DEMO_CLIENT_ID, grantType: 'anonymous' }),
    });
    tokens.push((await response.json()).access_token);
  }
  const body = JSON.stringify({
    lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity: 1 }],
  });
  let next = 0;

  log(
    `load: ${connections} connections × ${duration} s of add-to-cart (${tokens.length} visitors), ` +
      `a new connection every ${values.interval} ms asks /healthz; ${database ? 'PostgreSQL' : 'SQLite'}`,
  );
  const probe = fork(PROBE, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const probed = new Promise((resolve) => probe.once('message', resolve));
  const loading = autocannon({
    url: `${platform.url}/ecom/v1/carts/current/add-to-cart`,
    method: 'POST',
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json', authorization: tokens[next++ % tokens.length] },
          body,
        }),
      },
    ],
  });
  // The probe starts 2 s in, once the load's connections are open, and stops 1 s early, so it
  // sees the steady load. (While 200 connections open at once, a new one waits behind them in
  // the kernel's accept queue, which libuv drains one connection per event-loop turn.)
  await new Promise((resolve) => setTimeout(resolve, PROBE_DELAY_MS));
  probe.send({
    url: platform.url,
    intervalMs: Number(values.interval),
    durationMs: duration * 1000 - PROBE_DELAY_MS - 1000,
  });
  const [load, answers] = await Promise.all([loading, probed]);
  await stopChild(probe, 'probe');

  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const failed = answers.filter((answer) => answer.status !== 200).length;
  const result = {
    database: database ? 'postgres' : 'sqlite',
    connections,
    durationSeconds: duration,
    loadRequestsPerSecond: load.requests.average,
    loadNon2xx: load.non2xx,
    loadErrors: load.errors + load.timeouts,
    loadP50Ms: load.latency.p50,
    loadP99Ms: load.latency.p99,
    loadMaxMs: load.latency.max,
    newConnections: answers.length,
    newConnectionFailures: failed,
    newConnectionMedianMs: median(times),
    newConnectionP99Ms: percentile(times, 99),
    newConnectionMaxMs: times[times.length - 1],
    // When the slowest answers came, in seconds into the load.
    newConnectionSlowest: answers
      .map((answer, index) => ({
        atSecond: (PROBE_DELAY_MS + index * Number(values.interval)) / 1000,
        ms: Math.round(answer.ms),
      }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5),
  };
  console.log(JSON.stringify(result, null, 2));
} finally {
  await stopChild(platform?.child, 'platform');
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
}
