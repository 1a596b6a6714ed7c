import { randomBytes, timingSafeEqual } from 'node:crypto';
import { RECOVERY_LINK_MINUTES } from '@bazaar/contracts';
import type { Clock } from '../../kernel/clock.js';
import type { Queryable } from '../../kernel/db/database.js';
import { newId } from '../../kernel/ids.js';
import { hashOf } from './codes.js';
import { insertCode, openLink, spendCodeOnce, spendEarlierCodes } from './codes-repo.js';
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
  await spendEarlierCodes(db, identity.id, PURPOSE, now.toISOString());
  const id = newId();
  const secret = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + RECOVERY_LINK_MINUTES * 60_000).toISOString();
  await insertCode(db, {
    id,
    siteId: identity.siteId,
    identityId: identity.id,
    purpose: PURPOSE,
    hash: hashOf(identity.id, secret).toString('base64url'),
    expires,
    now: now.toISOString(),
    detail: JSON.stringify(detail),
  });
  return `${id}.${secret}`;
}

/** The link a token stands for while it is unused and unexpired; undefined for anything else. */
export async function findRecoveryLink(
  db: Queryable,
  clock: Clock,
  token: string,
): Promise<RecoveryLink | undefined> {
  const [id, secret, ...rest] = token.trim().split('.');
  if (!id || !secret || rest.length > 0) return undefined;
  const row = await openLink(db, id, PURPOSE, clock.now().toISOString());
  if (!row) return undefined;
  const expected = Buffer.from(row.code_hash, 'base64url');
  if (!timingSafeEqual(expected, hashOf(row.identity_id, secret))) return undefined;
  const detail: RecoveryLinkDetail = row.detail ? JSON.parse(row.detail) : {};
  return { id: row.id, identityId: row.identity_id, siteId: row.site_id, ...detail };
}

/** Spends a link by a conditional update: of two resets with one link, only one passes. */
export async function spendRecoveryLink(db: Queryable, clock: Clock, linkId: string): Promise<boolean> {
  return spendCodeOnce(db, linkId, clock.now().toISOString());
}
