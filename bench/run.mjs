// HTTP throughput and latency of the platform, always side by side with a bare node:http server
// that sends the same bytes, in the same run, on 127.0.0.1 (these 2-core machines are noisy:
// read the ratio and the medians, not the raw numbers). A benchmark, not a test: nothing here
// passes or fails on timing; only broken responses (non-2xx, socket errors) are flagged. The store
// endpoints send what the SDK sent once at start (bench/lib/sdk-calls.mjs), over a catalogue
// topped up to 50 products (bench/lib/catalogue.mjs).
//
//   npm run build
//   npm run bench [-- --duration 10 --connections 10 --rounds 3 --warmup 2 --only products
//                    --postgres postgres://postgres@127.0.0.1:5432/test]
//
// Prints the plan and progress on stderr, a Markdown table on stdout, and writes every run to
// bench/out/<timestamp>.json (git-ignored). The bare server is bench/lib/baseline-server.mjs, a
// child process of the run (bench/lib/servers.mjs); machine measurements are in bench/lib/machine.mjs.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodedSize, measure as measureRequest } from './lib/autocannon.mjs';
import { fillCatalogue } from './lib/catalogue.mjs';
import { CATALOGUE_SIZE, DEMO_CLIENT_ID, ENDPOINTS } from './lib/endpoints.mjs';
import { cpuSeconds, machineFacts } from './lib/machine.mjs';
import { benchOptions } from './lib/options.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { ms, RATIO_TABLE_HEAD, ratioRow, rps, summariseRuns } from './lib/report.mjs';
import { recordStorefrontCalls } from './lib/sdk-calls.mjs';
import { startBaseline, startPlatform, stopChild } from './lib/servers.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

// ---------------------------------------------------------------------------------------------
// The run.

function options() {
  const opts = benchOptions('bench/run.mjs', {
    extra: { only: { type: 'string' } },
    extraUsage: '  --only: measure only the endpoints whose name contains <text> (e.g. "products")\n',
  });
  return { ...opts, endpoints: selectEndpoints(opts.values.only) };
}

/** All endpoints, or those whose name contains `only`; naming none is an error, not an empty run. */
function selectEndpoints(only) {
  if (only === undefined) return ENDPOINTS;
  const chosen = ENDPOINTS.filter((endpoint) => endpoint.name.includes(only));
  if (chosen.length === 0) {
    console.error(
      `--only "${only}" names no endpoint; they are:\n${ENDPOINTS.map((e) => `  ${e.name}`).join('\n')}`,
    );
    process.exit(2);
  }
  return chosen;
}

const log = (message) => console.error(message);
/** How many distinct filters this process has sent (they must never repeat, or the cache answers). */
let distinctCount = 0;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One real answer per endpoint, checked, kept byte for byte for the bare server. */
/** `run.database` is the dialect the platform should say it runs on (healthz). */
async function captureSamples(platformUrl, endpoints, run) {
  const samples = {};
  for (const endpoint of endpoints) {
    const response = await fetch(`${platformUrl}${endpoint.path}`, {
      method: endpoint.method,
      headers: endpoint.headers,
      body: endpoint.body,
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('content-type') ?? '';
    if (response.status !== 200) {
      throw new Error(
        `${endpoint.name} answered ${response.status}: ${bytes.toString('utf8').slice(0, 500)}`,
      );
    }
    if (
      !contentType.startsWith('application/json') ||
      !endpoint.check(JSON.parse(bytes.toString('utf8')), run)
    ) {
      throw new Error(
        `${endpoint.name} answered an unexpected body (${contentType}): ${bytes.toString('utf8')}`,
      );
    }
    if (endpoint.distinctFilter) {
      // The point of the distinct filter: a different request, the same answer.
      const other = await fetch(`${platformUrl}${distinctPath(endpoint.path, distinctCount++)}`, {
        method: endpoint.method,
        headers: endpoint.headers,
      });
      const otherBytes = Buffer.from(await other.arrayBuffer());
      if (other.status !== 200 || !otherBytes.equals(bytes)) {
        throw new Error(`${endpoint.name}: a distinct filter changed the answer (${other.status})`);
      }
    }
    samples[endpoint.path] = {
      contentType,
      base64: bytes.toString('base64'),
      bodyBytes: bytes.length,
      // What the answer weighs on the wire for a client that takes Brotli or gzip.
      encodedBytes: {
        br: await encodedSize(platformUrl, endpoint, 'br'),
        gzip: await encodedSize(platformUrl, endpoint, 'gzip'),
      },
      platformHeaders: [...response.headers.keys()],
    };
  }
  return samples;
}

/**
 * The recorded `.r` query path with the `n`th distinct filter: a `numericId` no product has, so the
 * answer is the same page, byte for byte (checked in `captureSamples`).
 */
function distinctPath(path, n) {
  const url = new URL(path, 'http://placeholder');
  const payload = JSON.parse(Buffer.from(url.searchParams.get('.r'), 'base64url').toString('utf8'));
  payload.query = { ...payload.query, filter: { numericId: { $ne: -1 - n } } };
  url.searchParams.set('.r', Buffer.from(JSON.stringify(payload)).toString('base64url'));
  return `${url.pathname}${url.search}`;
}

/** One autocannon run; latencies are also collected unrounded (autocannon's are whole ms). */
function measure(url, endpoint, { duration, connections }, server) {
  // Each request of a distinct-filter endpoint gets a filter never sent before in this process.
  const distinct = endpoint.distinctFilter && server === 'platform';
  return measureRequest(url, endpoint, {
    duration,
    connections,
    ...(distinct
      ? {
          requests: [
            {
              method: endpoint.method,
              setupRequest: (request) => ({ ...request, path: distinctPath(endpoint.path, distinctCount++) }),
            },
          ],
        }
      : {}),
  });
}

function sqliteVersion() {
  try {
    const Database = createRequire(join(ROOT, 'apps/platform/package.json'))('better-sqlite3');
    const db = new Database(':memory:');
    const { version } = db.prepare('SELECT sqlite_version() AS version').get();
    db.close();
    return version;
  } catch {
    return undefined;
  }
}

const answered = (result) =>
  Object.entries(result.statusCodes).reduce(
    (sum, [code, count]) => sum + (code.startsWith('2') ? count : 0),
    0,
  );

/** Headers for the raw-runs file, without the visitor's access token. */
const redacted = (headers) =>
  headers &&
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, name === 'authorization' ? '…' : value]),
  );

