import type { Queryable } from '../../kernel/db/database.js';
import { parseDocument } from '../../kernel/db/documents.js';
import { sql } from '../../kernel/db/sql.js';

/** A redirect session as kept: what it was opened for (its document) and when it lapses. */
export interface StoredSession<Doc> {
  id: string;
  doc: Doc;
  expiresAt: string;
}

export async function findSessionByToken<Doc>(
  db: Queryable,
  tokenHash: string,
): Promise<StoredSession<Doc> | undefined> {
  const row = await db.one<{ id: string; doc: unknown; expires_at: string }>(
    sql`SELECT id, doc, expires_at FROM redirect_sessions WHERE token_hash = ${tokenHash}`,
  );
  return row && { id: row.id, doc: parseDocument<Doc>(row.doc), expiresAt: row.expires_at };
}

export async function insertSession(
  db: Queryable,
  session: {
    id: string;
    siteId: string;
    tokenHash: string;
    ownerKey: string;
    doc: unknown;
    expiresAt: string;
    now: string;
  },
): Promise<void> {
  await db.run(sql`
    INSERT INTO redirect_sessions (id, site_id, token_hash, owner_key, doc, expires_at, created_date)
    VALUES (${session.id}, ${session.siteId}, ${session.tokenHash}, ${session.ownerKey}, ${JSON.stringify(session.doc)},
            ${session.expiresAt}, ${session.now})`);
}
