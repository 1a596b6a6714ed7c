// Events under load (issue 16): the storefront's `wixEventsV2.queryEvents().limit(10).find()` and
// `orders.createReservation` of one ticket, each side by side with the bare node:http server
// (bench/lib/baseline-server.mjs) sending the same bytes, in the same run, on 127.0.0.1. A
// benchmark, not a test: nothing passes or fails on timing; only broken responses (non-2xx,
// socket errors) are flagged (exit code 1).
//
//   npm run build
//   node bench/events.mjs [--duration 10 --connections 10 --rounds 3 --warmup 2
//                          --postgres postgres://postgres@127.0.0.1:5432/test]
//
// Set-up, through the public API as the site owner: 10 published events a month ahead, each
// with one General ticket of unlimited quantity. The measured requests are what the built SDK
// sends as an anonymous visitor of the demo client (recorded once, then sent as is): the events
// query, and a reservation of one General ticket of the first event (every request holds one
// more ticket: an insert, a conditional counter update, a job and an event in one transaction).
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, OAuthStrategy } from '@bazaar/sdk';
import { orders, wixEventsV2 } from '@bazaar/sdk/events';
import { encodedSize } from './lib/autocannon.mjs';
import { machineFacts } from './lib/machine.mjs';
import { benchOptions } from './lib/options.mjs';
import { ownerCalls } from './lib/owner-api.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { RATIO_TABLE_HEAD, ratioRow, summariseRuns } from './lib/report.mjs';
import { measureRounds } from './lib/rounds.mjs';
import { recordingFetch } from './lib/sdk-calls.mjs';
import { startBaseline, startPlatform, stopChild } from './lib/servers.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DEMO_CLIENT_ID = '9026f6eb-5084-4b15-9535-c4192b0b498e';
const DAY_MS = 24 * 3_600_000;
const EVENTS = 10;
/** Issue 16's target: the events query at no less than this share of the bare server's req/s. */
const TARGET_RATIO = 0.4;

const log = (message) => console.error(message);

/** Ten events a month ahead, one unlimited General ticket each; the first event's ticket id. */
async function setUpEvents(call) {
  const start = Math.ceil(Date.now() / DAY_MS) * DAY_MS + 30 * DAY_MS;
  const made = [];
  for (let index = 0; index < EVENTS; index++) {
    const { event } = await call('POST', '/events/v3/events', {
      event: {
        title: `Bench night ${index + 1}`,
        shortDescription: 'Music by the river',
        location: {
          type: 'VENUE',
          name: 'Bench Hall',
          address: { formattedAddress: 'Rua Augusta 1, Lisboa' },
        },
        dateAndTimeSettings: {
          startDate: new Date(start + index * DAY_MS).toISOString(),
          endDate: new Date(start + index * DAY_MS + 3 * 3_600_000).toISOString(),
          timeZoneId: 'Europe/Lisbon',
        },
        registration: { initialType: 'TICKETING' },
      },
    });
    const { ticketDefinition } = await call('POST', '/events/v3/ticket-definitions', {
      ticketDefinition: {
        eventId: event.id,
        name: 'General',
        pricingMethod: { fixedPrice: { value: '25' } },
      },
    });
    made.push({ eventId: event.id, ticketId: ticketDefinition.id });
  }
  return made;
}

/** The storefront's two calls, made once for real through the built SDK as one visitor. */
async function recordVisitorCalls(platformUrl, { eventId, ticketId }) {
  const recorder = recordingFetch(platformUrl);
  const client = createClient({
    modules: { wixEventsV2, orders },
    auth: OAuthStrategy({ clientId: DEMO_CLIENT_ID }),
    host: { apiBaseUrl: platformUrl },
    fetch: recorder.fetch,
  });
  const { items } = await client.wixEventsV2.queryEvents().limit(EVENTS).find();
  const query = recorder.last();
  if (items.length !== EVENTS) throw new Error(`queryEvents found ${items.length} events, not ${EVENTS}`);
  const reservation = await client.orders.createReservation(eventId, {
    ticketQuantities: [{ ticketDefinitionId: ticketId, quantity: 1 }],
  });
  if (reservation.reservationStatus !== 'RESERVATION_PENDING')
    throw new Error('the reservation is not pending');
  return { query, reserve: recorder.last() };
}

