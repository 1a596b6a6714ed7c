/** The refresh tokens a platform has issued: kept as hashes, each row one session. */
import type { Queryable } from '../../kernel/db/database.js';
import { sql } from '../../kernel/db/sql.js';
import { hashSecret, newId, newSecret } from '../../kernel/ids.js';
import type { TokenSubject } from './access-token.js';

/** Opaque, random, and distinguishable from access tokens and API keys at a glance. */
const REFRESH_TOKEN_PREFIX = 'bzr_';

interface RefreshTokenRow {
  id: string;
  site_id: string;
  client_id: string;
  role: 'visitor' | 'member';
  visitor_id: string | null;
  member_id: string | null;
  expires_at: string;
  revoked_at: string | null;
}

export interface StoredRefreshToken {
  id: string;
  subject: TokenSubject;
  expiresAt: string;
  revoked: boolean;
}

/**
 * A new refresh token for `subject`, with the id of its row: the session id that the access
 * tokens issued with it carry (`sid`), so that a logout can end exactly this session.
 */
export async function issueRefreshToken(
  db: Queryable,
  subject: TokenSubject,
  ttlSeconds: number,
  now: Date,
): Promise<{ token: string; sessionId: string }> {
  const token = newSecret(REFRESH_TOKEN_PREFIX);
  // A grant may have named the session already (a code names the session it is spent for).
  const sessionId = subject.sessionId ?? newId();
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000).toISOString();
  await db.run(sql`
    INSERT INTO refresh_tokens (id, token_hash, site_id, client_id, role, visitor_id, member_id, created_date, expires_at)
    VALUES (${sessionId}, ${hashSecret(token)}, ${subject.siteId}, ${subject.clientId}, ${subject.role},
            ${subject.visitorId ?? null}, ${subject.memberId ?? null}, ${now.toISOString()}, ${expiresAt})`);
  return { token, sessionId };
}

export async function findRefreshToken(
  db: Queryable,
  token: string,
): Promise<StoredRefreshToken | undefined> {
  if (!token.startsWith(REFRESH_TOKEN_PREFIX)) return undefined;
  const row = await db.one<RefreshTokenRow>(sql`
    SELECT id, site_id, client_id, role, visitor_id, member_id, expires_at, revoked_at
    FROM refresh_tokens WHERE token_hash = ${hashSecret(token)}`);
  if (!row) return undefined;
  return {
    id: row.id,
    subject: {
      siteId: row.site_id,
      clientId: row.client_id,
      role: row.role,
      ...(row.visitor_id ? { visitorId: row.visitor_id } : {}),
      ...(row.member_id ? { memberId: row.member_id } : {}),
    },
    expiresAt: row.expires_at,
    revoked: row.revoked_at !== null,
  };
}

/** Marks a token revoked (kept, so that its use afterwards can be told apart from an unknown token). */
export async function revokeRefreshToken(db: Queryable, id: string, now: Date): Promise<void> {
  await db.run(
    sql`UPDATE refresh_tokens SET revoked_at = ${now.toISOString()} WHERE id = ${id} AND revoked_at IS NULL`,
  );
}

/** Revokes every live refresh token of a member on a site (a password change, a block). */
export async function revokeMemberRefreshTokens(
  db: Queryable,
  siteId: string,
  memberId: string,
  now: Date,
  keepId = '',
): Promise<void> {
  await db.run(sql`
    UPDATE refresh_tokens SET revoked_at = ${now.toISOString()}
    WHERE site_id = ${siteId} AND member_id = ${memberId} AND revoked_at IS NULL AND id <> ${keepId}`);
}

/**
 * Deletes refresh tokens that expired before `before` (a refused one is as refused when gone):
 * every visitor's token grant writes one, so without this the table grows with every visit.
 * How many went.
 */
export async function deleteExpiredRefreshTokens(db: Queryable, before: string): Promise<number> {
  const { changes } = await db.run(sql`DELETE FROM refresh_tokens WHERE expires_at < ${before}`);
  return changes;
}
