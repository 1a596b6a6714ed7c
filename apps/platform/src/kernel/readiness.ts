import type { Database } from './db/database.js';
import { pingDatabase } from './db/database.js';
import { sql } from './db/sql.js';

/** How long the job runner may go without finishing a round before the process is not ready. */
export const JOBS_STALE_MS = 60_000;

/** One check of readiness: `ok`, or why not in a few words. */
export type ReadinessChecks = Record<'draining' | 'database' | 'migrations' | 'jobs', string>;

/**
 * Whether this process should be sent traffic: it is not draining (SIGTERM sets it, before the
 * server closes, so a load balancer stops sending first), its database answers with every
 * migration it knows applied, and its job runner is alive. Liveness (`/healthz`) is apart.
 */
export function createReadiness() {
  let draining = false;
  let jobsAlive: (() => boolean) | undefined;
  let migrationIds: readonly string[] = [];

  async function migrationsCheck(db: Database): Promise<string> {
    const rows = await db.all<{ id: string }>(sql`SELECT id FROM schema_migrations`);
    const applied = new Set(rows.map((row) => row.id));
    const missing = migrationIds.filter((id) => !applied.has(id)).length;
    return missing === 0 ? 'ok' : `${missing} not applied`;
  }

  return {
    /** From now on the process says it is not ready (it is about to stop). */
    drain() {
      draining = true;
    },
    /** The job runner whose life readiness depends on. */
    watchJobs(alive: () => boolean) {
      jobsAlive = alive;
    },
    /** The migrations this process needs applied. */
    expectMigrations(ids: readonly string[]) {
      migrationIds = ids;
    },
    async checks(db: Database): Promise<{ ready: boolean; checks: ReadinessChecks }> {
      const database = await pingDatabase(db).then(
        () => 'ok',
        () => 'unreachable',
      );
      const checks: ReadinessChecks = {
        draining: draining ? 'draining' : 'ok',
        database,
        migrations: database === 'ok' ? await migrationsCheck(db).catch(() => 'unreadable') : 'unknown',
        jobs: !jobsAlive ? 'not started' : jobsAlive() ? 'ok' : 'stalled',
      };
      return { ready: Object.values(checks).every((value) => value === 'ok'), checks };
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
