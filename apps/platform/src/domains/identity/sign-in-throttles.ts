import type { Clock } from '../../kernel/clock.js';
import type { Database } from '../../kernel/db/database.js';
import type { Migration } from '../../kernel/db/migrate.js';
import { ApplicationError } from '../../kernel/errors.js';
import {
  countFailure,
  countWaiting,
  ensurePair,
  readPair,
  rememberPair,
  resetAccount,
} from './sign-in-throttles-repo.js';

/**
 * Failed sign-ins of one account from one network address, each pair throttled on its own
 * (NIST SP 800-63B 5.2.2, OWASP's authentication guidance): a stranger guessing from their
 * address slows only themselves, never the member signing in from theirs. The rules, and the
 * account-wide lock beside them, are written down in docs/operations.md.
 */
export const signInThrottlesMigration: Migration = {
  id: 'identity/0008-sign-in-throttles',
  statements: () => [
    `CREATE TABLE sign_in_throttles (
      account TEXT NOT NULL,
      address TEXT NOT NULL,
      failures INTEGER NOT NULL,
      next_allowed TEXT NOT NULL,
      known_until TEXT,
      updated_date TEXT NOT NULL,
      PRIMARY KEY (account, address)
    )`,
  ],
};

/** Failures from one address that cost nothing: a member mistyping twice or thrice. */
export const FREE_FAILURES = 3;
/** The longest wait between two tries from one address: the delay doubles up to it. */
export const MAX_DELAY_SECONDS = 15 * 60;
/** How long an address the member signed in from stays theirs, past the account-wide lock. */
const KNOWN_ADDRESS_DAYS = 90;
const DAY_MS = 86_400_000;

/**
 * How long a pair waits after its `failures`-th failure before it may try again: nothing for
 * the first `FREE_FAILURES` - 1, then 2 s, 4 s, 8 s… doubling up to 15 minutes.
 */
export function pairDelaySeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES + 1));
}

const waitFor = (seconds: number) =>
  new ApplicationError({
    status: 429,
    code: 'TOO_MANY_ATTEMPTS',
    description: `Too many failed sign-ins from here: try again in ${
      seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`
    }`,
    data: { retryAfterSeconds: seconds, retryAfterMinutes: Math.ceil(seconds / 60) },
  });

export function signInThrottles(db: Database, clock: Clock) {
  return {
    /**
     * Takes the pair's next try, counted as a failure until the password proves right: refused
     * (429, with the seconds to wait) while the pair's delay runs. The count moves by a compare
     * and set on the count read, so of a burst of parallel guesses one takes each count and the
     * rest are refused: a burst checks no more passwords than tries one after another would.
     */
    async take(account: string, address: string): Promise<void> {
      const now = clock.now();
      const stamp = now.toISOString();
      await ensurePair(db, { account, address }, stamp);
      const row = await readPair(db, { account, address });
      const failures = Number(row?.failures ?? 0);
      const waitMs = Date.parse(row?.next_allowed ?? stamp) - now.getTime();
      if (waitMs > 0) throw waitFor(Math.ceil(waitMs / 1000));
      const nextAllowed = new Date(now.getTime() + pairDelaySeconds(failures + 1) * 1000).toISOString();
      if (!(await countFailure(db, { account, address }, { failures, nextAllowed, now: stamp })))
        throw waitFor(1);
    },

    /**
     * A right password: the pair starts over, and the address is the member's own for
     * `KNOWN_ADDRESS_DAYS`, so failures a stranger piles on the account never lock it there.
     */
    async forgive(account: string, address: string): Promise<void> {
      const now = clock.now();
      const knownUntil = new Date(now.getTime() + KNOWN_ADDRESS_DAYS * DAY_MS).toISOString();
      await rememberPair(db, { account, address }, now.toISOString(), knownUntil);
    },

    /** Whether the member signed in from this address lately (see `forgive`). */
    async isKnown(account: string, address: string): Promise<boolean> {
      const row = await readPair(db, { account, address });
      return row?.known_until != null && row.known_until > clock.now().toISOString();
    },

    /** Every address starts over on this account (a new password, the owner's clearing); known ones stay known. */
    forgiveAccount: (account: string): Promise<void> => resetAccount(db, account, clock.now().toISOString()),

    /** The addresses of this account waiting out a delay now. */
    waitingAddresses: (account: string): Promise<number> =>
      countWaiting(db, account, clock.now().toISOString()),
  };
}

export type SignInThrottles = ReturnType<typeof signInThrottles>;
