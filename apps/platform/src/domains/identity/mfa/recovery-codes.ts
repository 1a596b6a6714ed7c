import { randomBytes, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Queryable } from '../../../kernel/db/database.js';
import { sql } from '../../../kernel/db/sql.js';
import { newId } from '../../../kernel/ids.js';
import { hashOf } from '../codes.js';
import { base32Encode } from './totp.js';

const PURPOSE = 'MFA_RECOVERY';
/** Recovery codes do not expire: they are for the day the phone is lost, whenever that is. */
const NEVER = '9999-12-31T00:00:00.000Z';

/** What is compared: lower case, without the dash or spaces a person may type. */
const normalize = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** Ends the member's recovery codes (a new set, or no second factor left). */
export async function dropRecoveryCodes(db: Queryable, clock: Clock, identityId: string): Promise<void> {
  await db.run(sql`
    UPDATE identity_codes SET spent_date = ${clock.now().toISOString()}
    WHERE identity_id = ${identityId} AND purpose = ${PURPOSE} AND spent_date IS NULL`);
}

/** A new set of single-use codes (40 bits each, `xxxx-xxxx`), replacing any earlier set; only hashes are kept. */
export async function issueRecoveryCodes(
  db: Queryable,
  clock: Clock,
  identity: { id: string; siteId: string },
): Promise<string[]> {
  await dropRecoveryCodes(db, clock, identity.id);
  const now = clock.now().toISOString();
  const codes: string[] = [];
  for (let index = 0; index < RECOVERY_CODE_COUNT; index++) {
    const raw = base32Encode(randomBytes(5)).toLowerCase();
    codes.push(`${raw.slice(0, 4)}-${raw.slice(4)}`);
    await db.run(sql`
      INSERT INTO identity_codes (id, site_id, identity_id, purpose, code_hash, failed_attempts, expires_date, created_date)
      VALUES (${newId()}, ${identity.siteId}, ${identity.id}, ${PURPOSE},
              ${hashOf(identity.id, raw).toString('base64url')}, 0, ${NEVER}, ${now})`);
  }
  return codes;
}

/** Spends one of the member's recovery codes when `code` is one: each works once, even in a race. */
export async function spendRecoveryCode(
  db: Queryable,
  clock: Clock,
  identityId: string,
  code: string,
): Promise<boolean> {
  const given = hashOf(identityId, normalize(code));
  const rows = await db.all<{ id: string; code_hash: string }>(sql`
    SELECT id, code_hash FROM identity_codes
    WHERE identity_id = ${identityId} AND purpose = ${PURPOSE} AND spent_date IS NULL`);
  const match = rows.find((row) => timingSafeEqual(Buffer.from(row.code_hash, 'base64url'), given));
  if (!match) return false;
  const { changes } = await db.run(sql`
    UPDATE identity_codes SET spent_date = ${clock.now().toISOString()} WHERE id = ${match.id} AND spent_date IS NULL`);
  return changes === 1;
}

/** Whether `code` looks like a recovery code rather than a 6-digit one. */
export const isRecoveryCode = (code: string) => /^[a-z2-7]{8}$/.test(normalize(code));
