// The catalogue during a burst of sign-ins (issue 41, item 5): the products query's latency while
// waves of 50 concurrent right-password sign-ins (scrypt 2^17 each) arrive, with password hashing
// unbounded (as before the hashing line: every hash on libuv's four threads at once) and with
// the platform's defaults (PASSWORD_HASH_CONCURRENCY: half the cores; PASSWORD_HASH_QUEUE: 16).
// Each variant also measures the query on its own first, and a bare node:http server sends the
// same answer in the same run, on 127.0.0.1. A benchmark, not a test: nothing passes or fails on
// timing.
//
//   npm run build
//   node bench/signin-burst.mjs [--duration 10 --connections 10 --burst 50
//                                --postgres postgres://postgres@127.0.0.1:5432/test]
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure } from './lib/autocannon.mjs';
import { machineFacts, percentile } from './lib/machine.mjs';
import { benchOptions } from './lib/options.mjs';
import { call, ownerCalls } from './lib/owner-api.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { ms, rps } from './lib/report.mjs';
import { startBaseline, startPlatform, stopChild } from './lib/servers.mjs';

const DEMO_CLIENT_ID = '9026f6eb-5084-4b15-9535-c4192b0b498e';
const PASSWORD = 'a bench member password';
const log = (message) => console.error(message);
const json = { 'content-type': 'application/json' };

/**
 * Two ways of hashing compared, both on the low-priority hash threads: no line (as many hashes at
 * once as sign-ins arrive), and the platform's defaults. The code before the line (scrypt on
 * libuv's pool, no line) is measured by running this script on that commit's build with
 * `--only defaults`.
 */
const VARIANTS = [
  {
    name: 'low-priority threads, no line',
    env: { PASSWORD_HASH_CONCURRENCY: '64', PASSWORD_HASH_QUEUE: '10000' },
  },
  { name: 'low-priority threads, line of PASSWORD_HASH_* defaults', env: {} },
];

