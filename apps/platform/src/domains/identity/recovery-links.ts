import { randomBytes, timingSafeEqual } from 'node:crypto';
import { RECOVERY_LINK_MINUTES } from '@bazaar/contracts';
import type { Clock } from '../../kernel/clock.js';
import type { Queryable } from '../../kernel/db/database.js';
import { sql } from '../../kernel/db/sql.js';
import { newId } from '../../kernel/ids.js';
import { hashOf } from './codes.js';
import { schedulePrune } from './pruning.js';

/** What a reset link remembers besides its secret. */
export interface RecoveryLinkDetail {
  /** Where the reset page sends the member once the password is set. */
  returnUrl?: string;
}

export interface RecoveryLink extends RecoveryLinkDetail {
  id: string;
  identityId: string;
  siteId: string;
}

const PURPOSE = 'RESET_PASSWORD';

/**
 * A reset link's token is `<row id>.<secret>`: the id finds the row, the 256-bit secret proves the
 * link was mailed. Only the secret's hash is kept, and a new link replaces any earlier one.
 */
export async function issueRecoveryLink(
  db: Queryable,
  clock: Clock,
  identity: { id: string; siteId: string },
  detail: RecoveryLinkDetail,
): Promise<string> {
  const now = clock.now();
  await schedulePrune(db, clock);
  await db.run(sql`
    UPDATE identity_codes SET spent_date = ${now.toISOString()}
    WHERE identity_id = ${identity.id} AND purpose = ${PURPOSE} AND spent_date IS NULL`);
  const id = newId();
  const secret = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + RECOVERY_LINK_MINUTES * 60_000).toISOString();
  await db.run(sql`
    INSERT INTO identity_codes (id, site_id, identity_id, purpose, code_hash, failed_attempts, expires_date,
                                created_date, detail)
    VALUES (${id}, ${identity.siteId}, ${identity.id}, ${PURPOSE}, ${hashOf(identity.id, secret).toString('base64url')},
            0, ${expires}, ${now.toISOString()}, ${JSON.stringify(detail)})`);
  return `${id}.${secret}`;
}

interface LinkRow {
  id: string;
  site_id: string;
  identity_id: string;
  code_hash: string;
  detail: string | null;
}

/** The link a token stands for while it is unused and unexpired; undefined for anything else. */
export async function findRecoveryLink(
  db: Queryable,
  clock: Clock,
  token: string,
): Promise<RecoveryLink | undefined> {
  const [id, secret, ...rest] = token.trim().split('.');
  if (!id || !secret || rest.length > 0) return undefined;
  const row = await db.one<LinkRow>(sql`
    SELECT id, site_id, identity_id, code_hash, detail FROM identity_codes
    WHERE id = ${id} AND purpose = ${PURPOSE} AND spent_date IS NULL
      AND expires_date > ${clock.now().toISOString()}`);
  if (!row) return undefined;
  const expected = Buffer.from(row.code_hash, 'base64url');
  if (!timingSafeEqual(expected, hashOf(row.identity_id, secret))) return undefined;
  const detail: RecoveryLinkDetail = row.detail ? JSON.parse(row.detail) : {};
  return { id: row.id, identityId: row.identity_id, siteId: row.site_id, ...detail };
}

/** Spends a link by a conditional update: of two resets with one link, only one passes. */
export async function spendRecoveryLink(db: Queryable, clock: Clock, linkId: string): Promise<boolean> {
  const { changes } = await db.run(sql`
    UPDATE identity_codes SET spent_date = ${clock.now().toISOString()} WHERE id = ${linkId} AND spent_date IS NULL`);
  return changes === 1;
}
