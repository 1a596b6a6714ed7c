import { randomBytes, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Queryable } from '../../../kernel/db/database.js';
import { newId } from '../../../kernel/ids.js';
import { hashOf } from '../codes.js';
import { insertCode, spendCodeOnce, spendEarlierCodes, unspentCodes } from '../codes-repo.js';
import { base32Encode } from './totp.js';

const PURPOSE = 'MFA_RECOVERY';
/** Recovery codes do not expire: they are for the day the phone is lost, whenever that is. */
const NEVER = '9999-12-31T00:00:00.000Z';

/** What is compared: lower case, without the dash or spaces a person may type. */
const normalize = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** Ends the member's recovery codes (a new set, or no second factor left). */
export async function dropRecoveryCodes(db: Queryable, clock: Clock, identityId: string): Promise<void> {
  await spendEarlierCodes(db, identityId, PURPOSE, clock.now().toISOString());
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
    await insertCode(db, {
      id: newId(),
      siteId: identity.siteId,
      identityId: identity.id,
      purpose: PURPOSE,
      hash: hashOf(identity.id, raw).toString('base64url'),
      expires: NEVER,
      now,
    });
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
  const rows = await unspentCodes(db, identityId, PURPOSE);
  const match = rows.find((row) => timingSafeEqual(Buffer.from(row.code_hash, 'base64url'), given));
  if (!match) return false;
  return spendCodeOnce(db, match.id, clock.now().toISOString());
}

/** Whether `code` looks like a recovery code rather than a 6-digit one. */
export const isRecoveryCode = (code: string) => /^[a-z2-7]{8}$/.test(normalize(code));
