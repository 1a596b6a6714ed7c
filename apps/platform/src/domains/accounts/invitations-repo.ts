import type { Invitation, SiteRole } from '@bazaar/contracts';
import type { Queryable } from '../../kernel/db/database.js';
import { sql } from '../../kernel/db/sql.js';

interface InvitationRow {
  id: string;
  site_id: string;
  email: string;
  role: SiteRole;
  status: Invitation['status'];
  created_date: string;
  expires_date: string;
}

/** An invitation as the API shows it: one past its date reads EXPIRED whatever was stored. */
const toInvitation = (row: InvitationRow, now: string): Invitation => ({
  id: row.id,
  siteId: row.site_id,
  email: row.email,
  role: row.role,
  status: row.status === 'PENDING' && row.expires_date <= now ? 'EXPIRED' : row.status,
  createdDate: row.created_date,
  expiresDate: row.expires_date,
});

export async function insertInvitation(
  db: Queryable,
  invitation: Invitation,
  tokenHash: string,
): Promise<void> {
  await db.run(sql`
    INSERT INTO site_invitations (id, site_id, email, role, token_hash, status, created_date, expires_date)
    VALUES (${invitation.id}, ${invitation.siteId}, ${invitation.email}, ${invitation.role}, ${tokenHash},
            ${invitation.status}, ${invitation.createdDate}, ${invitation.expiresDate})`);
}

export async function invitationsOfSite(db: Queryable, siteId: string, now: string): Promise<Invitation[]> {
  const rows = await db.all<InvitationRow>(
    sql`SELECT * FROM site_invitations WHERE site_id = ${siteId} ORDER BY created_date DESC, id`,
  );
  return rows.map((row) => toInvitation(row, now));
}

export async function invitationByToken(db: Queryable, tokenHash: string, now: string) {
  const row = await db.one<InvitationRow>(
    sql`SELECT * FROM site_invitations WHERE token_hash = ${tokenHash}`,
  );
  return row && toInvitation(row, now);
}

/** Moves a PENDING invitation on (ACCEPTED, REVOKED); false when it was no longer pending. */
export async function closeInvitation(
  db: Queryable,
  where: { id: string; siteId: string },
  status: 'ACCEPTED' | 'REVOKED',
): Promise<boolean> {
  const { changes } = await db.run(sql`
    UPDATE site_invitations SET status = ${status}
    WHERE id = ${where.id} AND site_id = ${where.siteId} AND status = 'PENDING'`);
  return changes === 1;
}

export async function insertSetupLink(
  db: Queryable,
  tokenHash: string,
  createdDate: string,
  expiresDate: string,
) {
  // One link at a time: a new start's link replaces the last one.
  await db.run(sql`DELETE FROM account_setup_links`);
  await db.run(sql`
    INSERT INTO account_setup_links (token_hash, created_date, expires_date)
    VALUES (${tokenHash}, ${createdDate}, ${expiresDate})`);
}

/** Spends the set-up link: true once, for a link that exists and has not run out. */
export async function spendSetupLink(db: Queryable, tokenHash: string, now: string): Promise<boolean> {
  const { changes } = await db.run(
    sql`DELETE FROM account_setup_links WHERE token_hash = ${tokenHash} AND expires_date > ${now}`,
  );
  return changes === 1;
}