/** `count` members with the bench password, signed up eight at a time. */
async function signUpMembers(platformUrl, visitor, count) {
  const emails = Array.from({ length: count }, (_, i) => `burst.${i}@example.com`);
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const email = emails[next++];
      const registered = await call(
        platformUrl,
        '/_api/iam/authentication/v2/register',
        { loginId: { email }, password: PASSWORD },
        { authorization: visitor },
      );
      if (registered.state !== 'SUCCESS') throw new Error(`${email} is ${registered.state}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return emails;
}

/**
 * One sign-in, from its own loopback address (127.0.0.2, .3…): the platform allows 30 tries in 15
 * minutes per address, and real sign-ins come from many places.
 */
function signIn(platformUrl, visitor, email, localAddress) {
  const body = JSON.stringify({ loginId: { email }, password: PASSWORD });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = httpRequest(
      `${platformUrl}/_api/iam/authentication/v2/login`,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { ...json, authorization: visitor, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            ms: performance.now() - started,
            retryAfter: response.headers['retry-after'] ?? null,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Waves of one sign-in per member, all at once, until `stopped()`; each answer's status and time. */
async function signInWaves(platformUrl, visitor, emails, stopped) {
  const outcomes = [];
  while (!stopped()) {
    outcomes.push(
      ...(await Promise.all(
        emails.map((email, i) => signIn(platformUrl, visitor, email, `127.0.0.${2 + i}`)),
      )),
    );
  }
  return outcomes;
}

function summariseSignIns(outcomes) {
  const byStatus = {};
  for (const { status } of outcomes) byStatus[status] = (byStatus[status] ?? 0) + 1;
  const answered = Float64Array.from(outcomes.filter((o) => o.status === 200).map((o) => o.ms)).sort();
  const refused = outcomes.filter((o) => o.status === 429);
  return {
    byStatus,
    p50Ms: percentile(answered, 50),
    p99Ms: percentile(answered, 99),
    retryAfterSeconds: [...new Set(refused.map((o) => o.retryAfter))].sort(),
  };
}

async function runVariant(variant, opts, postgresUrl) {
  const dataDir = await mkdtemp(join(tmpdir(), 'bazaar-bench-burst-'));
  // startPlatform passes this process's environment on: the variant's settings only for its start.
  const saved = Object.fromEntries(Object.keys(variant.env).map((name) => [name, process.env[name]]));
  const restoreEnv = () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  Object.assign(process.env, variant.env);
  let platform;
  let baseline;
  try {
    platform = await startPlatform(dataDir, postgresUrl);
    restoreEnv();
    log(`${variant.name}: platform ${platform.url} (pid ${platform.child.pid})`);
    const apiKey = (await readFile(join(dataDir, 'owner-api-key'), 'utf8')).trim();
    await ownerCalls(platform.url, apiKey)('PATCH', '/sites/v1/site', {
      site: { settings: { memberSignUp: 'OPEN' } },
    });
    const { access_token: visitor } = await call(platform.url, '/oauth2/token', {
      clientId: DEMO_CLIENT_ID,
      grantType: 'anonymous',
    });
    const emails = await signUpMembers(platform.url, visitor, opts.burst);
    log(`${variant.name}: ${emails.length} members signed up`);

    const products = {
      method: 'GET',
      path: '/stores-reader/v1/products/query-platformized',
      headers: { authorization: visitor },
    };
    const answer = await fetch(`${platform.url}${products.path}`, { headers: products.headers });
    const bytes = Buffer.from(await answer.arrayBuffer());
    if (answer.status !== 200) throw new Error(`the products query answered ${answer.status}`);
    baseline = await startBaseline({
      [products.path]: {
        contentType: answer.headers.get('content-type'),
        base64: bytes.toString('base64'),
        bodyBytes: bytes.length,
      },
    });

    const run = (url, duration) => measure(url, products, { duration, connections: opts.connections });
    await run(platform.url, opts.warmup);
    await run(baseline.url, opts.warmup);
    const bare = await run(baseline.url, opts.duration);
    const quiet = await run(platform.url, opts.duration);
    let done = false;
    const waves = signInWaves(platform.url, visitor, emails, () => done);
    const busy = await run(platform.url, opts.duration);
    done = true;
    const signIns = summariseSignIns(await waves);
    const result = { variant: variant.name, productBytes: bytes.length, bare, quiet, busy, signIns };
    log(
      `${variant.name}: products alone ${rps(quiet.requestsPerSecond)} req/s p99 ${ms(quiet.p99Ms)} ms; ` +
        `during sign-ins ${rps(busy.requestsPerSecond)} req/s p99 ${ms(busy.p99Ms)} ms; ` +
        `sign-ins ${JSON.stringify(signIns.byStatus)}`,
    );
    return result;
  } finally {
    restoreEnv();
    if (baseline) await stopChild(baseline.child, 'bare server');
    if (platform) await stopChild(platform.child, 'platform');
    await rm(dataDir, { recursive: true, force: true });
  }
}

function table(results, database) {
  const lines = [
    `| Hashing (${database}) | Bare req/s | Products alone: req/s, p50 / p99 ms | During the sign-ins: req/s, p50 / p99 ms | Sign-ins answered | Sign-in p50 / p99 ms (200s) | Retry-After (s) |`,
    '|---|---:|---:|---:|---|---:|---|',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.variant} | ${rps(r.bare.requestsPerSecond)} | ${rps(r.quiet.requestsPerSecond)}, ${ms(r.quiet.p50Ms)} / ${ms(r.quiet.p99Ms)} | ` +
        `${rps(r.busy.requestsPerSecond)}, ${ms(r.busy.p50Ms)} / ${ms(r.busy.p99Ms)} | ` +
        `${Object.entries(r.signIns.byStatus)
          .map(([status, count]) => `${count} × ${status}`)
          .join(
            ', ',
          )} | ${ms(r.signIns.p50Ms)} / ${ms(r.signIns.p99Ms)} | ${r.signIns.retryAfterSeconds.join(', ') || '—'} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const opts = benchOptions('bench/signin-burst.mjs', {
    extra: { burst: { type: 'string', default: '50' }, only: { type: 'string' } },
    extraUsage:
      '  --burst <n>=50: members signing in at once, in waves, while the products query is measured\n' +
      '  --only <text>: only the variants whose name contains <text> ("defaults", "no line")\n',
  });
  opts.burst = Number(opts.values.burst);
  const machine = await machineFacts();
  log(`Machine: ${machine.nproc} cores, ${machine.cpuModel}, Node ${machine.node}`);
  let postgres;
  try {
    if (opts.postgres) postgres = await createBenchDatabase(opts.postgres);
    const results = [];
    for (const variant of VARIANTS.filter((v) => !opts.values.only || v.name.includes(opts.values.only))) {
      // A database of its own per variant: the members are signed up again.
      if (postgres && results.length > 0) {
        await postgres.drop();
        postgres = await createBenchDatabase(opts.postgres);
      }
      results.push(await runVariant(variant, opts, postgres?.url));
    }
    console.log(table(results, postgres ? 'PostgreSQL' : 'SQLite'));
  } finally {
    await postgres?.drop();
  }
}

await main();
