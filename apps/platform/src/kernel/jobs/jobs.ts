import type { Clock } from '../clock.js';
import type { Database, Queryable, Transaction } from '../db/database.js';
import { sql } from '../db/sql.js';
import { newId } from '../ids.js';
import { createPoller, type Poller } from '../poller.js';

/** What a job handler is given: the job and the transaction its work must use. */
interface JobContext<P> {
  id: string;
  kind: string;
  payload: P;
  /** 1 on the first run. */
  attempt: number;
  tx: Transaction;
}

/**
 * Runs one job. Its database work goes through `tx`, the transaction that also marks the job
 * done: the work and the "done" commit together or not at all, so a job's effects happen exactly
 * once however many processes poll, and a crash mid-job leaves it pending for a later run.
 */
export type JobHandler<P = unknown> = (job: JobContext<P>) => Promise<void>;

export interface ScheduleOptions {
  /** When it is due; now when absent. */
  runAt?: Date;
  /** Runs at most this many times before it is marked failed (default 5). */
  maxAttempts?: number;
  /** Scheduling the same key again does nothing while the first job exists. */
  dedupeKey?: string;
}

const DEFAULT_MAX_ATTEMPTS = 5;
/** Backoff after the n-th failure: 2^(n-1) × this, capped at `MAX_BACKOFF_MS`. */
const BASE_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 60 * 60 * 1_000;

export const backoffAfter = (failures: number): number =>
  Math.min(BASE_BACKOFF_MS * 2 ** Math.max(0, failures - 1), MAX_BACKOFF_MS);

/** Adds a job in the caller's transaction, so it exists exactly when the change that needs it does. */
export async function scheduleJob(
  tx: Queryable,
  clock: Clock,
  kind: string,
  payload: unknown,
  options: ScheduleOptions = {},
): Promise<void> {
  const now = clock.now().toISOString();
  await tx.run(sql`
    INSERT INTO jobs (id, kind, payload, run_at, state, attempts, max_attempts, dedupe_key, created_date)
    VALUES (${newId()}, ${kind}, ${JSON.stringify(payload)}, ${(options.runAt ?? clock.now()).toISOString()},
            'pending', 0, ${options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS}, ${options.dedupeKey ?? null}, ${now})
    ON CONFLICT DO NOTHING`);
}

/** How long finished jobs stay: done ones a month (a duplicate scheduled in that time is still
 * refused by its dedupe key), failed ones three months, for whoever looks into them. */
const DONE_KEPT_MS = 30 * 86_400_000;
const FAILED_KEPT_MS = 90 * 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;

/** Deletes done jobs finished more than a month ago and failed ones more than three months ago. */
async function pruneFinishedJobs(db: Queryable, clock: Clock): Promise<number> {
  const now = clock.now().getTime();
  const done = new Date(now - DONE_KEPT_MS).toISOString();
  const failed = new Date(now - FAILED_KEPT_MS).toISOString();
  const { changes } = await db.run(sql`
    DELETE FROM jobs
    WHERE (state = 'done' AND finished_date < ${done}) OR (state = 'failed' AND finished_date < ${failed})`);
  return changes;
}

interface JobRow {
  id: string;
  kind: string;
  payload: string;
  attempts: number;
  max_attempts: number;
}

export interface JobRunner extends Poller {
  /** Runs due jobs until none is left or `limit` ran; returns how many were taken. */
  runDue(limit?: number): Promise<number>;
}

/**
 * The job runner on the database: any number of processes poll the same table. A job is claimed
 * inside the transaction that runs it: `FOR UPDATE SKIP LOCKED` on PostgreSQL, so two pollers
 * never take the same row and neither waits for the other; on SQLite the transaction already
 * holds the only write lock.
 */
export function createJobRunner(
  db: Database,
  clock: Clock,
  handlers: Readonly<Record<string, JobHandler<never>>>,
  log: { error(details: object, message: string): void } = console,
): JobRunner {
  const skipLocked = db.dialect === 'postgres' ? sql` FOR UPDATE SKIP LOCKED` : sql.empty;

  /**
   * Claims and runs one due job; false when none is due. The handler runs inside a savepoint:
   * when it throws, its work is undone but the claim (the row lock) is kept while the failure
   * and the next due time are written, so no other poller retries it before its backoff.
   */
  async function runOne(): Promise<boolean> {
    return db.transaction(async (tx) => {
      const row = await tx.one<JobRow>(sql`
        SELECT id, kind, payload, attempts, max_attempts FROM jobs
        WHERE state = 'pending' AND run_at <= ${clock.now().toISOString()}
        ORDER BY run_at, id LIMIT 1${skipLocked}`);
      if (!row) return false;
      const handler = handlers[row.kind] as JobHandler<unknown> | undefined;
      await tx.run(sql`SAVEPOINT job`);
      try {
        if (!handler) throw new Error(`No handler for jobs of kind ${row.kind}`);
        await handler({
          id: row.id,
          kind: row.kind,
          payload: JSON.parse(row.payload),
          attempt: row.attempts + 1,
          tx,
        });
      } catch (error) {
        await tx.run(sql`ROLLBACK TO SAVEPOINT job`);
        await recordFailure(tx, row, error);
        return true;
      }
      await tx.run(sql`RELEASE SAVEPOINT job`);
      await tx.run(sql`
        UPDATE jobs SET state = 'done', attempts = attempts + 1, finished_date = ${clock.now().toISOString()}
        WHERE id = ${row.id}`);
      return true;
    });
  }

  async function recordFailure(tx: Queryable, row: JobRow, error: unknown): Promise<void> {
    const failures = row.attempts + 1;
    const last = failures >= row.max_attempts;
    const message = error instanceof Error ? error.message : String(error);
    log.error({ jobId: row.id, kind: row.kind, attempt: failures, err: message }, 'job failed');
    const now = clock.now();
    await tx.run(sql`
      UPDATE jobs SET attempts = ${failures}, last_error = ${message.slice(0, 2_000)},
        state = ${last ? 'failed' : 'pending'},
        run_at = ${new Date(now.getTime() + backoffAfter(failures)).toISOString()},
        finished_date = ${last ? now.toISOString() : null}
      WHERE id = ${row.id}`);
  }

  let prunedAt = Number.NEGATIVE_INFINITY;
  const runner: JobRunner = {
    async runDue(limit = Number.POSITIVE_INFINITY) {
      let taken = 0;
      while (taken < limit && (await runOne())) taken++;
      // Finished jobs are kept a while for their story, then go: at most once an hour per process.
      const now = clock.now().getTime();
      if (now - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = now;
        await pruneFinishedJobs(db, clock);
      }
      return taken;
    },
    ...createPoller(() => runner.runDue(100), log, 'job polling failed'),
  };
  return runner;
}
