import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { systemClock } from './kernel/clock.js';
import { openDatabase } from './kernel/db/open.js';
import { createJobRunner } from './kernel/jobs/jobs.js';
import { createOutboxPublisher } from './kernel/outbox-publisher.js';
import { seedDemoBookings } from './seed/demo-bookings.js';
import { seedDemoCatalogue } from './seed/demo-catalogue.js';
import { seedDemoCommerce } from './seed/demo-commerce.js';
import { seedDemoEvents } from './seed/demo-events.js';
import { seedDemoPlans } from './seed/demo-plans.js';
import { seedDemoSite } from './seed/demo-site.js';

const config = loadConfig();
await mkdir(config.dataDir, { recursive: true });
const db = await openDatabase(config.database);
const { app, services, jobs: jobHandlers } = await buildApp({ config, db });

// Several instances may start at once on one PostgreSQL database: one seeds, the others wait
// for it and then find the demo site there.
if (config.seedDemo) {
  await db.exclusively('bazaar:demo-seed', async () => {
    const demo = await seedDemoSite(services.sites);
    // Before the early return: a demo site seeded before bookings, events or plans existed gets
    // them on its next start (each seed leaves a site that already has any of its own alone).
    await seedDemoBookings(services.bookings, demo.site.id, systemClock);
    await seedDemoEvents(services.events, services.media, demo.site.id, systemClock);
    await seedDemoPlans(
      {
        ...services.pricingPlans,
        services: services.bookings.services,
        serviceCalls: services.bookings.serviceCalls,
      },
      demo.site.id,
    );
    if (!demo.ownerApiKey) return;
    await seedDemoCatalogue(services.stores, services.media, demo.site.id);
    await seedDemoCommerce(
      services.ecom.commerce,
      services.ecom.coupons,
      demo.site.id,
      demo.site.settings.currency,
    );
    // Shown once: only its hash is stored. Kept in the data folder (git-ignored) for the demo's tools.
    const file = join(config.dataDir, 'owner-api-key');
    await writeFile(file, `${demo.ownerApiKey}\n`, { mode: 0o600 });
    await chmod(file, 0o600);
    app.log.info({ siteId: demo.site.id, file }, 'demo site seeded; the owner API key is in the file');
  });
}

// Background work of this process: due jobs (run by the handlers the modules declare: ticket
// reservations expiring, plan cycles, mail delivery, pruning) and the outbox, drained in commit
// order. Every process runs both; the database decides which one takes each job and which one
// publishes.
const jobs = createJobRunner(db, systemClock, jobHandlers, app.log);
const outbox = createOutboxPublisher(db, systemClock, app.log);
jobs.start();
outbox.start();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // A close that hangs (a stuck connection or transaction) must not leave the process behind.
  setTimeout(() => {
    app.log.error('shutdown took longer than 10 s; exiting anyway');
    process.exit(1);
  }, 10_000).unref();
  await app.close();
  await Promise.all([jobs.stop(), outbox.stop()]);
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
