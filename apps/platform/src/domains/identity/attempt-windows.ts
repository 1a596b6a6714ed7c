import type { Clock } from '../../kernel/clock.js';
import type { Database } from '../../kernel/db/database.js';
import type { Migration } from '../../kernel/db/migrate.js';
import { ApplicationError } from '../../kernel/errors.js';
import { countAttempt, deleteWindows, giveBackAttempt, readWindow } from './attempt-windows-repo.js';
import { schedulePrune } from './pruning.js';

/**
 * Counts of attempts per scope in fixed windows, shared by every platform process through the
 * database: failed sign-ins per account and per network address, codes mailed per member. One
 * upsert counts an attempt, so concurrent attempts are all counted.
 */
export const attemptWindowsMigration: Migration = {
  id: 'identity/0003-attempt-windows',
  statements: () => [
    `CREATE TABLE attempt_windows (
      scope TEXT PRIMARY KEY,
      window_start TEXT NOT NULL,
      attempts INTEGER NOT NULL
    )`,
  ],
};

export interface AttemptLimit {
  /** What is counted, e.g. `sign-in:account:<site>:<email>`. */
  scope: string;
  /** How many attempts a window allows. */
  max: number;
  windowMinutes: number;
}

/** Failed sign-ins of one account in a day, from every address, before the account is locked. */
export const ACCOUNT_LOCK_FAILURES = 100;

/**
 * Sign-in attempts: per account, the failures of a day from every address (past 100 the account
 * is locked until the mailed reset link or the owner opens it: NIST SP 800-63B allows no more);
 * per address, thirty attempts in 15 minutes at any accounts (one place stuffing many). Each
 * account and address pair is throttled on its own besides (sign-in-throttles.ts).
 */
export const signInLimits = (siteId: string, email: string, address: string) => ({
  account: {
    scope: `sign-in:account:${siteId}:${email}`,
    max: ACCOUNT_LOCK_FAILURES,
    windowMinutes: 24 * 60,
  },
  address: { scope: `sign-in:address:${siteId}:${address}`, max: 30, windowMinutes: 15 },
});

/** Codes mailed to one member: enough to recover from a lost mail, too few to flood a mailbox. */
export const mailLimit = (identityId: string): AttemptLimit => ({
  scope: `mail:${identityId}`,
  max: 5,
  windowMinutes: 15,
});

const tooMany = (minutes: number) =>
  new ApplicationError({
    status: 429,
    code: 'TOO_MANY_ATTEMPTS',
    description: `Too many attempts: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
    data: { retryAfterMinutes: minutes },
  });

export function attemptWindows(db: Database, clock: Clock) {
  const cutoffOf = (limit: AttemptLimit) =>
    new Date(clock.now().getTime() - limit.windowMinutes * 60_000).toISOString();

  /** When the first used-up window among the limits ends (ms), or undefined when none is used up. */
  async function usedUpUntil(limits: readonly AttemptLimit[]): Promise<number | undefined> {
    for (const limit of limits) {
      const row = await readWindow(db, limit.scope);
      if (!row || row.window_start <= cutoffOf(limit) || Number(row.attempts) < limit.max) continue;
      return Date.parse(row.window_start) + limit.windowMinutes * 60_000;
    }
    return undefined;
  }

  return {
    /** Throws 429 when any of the limits has used up its window, saying when to come back. */
    async check(limits: readonly AttemptLimit[]): Promise<void> {
      const until = await usedUpUntil(limits);
      if (until !== undefined)
        throw tooMany(Math.max(1, Math.ceil((until - clock.now().getTime()) / 60_000)));
    },

    /** How many attempts the limit's current window holds, and when it ends if they are used up. */
    async status(limit: AttemptLimit): Promise<{ attempts: number; usedUpUntil?: Date }> {
      const row = await readWindow(db, limit.scope);
      if (!row || row.window_start <= cutoffOf(limit)) return { attempts: 0 };
      const until = await usedUpUntil([limit]);
      return {
        attempts: Number(row.attempts),
        ...(until !== undefined ? { usedUpUntil: new Date(until) } : {}),
      };
    },

    async reached(limits: readonly AttemptLimit[]): Promise<boolean> {
      return (await usedUpUntil(limits)) !== undefined;
    },

    /**
     * Takes one attempt from each limit before the attempt is made, refusing (429) once a window
     * holds more than its allowance. The count and the check are one statement, so a burst of
     * parallel guesses cannot all pass a check made before any of them is counted.
     */
    async take(limits: readonly AttemptLimit[]): Promise<void> {
      const now = clock.now().toISOString();
      await schedulePrune(db, clock);
      for (const limit of limits) {
        const row = await countAttempt(db, limit.scope, now, cutoffOf(limit));
        if (row && Number(row.attempts) > limit.max) {
          const until = Date.parse(row.window_start) + limit.windowMinutes * 60_000;
          throw tooMany(Math.max(1, Math.ceil((until - clock.now().getTime()) / 60_000)));
        }
      }
    },

    /** Counts one attempt in each limit's current window (a window past its length starts again). */
    async count(limits: readonly AttemptLimit[]): Promise<void> {
      const now = clock.now().toISOString();
      for (const limit of limits) await countAttempt(db, limit.scope, now, cutoffOf(limit));
    },

    /** Gives back an attempt taken for one that succeeded (its window keeps counting the failures). */
    async giveBack(limits: readonly AttemptLimit[]): Promise<void> {
      for (const limit of limits) await giveBackAttempt(db, limit.scope);
    },

    /** Forgets the attempts of these scopes (a successful sign-in clears its account's failures). */
    clear: (scopes: readonly string[]): Promise<void> => deleteWindows(db, scopes),
  };
}

export type AttemptWindows = ReturnType<typeof attemptWindows>;
