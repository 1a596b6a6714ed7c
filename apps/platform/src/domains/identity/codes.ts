import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  VERIFICATION_CODE_ATTEMPTS,
  VERIFICATION_CODE_DIGITS,
  VERIFICATION_CODE_MINUTES,
} from '@bazaar/contracts';
import type { Clock } from '../../kernel/clock.js';
import type { Queryable } from '../../kernel/db/database.js';
import { ApplicationError } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import {
  countWrongGuess,
  insertCode,
  latestUnspentCode,
  spendCodeOnce,
  spendEarlierCodes,
} from './codes-repo.js';
import { schedulePrune } from './pruning.js';

export type CodePurpose = 'VERIFY_EMAIL' | 'RESET_PASSWORD' | 'MFA_EMAIL' | 'MFA_RECOVERY';

/** The hash kept of a code: bound to its identity, so a code's hash is worthless for another member. */
export const hashOf = (identityId: string, code: string) =>
  createHash('sha256').update(`${identityId}:${code}`).digest();

const codeProblem = (status: number, code: string, description: string) =>
  new ApplicationError({ status, code, description });

/**
 * Mails are answered with a code of `VERIFICATION_CODE_DIGITS` digits, from a cryptographic
 * source. A new code replaces any earlier one of the same purpose (only the latest works).
 */
export async function issueCode(
  db: Queryable,
  clock: Clock,
  identity: { id: string; siteId: string },
  purpose: CodePurpose,
  id: string = newId(),
): Promise<string> {
  const now = clock.now();
  await schedulePrune(db, clock);
  await spendEarlierCodes(db, identity.id, purpose, now.toISOString());
  const code = String(randomInt(0, 10 ** VERIFICATION_CODE_DIGITS)).padStart(VERIFICATION_CODE_DIGITS, '0');
  const expires = new Date(now.getTime() + VERIFICATION_CODE_MINUTES * 60_000).toISOString();
  await insertCode(db, {
    id,
    siteId: identity.siteId,
    identityId: identity.id,
    purpose,
    hash: hashOf(identity.id, code).toString('base64url'),
    expires,
    now: now.toISOString(),
  });
  return code;
}

/**
 * Spends the member's latest code of `purpose` when `code` is it: compared in constant time,
 * spent by a conditional update (a code works once, even for two requests at the same instant).
 * A wrong code counts against the code's allowed attempts; an expired or used-up code says so.
 */
export async function spendCode(
  db: Queryable,
  clock: Clock,
  identityId: string,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const now = clock.now().toISOString();
  const row = await latestUnspentCode(db, identityId, purpose);
  if (!row || row.expires_date <= now)
    throw codeProblem(400, 'VERIFICATION_CODE_EXPIRED', 'This code has expired: ask for a new one');
  if (Number(row.failed_attempts) >= VERIFICATION_CODE_ATTEMPTS)
    throw codeProblem(429, 'TOO_MANY_ATTEMPTS', 'Too many wrong codes: ask for a new one');
  const expected = Buffer.from(row.code_hash, 'base64url');
  const given = hashOf(identityId, code.trim());
  if (!timingSafeEqual(expected, given)) {
    await countWrongGuess(db, row.id);
    throw codeProblem(400, 'INVALID_VERIFICATION_CODE', 'This code is not the one we sent');
  }
  if (!(await spendCodeOnce(db, row.id, now)))
    throw codeProblem(400, 'VERIFICATION_CODE_EXPIRED', 'This code was already used');
}