function table(summaries) {
  const lines = [...RATIO_TABLE_HEAD, ...summaries.map((s) => ratioRow(s.endpoint, s))];
  lines.push(
    '',
    '| Endpoint | Server | Server CPU % (100 = one core) | Server CPU µs per request | autocannon CPU % |',
    '|---|---|---:|---:|---:|',
  );
  for (const s of summaries) {
    for (const [label, side] of [
      ['bare', s.baseline],
      ['platform', s.platform],
    ]) {
      lines.push(
        `| ${s.endpoint} | ${label} | ${Math.round(side.serverCpuPercent)} | ` +
          `${Math.round(side.serverCpuMicrosecondsPerRequest)} | ${Math.round(side.clientCpuPercent)} |`,
      );
    }
  }
  return lines.join('\n');
}

async function main() {
  const opts = options();
  const machine = { ...(await machineFacts()), sqlite: sqliteVersion() };

  const perRun = opts.duration;
  const total = opts.endpoints.length * (opts.rounds * 2 * perRun + 2 * opts.warmup);
  log(
    `Plan: ${opts.endpoints.length} endpoints x ${opts.rounds} rounds x 2 servers (bare node:http, platform) x ` +
      `${perRun} s, ${opts.connections} connections, plus ${opts.warmup} s warm-up per server and endpoint: ` +
      `about ${total} s of load.`,
  );
  log(`Machine: ${machine.nproc} cores, ${machine.cpuModel}, Node ${machine.node}, SQLite ${machine.sqlite}`);
  if (machine.busyPercentBefore > 10) {
    log(
      `Warning: the machine was ${Math.round(machine.busyPercentBefore)}% busy in the second before the run: ` +
        'something else is running, and the numbers will be lower and noisier.',
    );
  }

  const dataDir = await mkdtemp(join(tmpdir(), 'bazaar-bench-'));
  let platform;
  let baseline;
  let postgres;
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
      log(`PostgreSQL ${postgres.serverVersion}: database ${postgres.name}, dropped at the end`);
    }
    platform = await startPlatform(dataDir, postgres?.url, opts.profile);
    log(`Platform: ${platform.url} (pid ${platform.child.pid}), data in ${dataDir}`);
    const { created, cartProductId } = await fillCatalogue(platform.url, dataDir, CATALOGUE_SIZE);
    log(`Catalogue: ${created} products created through POST /stores/v1/products, ${CATALOGUE_SIZE} in all`);
    const storefront = await recordStorefrontCalls(platform.url, {
      clientId: DEMO_CLIENT_ID,
      pageSize: CATALOGUE_SIZE,
      cartProductId,
    });
    const endpoints = opts.endpoints.map((endpoint) =>
      endpoint.sdkCall ? { ...endpoint, ...storefront[endpoint.sdkCall] } : endpoint,
    );
    const samples = await captureSamples(platform.url, endpoints, {
      database: postgres ? 'postgres' : 'sqlite',
    });
    baseline = await startBaseline(samples);
    log(`Bare node:http: ${baseline.url} (pid ${baseline.child.pid})`);
    const urls = { baseline: baseline.url, platform: platform.url };

    const results = [];
    for (const endpoint of endpoints) {
      if (interrupted) break;
      // 2xx answers of the platform, warm-up included: each one is a unit added to the cart.
      let platformAnswers = 0;
      if (opts.warmup > 0) {
        for (const server of ['baseline', 'platform']) {
          const warm = await measure(urls[server], endpoint, { ...opts, duration: opts.warmup }, server);
          if (server === 'platform') platformAnswers += answered(warm);
          if (warm.flagged)
            log(`${endpoint.name} warm-up ${server}: failures ${JSON.stringify(warm.statusCodes)}`);
        }
      }
      const runs = [];
      for (let round = 1; round <= opts.rounds && !interrupted; round++) {
        // Alternate which server goes first, so that drift in the machine's load hits both alike.
        const order = round % 2 === 1 ? ['baseline', 'platform'] : ['platform', 'baseline'];
        for (const server of order) {
          const loadBefore = loadavg()[0];
          const serverPid = (server === 'baseline' ? baseline : platform).child.pid;
          const serverCpuBefore = cpuSeconds(serverPid);
          const clientCpuBefore = process.cpuUsage();
          const started = performance.now();
          const result = await measure(urls[server], endpoint, opts, server);
          const elapsed = (performance.now() - started) / 1000;
          const clientCpu = process.cpuUsage(clientCpuBefore);
          const serverCpu = (cpuSeconds(serverPid) ?? Number.NaN) - (serverCpuBefore ?? Number.NaN);
          if (server === 'platform') platformAnswers += answered(result);
          runs.push({
            round,
            server,
            loadavg1Before: loadBefore,
            // 100 = one core busy for the whole run; the load generator is this process.
            serverCpuPercent: (100 * serverCpu) / elapsed,
            serverCpuMicrosecondsPerRequest: (1e6 * serverCpu) / result.requestsTotal,
            clientCpuPercent: (100 * (clientCpu.user + clientCpu.system)) / 1e6 / elapsed,
            ...result,
          });
          log(
            `${endpoint.name} round ${round}/${opts.rounds} ${server.padEnd(8)}: ${rps(result.requestsPerSecond)} req/s, ` +
              `p50 ${ms(result.p50Ms)} ms, p99 ${ms(result.p99Ms)} ms, ` +
              `CPU server ${Math.round(runs.at(-1).serverCpuPercent)}% / autocannon ${Math.round(runs.at(-1).clientCpuPercent)}%` +
              (result.flagged
                ? `  FLAGGED: non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`
                : ''),
          );
          await sleep(500);
        }
      }
      let cart;
      if (endpoint.sdkCall === 'addToCurrentCart') {
        // Served requests can outnumber counted answers: autocannon stops counting at the end of a
        // run while up to one request per connection is still in flight.
        cart = { units: await storefront.cartQuantity(), platformAnswers, setUpCalls: 2 };
        log(
          `${endpoint.name}: ${cart.units} units in the cart after ${platformAnswers} counted 2xx answers ` +
            'and 2 set-up calls',
        );
      }
      if (runs.length > 0 && runs.length % 2 === 0) {
        results.push({
          ...endpoint,
          check: undefined,
          headers: redacted(endpoint.headers),
          ...(cart ? { cart } : {}),
          summary: { endpoint: endpoint.name, ...summariseRuns(runs) },
          runs,
        });
      }
    }
    if (results.length === 0) return;

    const summaries = results.map((result) => result.summary);
    console.log(table(summaries));
    console.log('\n| Endpoint | JSON bytes | Brotli bytes | gzip bytes |\n|---|---:|---:|---:|');
    for (const endpoint of endpoints) {
      const sample = samples[endpoint.path];
      if (sample)
        console.log(
          `| ${endpoint.name} | ${sample.bodyBytes} | ${sample.encodedBytes.br} | ${sample.encodedBytes.gzip} |`,
        );
    }
    machine.loadavgAfter = loadavg();
    machine.platformLogLines = platform.output.counts;

    const flagged = summaries.some((summary) => summary.flagged);
    const outDir = join(ROOT, 'bench/out');
    await mkdir(outDir, { recursive: true });
    const file = join(outDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    const samplesInfo = Object.fromEntries(
      Object.entries(samples).map(([path, { contentType, bodyBytes, encodedBytes, platformHeaders }]) => [
        path,
        { contentType, bodyBytes, encodedBytes, platformHeaders },
      ]),
    );
    await writeFile(
      file,
      `${JSON.stringify(
        { date: new Date().toISOString(), options: opts, machine, samples: samplesInfo, flagged, results },
        null,
        2,
      )}\n`,
    );
    log(`Raw runs: ${file}`);
    if (platform.output.counts.warn + platform.output.counts.error > 0) {
      log(
        `The platform logged ${JSON.stringify(platform.output.counts)} lines at warn/error during the run.`,
      );
    }
    if (flagged) {
      log('Some runs had non-2xx answers or socket errors: their numbers do not measure the intended work.');
      process.exitCode = 1;
    }
  } finally {
    await stopChild(baseline?.child, 'bare server');
    await stopChild(platform?.child, 'platform');
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
