import type { Clock } from '../../kernel/clock.js';
import type { Queryable } from '../../kernel/db/database.js';
import { type JobHandler, scheduleJob } from '../../kernel/jobs/jobs.js';
import { deleteMessagesBefore } from './repo.js';

export const MAIL_PRUNE_JOB = 'mail.prune';

/** How long a message stays: three months, for a "did you get my email?" question. */
const KEPT_MS = 90 * 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * Asks for the hourly pruning (the job's key is the hour, so it is asked once): called where
 * messages are written, so a quiet platform has no job.
 */
export async function scheduleMailPrune(db: Queryable, clock: Clock): Promise<void> {
  const hour = Math.floor(clock.now().getTime() / HOUR_MS) + 1;
  await scheduleJob(
    db,
    clock,
    MAIL_PRUNE_JOB,
    {},
    { runAt: new Date(hour * HOUR_MS), dedupeKey: `${MAIL_PRUNE_JOB}:${hour}` },
  );
}

/**
 * Deletes messages written more than three months ago that are done with: sent ones (their bodies were
 * already blanked) and the development mailbox's. A message still waiting for its server stays.
 */
export const mailPruneHandler =
  (clock: Clock): JobHandler =>
  async ({ tx }) => {
    const before = new Date(clock.now().getTime() - KEPT_MS).toISOString();
    await deleteMessagesBefore(tx, before);
  };
