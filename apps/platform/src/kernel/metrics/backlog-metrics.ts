import { Gauge, type Registry } from 'prom-client';
import type { Clock } from '../clock.js';
import type { Queryable } from '../db/database.js';
import { sql } from '../db/sql.js';

/**
 * What waits in the database, read at each scrape (every process sees the same queue): jobs due
 * and not yet run, with the age of the oldest, and domain events not yet published (webhooks
 * and other subscribers wait for them), with the age of the oldest. A growing age means the
 * workers do not keep up, or are stuck.
 */
export function watchBacklogs(db: Queryable, clock: Clock, registry: Registry): void {
  const secondsSince = (iso: string | null | undefined) =>
    iso ? Math.max(0, (clock.now().getTime() - Date.parse(iso)) / 1000) : 0;
  // Each table is read once per scrape: the registry collects its gauges at the same time, and
  // the two gauges of a table share the read in flight.
  const dueJobs = sharedWhileInFlight(() =>
    db.one<{ due: number; oldest: string | null }>(
      sql`SELECT COUNT(*) AS due, MIN(run_at) AS oldest FROM jobs
          WHERE state = 'pending' AND run_at <= ${clock.now().toISOString()}`,
    ),
  );
  const unpublished = sharedWhileInFlight(() =>
    db.one<{ waiting: number; oldest: string | null }>(
      sql`SELECT COUNT(*) AS waiting, MIN(event_time) AS oldest FROM outbox WHERE published_at IS NULL`,
    ),
  );

  new Gauge({
    name: 'bazaar_jobs_due',
    help: 'Jobs due now that no runner has finished yet (expiries, plan cycles, mail delivery, pruning)',
    registers: [registry],
    async collect() {
      this.set((await dueJobs())?.due ?? 0);
    },
  });
  new Gauge({
    name: 'bazaar_jobs_oldest_due_age_seconds',
    help: 'How long the job due the longest has been waiting; 0 when none is due',
    registers: [registry],
    async collect() {
      this.set(secondsSince((await dueJobs())?.oldest));
    },
  });
  new Gauge({
    name: 'bazaar_outbox_unpublished',
    help: 'Domain events recorded and not yet published to their subscribers (webhook fan-out)',
    registers: [registry],
    async collect() {
      this.set((await unpublished())?.waiting ?? 0);
    },
  });
  new Gauge({
    name: 'bazaar_outbox_lag_seconds',
    help: 'Age of the oldest domain event not yet published; 0 when all are',
    registers: [registry],
    async collect() {
      this.set(secondsSince((await unpublished())?.oldest));
    },
  });
}

/** `read`, with callers that arrive while one read is in flight given that read. */
function sharedWhileInFlight<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= read().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
