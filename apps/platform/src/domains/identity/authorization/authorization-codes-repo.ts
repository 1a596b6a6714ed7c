import type { Queryable } from '../../../kernel/db/database.js';
import { sql } from '../../../kernel/db/sql.js';
import type { CodeBinding } from './authorization-codes.js';

/** An authorization code as kept: its hash, what it is bound to, and whether it was spent. */
export interface CodeRow {
  site_id: string;
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  member_id: string;
  visitor_id: string | null;
  expires_at: string;
  used_at: string | null;
  session_id: string | null;
}

/** Deletes the codes that expired at or before `before`. */
export async function deleteCodesExpiredBy(db: Queryable, before: string): Promise<void> {
  await db.run(sql`DELETE FROM authorization_codes WHERE expires_at <= ${before}`);
}

export async function insertAuthorizationCode(
  db: Queryable,
  code: { hash: string; binding: CodeBinding; expiresAt: string; now: string },
): Promise<void> {
  const { binding } = code;
  await db.run(sql`
    INSERT INTO authorization_codes (code_hash, site_id, client_id, redirect_uri, code_challenge, member_id, visitor_id,
                                     expires_at, created_date)
    VALUES (${code.hash}, ${binding.siteId}, ${binding.clientId}, ${binding.redirectUri}, ${binding.codeChallenge},
            ${binding.memberId}, ${binding.visitorId ?? null}, ${code.expiresAt}, ${code.now})`);
}

export const findAuthorizationCode = (db: Queryable, hash: string) =>
  db.one<CodeRow>(sql`
    SELECT site_id, client_id, redirect_uri, code_challenge, member_id, visitor_id, expires_at, used_at, session_id
    FROM authorization_codes WHERE code_hash = ${hash}`);

/** Marks the code used for `sessionId` unless it already was; true for the request that did. */
export async function spendAuthorizationCode(
  db: Queryable,
  hash: string,
  usedAt: string,
  sessionId: string,
): Promise<boolean> {
  const { changes } = await db.run(sql`
    UPDATE authorization_codes SET used_at = ${usedAt}, session_id = ${sessionId}
    WHERE code_hash = ${hash} AND used_at IS NULL`);
  return changes === 1;
}
