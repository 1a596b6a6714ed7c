import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  VERIFICATION_CODE_ATTEMPTS,
  VERIFICATION_CODE_DIGITS,
  VERIFICATION_CODE_MINUTES,
} from '@bazaar/contracts';
import type { Clock } from '../../kernel/clock.js';
import type { Queryable } from '../../kernel/db/database.js';
import { sql } from '../../kernel/db/sql.js';
import { ApplicationError } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
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
  await db.run(sql`
    UPDATE identity_codes SET spent_date = ${now.toISOString()}
    WHERE identity_id = ${identity.id} AND purpose = ${purpose} AND spent_date IS NULL`);
  const code = String(randomInt(0, 10 ** VERIFICATION_CODE_DIGITS)).padStart(VERIFICATION_CODE_DIGITS, '0');
  const expires = new Date(now.getTime() + VERIFICATION_CODE_MINUTES * 60_000).toISOString();
  await db.run(sql`
    INSERT INTO identity_codes (id, site_id, identity_id, purpose, code_hash, failed_attempts, expires_date, created_date)
    VALUES (${id}, ${identity.siteId}, ${identity.id}, ${purpose},
            ${hashOf(identity.id, code).toString('base64url')}, 0, ${expires}, ${now.toISOString()})`);
  return code;
}

interface CodeRow {
  id: string;
  code_hash: string;
  failed_attempts: number | string;
  expires_date: string;
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
  const row = await db.one<CodeRow>(sql`
    SELECT id, code_hash, failed_attempts, expires_date FROM identity_codes
    WHERE identity_id = ${identityId} AND purpose = ${purpose} AND spent_date IS NULL
    ORDER BY created_date DESC LIMIT 1`);
  if (!row || row.expires_date <= now)
    throw codeProblem(400, 'VERIFICATION_CODE_EXPIRED', 'This code has expired: ask for a new one');
  if (Number(row.failed_attempts) >= VERIFICATION_CODE_ATTEMPTS)
    throw codeProblem(429, 'TOO_MANY_ATTEMPTS', 'Too many wrong codes: ask for a new one');
  const expected = Buffer.from(row.code_hash, 'base64url');
  const given = hashOf(identityId, code.trim());
  if (!timingSafeEqual(expected, given)) {
    await db.run(sql`UPDATE identity_codes SET failed_attempts = failed_attempts + 1 WHERE id = ${row.id}`);
    throw codeProblem(400, 'INVALID_VERIFICATION_CODE', 'This code is not the one we sent');
  }
  const { changes } = await db.run(sql`
    UPDATE identity_codes SET spent_date = ${now} WHERE id = ${row.id} AND spent_date IS NULL`);
  if (changes !== 1) throw codeProblem(400, 'VERIFICATION_CODE_EXPIRED', 'This code was already used');
}
