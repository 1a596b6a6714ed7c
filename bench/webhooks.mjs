// Webhook deliveries per second (issue 38): the built platform sends a backlog of signed
// deliveries to a receiver on 127.0.0.1, beside a bare node:http client POSTing bodies of the same
// size to the same receiver with the same concurrency, in the same run. A benchmark, not a test:
// nothing passes or fails on timing.
//
//   npm run build
//   node bench/webhooks.mjs [--events 400] [--rounds 3] [--postgres postgres://postgres@127.0.0.1:5432/test]
//
// Each round: the owner subscribes the receiver to product creations, then adds `--events`
// products through the API, eight requests at a time. The platform publishes each product's event
// from its outbox (every second), writes one delivery per event, and its dispatcher sends them
// (eight at a time, each signed RS256). The rate is measured over the second half of the
// deliveries, which arrive after the last product was added: the backlog, sent as fast as the
// platform sends. The bare client then POSTs as many bodies of the same length, eight at a time.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { median } from './lib/machine.mjs';
import { ownerCalls } from './lib/owner-api.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { startPlatform, stopChild } from './lib/servers.mjs';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '400' },
    rounds: { type: 'string', default: '3' },
    postgres: { type: 'string' },
  },
});
const EVENTS = Number(values.events);
const ROUNDS = Number(values.rounds);
/** The dispatcher's batch: the bare client keeps as many requests open. */
const CONCURRENCY = 8;
const log = (message) => console.error(message);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A receiver that answers 204 at once and notes when each delivery arrived and how long it was. */
async function startReceiver() {
  const arrivals = [];
  const server = createServer((incoming, answer) => {
    let length = 0;
    incoming.on('data', (chunk) => {
      length += chunk.length;
    });
    incoming.on('end', () => {
      arrivals.push({ at: performance.now(), length });
      answer.statusCode = 204;
      answer.end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/hook`, arrivals, close: () => server.close() };
}

/** Deliveries per second over the second half of `arrivals` (after the backlog was built). */
function backlogRate(arrivals, builtAt) {
  const tail = arrivals.slice(Math.floor(arrivals.length / 2));
  const first = tail[0]?.at ?? 0;
  const last = tail.at(-1)?.at ?? 0;
  return { rate: (tail.length - 1) / ((last - first) / 1000), afterBuilt: first >= builtAt };
}

/** The bare client: `count` POSTs of `length` bytes, `CONCURRENCY` at a time; requests per second. */
async function bareRate(url, count, length) {
  const body = 'x'.repeat(length);
  let next = 0;
  const started = performance.now();
  const slot = async () => {
    while (next < count) {
      next++;
      await new Promise((resolve, reject) => {
        const sent = request(
          url,
          { method: 'POST', headers: { 'content-type': 'text/plain; charset=utf-8' } },
          (res) => {
            res.resume();
            res.on('end', resolve);
          },
        );
        sent.on('error', reject);
        sent.end(body);
      });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, slot));
  return count / ((performance.now() - started) / 1000);
}

const receiver = await startReceiver();
const database = values.postgres ? await createBenchDatabase(values.postgres) : undefined;
const dataDir = await mkdtemp(join(tmpdir(), 'bazaar-bench-webhooks-'));
const platform = await startPlatform(dataDir, database?.url);
const rows = [];
try {
  const apiKey = (await readFile(join(dataDir, 'owner-api-key'), 'utf8')).trim();
  const call = ownerCalls(platform.url, apiKey);
  for (let round = 1; round <= ROUNDS; round++) {
    receiver.arrivals.length = 0;
    const { subscription } = await call('POST', '/webhooks/v1/subscriptions', {
      subscription: { url: receiver.url, eventTypes: ['wix.stores.catalog.v1.product_created'] },
    });
    let made = 0;
    const addingFrom = performance.now();
    const adder = async () => {
      while (made < EVENTS) {
        made++;
        await call('POST', '/stores/v1/products', {
          product: { name: `Webhook bench ${round}.${made}`, priceData: { price: '10' } },
        });
      }
    };
    await Promise.all(Array.from({ length: 8 }, adder));
    const builtAt = performance.now();
    const writeRate = EVENTS / ((builtAt - addingFrom) / 1000);
    const deadline = Date.now() + 120_000;
    while (receiver.arrivals.length < EVENTS && Date.now() < deadline) await sleep(50);
    if (receiver.arrivals.length < EVENTS)
      throw new Error(`only ${receiver.arrivals.length} of ${EVENTS} delivered in 2 min`);
    await call('DELETE', `/webhooks/v1/subscriptions/${subscription.id}`);
    const platformRun = backlogRate(receiver.arrivals, builtAt);
    const bodyLength = median(receiver.arrivals.map((arrival) => arrival.length));
    const bare = await bareRate(receiver.url, EVENTS, bodyLength);
    rows.push({
      round,
      platform: platformRun.rate,
      bare,
      afterBuilt: platformRun.afterBuilt,
      bodyLength,
      writeRate,
    });
    log(
      `round ${round}: platform ${platformRun.rate.toFixed(0)}/s, bare ${bare.toFixed(0)}/s, products added ${writeRate.toFixed(0)}/s`,
    );
  }
} finally {
  await stopChild(platform.child, 'platform');
  receiver.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
}

const ratios = rows.map((row) => row.platform / row.bare);
console.log(
  `Webhook deliveries on ${values.postgres ? 'PostgreSQL' : 'SQLite'}, ${EVENTS} a round, load ${loadavg()[0].toFixed(2)}`,
);
console.log('');
console.log(
  '| round | platform deliveries/s | bare POSTs/s | ratio | body | products added/s | measured after the backlog was built |',
);
console.log('|---:|---:|---:|---:|---:|---:|---|');
for (const row of rows)
  console.log(
    `| ${row.round} | ${row.platform.toFixed(0)} | ${row.bare.toFixed(0)} | ${(row.platform / row.bare).toFixed(3)} | ${row.bodyLength} B | ${row.writeRate.toFixed(0)} | ${row.afterBuilt ? 'yes' : 'no (the deliveries kept up with the writes)'} |`,
  );
console.log(
  `| median | ${median(rows.map((row) => row.platform)).toFixed(0)} | ${median(rows.map((row) => row.bare)).toFixed(0)} | ${median(ratios).toFixed(3)} | | ${median(rows.map((row) => row.writeRate)).toFixed(0)} | |`,
);
