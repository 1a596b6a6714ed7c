import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { systemClock } from './kernel/clock.js';
import { openDatabase } from './kernel/db/open.js';
import { createJobRunner } from './kernel/jobs/jobs.js';
import { startMetricsServer } from './kernel/metrics/metrics-endpoint.js';
import { createOutboxPublisher } from './kernel/outbox-publisher.js';
import { createPoller } from './kernel/poller.js';
import { JOBS_STALE_MS } from './kernel/readiness.js';
import { demoSecretsKeys } from './kernel/secrets/demo-key.js';
import { seedDemoSite } from './seed/demo-site.js';

const config = loadConfig();
// Set before the heap holds anything of size: V8 reads it whenever it sets the next full
// collection's limit. Garbage promoted while a large catalogue is first presented otherwise waits
// in the old generation until it has grown by as much again (config.ts).
if (config.heapGrowingPercent > 0) setFlagsFromString(`--heap-growing-percent=${config.heapGrowingPercent}`);
await mkdir(config.dataDir, { recursive: true });
if (config.secretsKeys.length === 0 && config.seedDemo)
  config.secretsKeys = await demoSecretsKeys(config.dataDir);
const db = await openDatabase(config.database);
const {
  app,
  services,
  jobs: jobHandlers,
  subscribers,
  workers,
  seed,
  metrics,
} = await buildApp({
  config,
  db,
});

// Several instances may start at once on one PostgreSQL database: one seeds, the others wait
// for it and then find the demo site there.
if (config.seedDemo) {
  await db.exclusively('bazaar:demo-seed', async () => {
    const demo = await seedDemoSite(services.sites);
    // Every start: a demo site seeded before a vertical existed gets its examples on its next
    // start (each module's seed leaves a site that already has any of its own alone).
    await seed({ siteId: demo.site.id, currency: demo.site.settings.currency, fresh: !!demo.ownerApiKey });
    if (!demo.ownerApiKey) return;
    // Shown once: only its hash is stored. Kept in the data folder (git-ignored) for the demo's tools.
    const file = join(config.dataDir, 'owner-api-key');
    await writeFile(file, `${demo.ownerApiKey}\n`, { mode: 0o600 });
    await chmod(file, 0o600);
    app.log.info({ siteId: demo.site.id, file }, 'demo site seeded; the owner API key is in the file');
  });
}

// The people who run sites: the demo makes its owner's account (demo only: its password is
// printed once and kept in the data folder); an installation without any account logs a
// one-time link that makes the first one.
await db.exclusively('bazaar:first-account', async () => {
  const { firstAccount } = services.accounts;
  const demoOwner = config.seedDemo ? await firstAccount.seedDemoOwner() : undefined;
  if (demoOwner) {
    const file = join(config.dataDir, 'owner-account');
    await writeFile(file, `${demoOwner.email}\n${demoOwner.password}\n`, { mode: 0o600 });
    await chmod(file, 0o600);
    app.log.info(
      { email: demoOwner.email, password: demoOwner.password, file },
      'demo owner account made (demo only): sign in with this email and password',
    );
  }
  const link = await firstAccount.setupLink();
  if (link)
    app.log.info(
      { link },
      'no account yet: open this one-time link (good for 24 hours) to make the first one',
    );
});

// Background work of this process: due jobs (run by the handlers the modules declare: ticket
// reservations expiring, plan cycles, mail delivery, pruning) and the outbox, drained in commit
// order. Every process runs both; the database decides which one takes each job and which one
// publishes.
const jobs = createJobRunner(db, systemClock, jobHandlers, app.log);
const outbox = createOutboxPublisher(db, systemClock, app.log);
for (const { entityFqdn, subscriber } of subscribers) outbox.subscribe(entityFqdn as '*', subscriber);
// The modules' own loops (webhook deliveries), which must not hold a transaction while they wait.
const loops = workers.map((worker) => ({
  worker,
  poller: createPoller(worker.work, app.log, `${worker.name} failed`),
}));
jobs.start();
outbox.start();
services.system.readiness.watchJobs(() => jobs.alive(JOBS_STALE_MS));
for (const { worker, poller } of loops) poller.start(worker.intervalMs);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // SIGTERM (a deploy, a scale-down): /readyz says 503 for a while first, so the load balancer
  // stops sending before the server closes. Ctrl-C (SIGINT) stops at once.
  services.system.readiness.drain();
  const drainMs = signal === 'SIGTERM' ? config.drainSeconds * 1_000 : 0;
  // A close that hangs (a stuck connection or transaction) must not leave the process behind.
  setTimeout(() => {
    app.log.error('shutdown took longer than 10 s after draining; exiting anyway');
    process.exit(1);
  }, drainMs + 10_000).unref();
  await new Promise((resolve) => setTimeout(resolve, drainMs));
  await app.close();
  await Promise.all([jobs.stop(), outbox.stop(), ...loops.map(({ poller }) => poller.stop())]);
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });

if (config.metrics.enabled) {
  const { port, token } = config.metrics;
  if (port !== undefined) {
    const server = await startMetricsServer(metrics, {
      host: config.host,
      port,
      ...(token ? { token } : {}),
    });
    server.unref();
  }
  // Anyone who reaches the API could read them: fine on a developer's machine, said aloud elsewhere.
  if (port === undefined && !token && !config.seedDemo)
    app.log.warn('/metrics is served on the API port without a token: set METRICS_TOKEN or METRICS_PORT');
}
