import type { Clock } from '../../kernel/clock.js';
import type { Queryable } from '../../kernel/db/database.js';
import { type JobHandler, scheduleJob } from '../../kernel/jobs/jobs.js';
import { pruneIdentityRows } from './pruning-repo.js';

export const PRUNE_JOB = 'identity.prune';

/** What is kept after it can matter: a day, for a support question or a log to make sense. */
const KEEP_MS = 24 * 3_600_000;
const HOUR_MS = 3_600_000;

/**
 * Asks for the hourly pruning (once per hour, whoever asks first: the job's key is the hour).
 * Called where rows to prune are made, so a quiet platform has nothing to prune and no job.
 */
export async function schedulePrune(db: Queryable, clock: Clock): Promise<void> {
  const hour = Math.floor(clock.now().getTime() / HOUR_MS) + 1;
  await scheduleJob(
    db,
    clock,
    PRUNE_JOB,
    {},
    { runAt: new Date(hour * HOUR_MS), dedupeKey: `${PRUNE_JOB}:${hour}` },
  );
}

/**
 * Deletes what no check reads any more: attempt windows a day past their start (no limit's
 * window is longer), sign-in throttles a day past their last try unless the address is still known, and mailed codes and links a day after they were spent or expired.
 * Recovery codes that were never used never expire, so they stay.
 */
export const pruneHandler =
  (clock: Clock): JobHandler =>
  async ({ tx }) => {
    const before = new Date(clock.now().getTime() - KEEP_MS).toISOString();
    // A pair's failures matter a day at most; an address the member signed in from, until it lapses.
    await pruneIdentityRows(tx, before, clock.now().toISOString());
  };