/** One real answer, checked, kept byte for byte for the bare server. */
async function captureAnswer(platformUrl, request, check) {
  const response = await fetch(`${platformUrl}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !contentType.startsWith('application/json'))
    throw new Error(`${request.path} answered ${response.status}: ${bytes.toString('utf8').slice(0, 500)}`);
  check(JSON.parse(bytes.toString('utf8')));
  return {
    contentType,
    base64: bytes.toString('base64'),
    bodyBytes: bytes.length,
    encodedBytes: {
      br: await encodedSize(platformUrl, request, 'br'),
      gzip: await encodedSize(platformUrl, request, 'gzip'),
    },
  };
}

async function main() {
  const opts = benchOptions('bench/events.mjs');
  const machine = await machineFacts();
  log(
    `Plan: set-up (${EVENTS} events), then 2 requests x ${opts.rounds} rounds x 2 servers x ${opts.duration} s, ` +
      `${opts.connections} connections, plus ${opts.warmup} s warm-up per server and request.`,
  );
  log(`Machine: ${machine.nproc} cores, ${machine.cpuModel}, Node ${machine.node}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'bazaar-bench-events-'));
  let platform;
  let postgres;
  const baselines = [];
  let interrupted = false;
  const onSignal = (signal) => {
    interrupted = true;
    log(`${signal}: stopping after the current run`);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    if (opts.postgres) {
      postgres = await createBenchDatabase(opts.postgres);
      machine.postgres = postgres.serverVersion;
    }
    platform = await startPlatform(dataDir, postgres?.url, opts.profile);
    log(`Platform: ${platform.url} (pid ${platform.child.pid}), data in ${dataDir}`);
    const apiKey = (await readFile(join(dataDir, 'owner-api-key'), 'utf8')).trim();
    const [first] = await setUpEvents(ownerCalls(platform.url, apiKey));
    const { query, reserve } = await recordVisitorCalls(platform.url, first);
    const measured = [
      {
        name: `POST /events/v3/events/query (queryEvents().limit(${EVENTS}), ${postgres ? 'PostgreSQL' : 'SQLite'})`,
        request: query,
        check: (body) => {
          if (body.events?.length !== EVENTS)
            throw new Error(`the query answered ${body.events?.length} events`);
        },
      },
      {
        name: `POST /events/v1/checkout/reservations (1 ticket, ${postgres ? 'PostgreSQL' : 'SQLite'})`,
        request: reserve,
        check: (body) => {
          if (body.reservationStatus !== 'RESERVATION_PENDING')
            throw new Error('the reservation is not pending');
        },
      },
    ];
    const results = [];
    for (const { name, request, check } of measured) {
      if (interrupted) break;
      const sample = await captureAnswer(platform.url, request, check);
      const baseline = await startBaseline({ [request.path]: sample });
      baselines.push(baseline);
      log(`Measuring ${name}: ${sample.bodyBytes} bytes; bare node:http ${baseline.url}`);
      const runs = await measureRounds({ baseline, platform }, request, opts, {
        log,
        stopped: () => interrupted,
        label: `${request.path} `,
      });
      await stopChild(baseline.child, 'bare server');
      if (runs.length < 2 || runs.length % 2 !== 0) continue;
      results.push({ name, sample, summary: summariseRuns(runs), runs });
    }
    const lines = [...RATIO_TABLE_HEAD, ...results.map(({ name, summary }) => ratioRow(name, summary)), ''];
    for (const { name, sample } of results)
      lines.push(
        `- ${name}: ${sample.bodyBytes} JSON bytes (Brotli ${sample.encodedBytes.br}, gzip ${sample.encodedBytes.gzip}).`,
      );
    const queried = results[0];
    if (queried)
      lines.push(
        '',
        `Target (issue 16): the events query at no less than ${TARGET_RATIO} of the bare server's req/s: ` +
          `${queried.summary.ratio.toPrecision(2)}, ${queried.summary.ratio >= TARGET_RATIO ? 'met' : 'NOT met'}.`,
      );
    console.log(lines.join('\n'));
    machine.loadavgAfter = loadavg();
    const outDir = join(ROOT, 'bench/out');
    await mkdir(outDir, { recursive: true });
    const file = join(outDir, `events-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    await writeFile(
      file,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          options: opts,
          machine,
          database: postgres ? 'postgres' : 'sqlite',
          results: results.map(({ sample: { base64: _bytes, ...sample }, ...rest }) => ({ ...rest, sample })),
        },
        null,
        2,
      )}\n`,
    );
    log(`Raw runs: ${file}`);
    if (results.some(({ summary }) => summary.flagged)) {
      log('Some runs had non-2xx answers or socket errors: their numbers do not measure the intended work.');
      process.exitCode = 1;
    }
  } finally {
    for (const baseline of baselines) await stopChild(baseline.child, 'bare server');
    await stopChild(platform?.child, 'platform');
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
