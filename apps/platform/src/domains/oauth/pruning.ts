import type { Worker } from '../../domain-module.js';
import type { Clock } from '../../kernel/clock.js';
import type { Database } from '../../kernel/db/database.js';
import { deleteExpiredRefreshTokens } from './refresh-tokens-repo.js';

const HOUR_MS = 3_600_000;
/** An expired token is kept a day, for a support question or a log to make sense. */
const KEEP_MS = 24 * HOUR_MS;

/**
 * Every process deletes the refresh tokens that expired more than a day ago, once an hour: a
 * loop rather than a job, since tokens are made on every visit and asking for a job there would
 * cost the token grant a write. Deleting the same rows twice is harmless.
 */
export const refreshTokenPruning = (db: Database, clock: Clock): Worker => ({
  name: 'oauth.prune',
  work: () => deleteExpiredRefreshTokens(db, new Date(clock.now().getTime() - KEEP_MS).toISOString()),
  intervalMs: HOUR_MS,
});
