// Throughput and latency of the platform, side by side with a bare Node http server that sends
// the same bytes, in the same run (these machines are noisy: compare ratios, not raw numbers).
// Run: npm run bench [-- --duration 10 --connections 10 --rounds 3]
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const ROOT = new URL('../', import.meta.url).pathname;
const DEFAULT_CLIENT_ID = '9026f6eb-5084-4b15-9535-c4192b0b498e';
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const rounds = Number(args.rounds);

const endpoints = [
  { name: 'GET /healthz', method: 'GET', path: '/healthz' },
  {
    name: 'POST /oauth2/token (anonymous)',
    method: 'POST',
    path: '/oauth2/token',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: DEFAULT_CLIENT_ID, grantType: 'anonymous' }),
  },
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function waitForHealth(url, deadline = Date.now() + 30_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the platform did not become healthy within 30 s');
}

/** Starts a child process; resolves when its /healthz (or any path) answers. */
function startProcess(args, env) {
  return spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopProcess(child) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

function measure(url, endpoint) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}${endpoint.path}`,
        method: endpoint.method,
        headers: endpoint.headers,
        body: endpoint.body,
        duration,
        connections,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const dataDir = await mkdtemp(join(tmpdir(), 'bazaar-bench-'));
const port = await freePort();
const platformUrl = `http://127.0.0.1:${port}`;
const platform = startProcess([join(ROOT, 'apps/platform/dist/main.js')], {
  PORT: String(port),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
});
let baseline;
try {
  await waitForHealth(platformUrl);
  const samples = {};
  for (const endpoint of endpoints) {
    const response = await fetch(`${platformUrl}${endpoint.path}`, {
      method: endpoint.method,
      headers: endpoint.headers,
      body: endpoint.body,
    });
    if (response.status !== 200) throw new Error(`${endpoint.name} answered ${response.status}`);
    samples[endpoint.path] = Buffer.from(await response.arrayBuffer()).toString('base64');
  }
  const samplesFile = join(dataDir, 'samples.json');
  await writeFile(samplesFile, JSON.stringify(samples));
  const baselinePort = await freePort();
  baseline = startProcess([join(ROOT, 'bench/bare-server.mjs'), String(baselinePort), samplesFile], {});
  const baselineUrl = `http://127.0.0.1:${baselinePort}`;
  await waitForHealth(baselineUrl);

  const plan = endpoints.length * rounds * 2 * duration;
  console.error(
    `${endpoints.length} endpoints x ${rounds} rounds x 2 servers x ${duration} s, ${connections} connections: about ${plan} s`,
  );

  const results = [];
  for (const endpoint of endpoints) {
    const runs = { baseline: [], platform: [] };
    for (let round = 0; round < rounds; round++) {
      // Alternate which server goes first, so that drift in the machine's load hits both alike.
      const order = round % 2 === 0 ? ['baseline', 'platform'] : ['platform', 'baseline'];
      for (const server of order) {
        const result = await measure(server === 'baseline' ? baselineUrl : platformUrl, endpoint);
        runs[server].push({
          requestsPerSecond: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
        console.error(
          `${endpoint.name} round ${round + 1} ${server}: ${Math.round(result.requests.average)} req/s`,
        );
      }
    }
    const summary = (list) => ({
      requestsPerSecond: median(list.map((run) => run.requestsPerSecond)),
      p50: median(list.map((run) => run.p50)),
      p99: median(list.map((run) => run.p99)),
      failures: list.reduce((sum, run) => sum + run.non2xx + run.errors, 0),
    });
    results.push({
      endpoint: endpoint.name,
      baseline: summary(runs.baseline),
      platform: summary(runs.platform),
      runs,
    });
  }

  console.log(
    `| Endpoint | Bare node:http req/s | Platform req/s | Ratio | Platform p50 / p99 ms | Bare p50 / p99 ms | Failed responses |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const { endpoint, baseline: bare, platform: ours } of results) {
    const ratio = ours.requestsPerSecond / bare.requestsPerSecond;
    console.log(
      `| ${endpoint} | ${Math.round(bare.requestsPerSecond)} | ${Math.round(ours.requestsPerSecond)} | ${ratio.toFixed(2)} | ${ours.p50} / ${ours.p99} | ${bare.p50} / ${bare.p99} | ${bare.failures + ours.failures} |`,
    );
  }
  const outDir = join(ROOT, 'bench/out');
  await mkdir(outDir, { recursive: true });
  const file = join(outDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version };
  await writeFile(file, JSON.stringify({ duration, connections, rounds, machine, results }, null, 2));
  console.error(`raw results: ${file}`);
} finally {
  await stopProcess(baseline);
  await stopProcess(platform);
  await rm(dataDir, { recursive: true, force: true });
}
