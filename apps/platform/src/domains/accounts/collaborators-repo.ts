import type { SiteRole } from '@bazaar/contracts';
import type { Queryable } from '../../kernel/db/database.js';
import { sql } from '../../kernel/db/sql.js';

export interface CollaboratorRow {
  site_id: string;
  account_id: string;
  role: SiteRole;
  created_date: string;
}

export async function roleOf(
  db: Queryable,
  accountId: string,
  siteId: string,
): Promise<SiteRole | undefined> {
  const row = await db.one<{ role: SiteRole }>(
    sql`SELECT role FROM site_collaborators WHERE site_id = ${siteId} AND account_id = ${accountId}`,
  );
  return row?.role;
}

/** Adds the account to the site, or gives it the role when it is there already. */
export async function putCollaborator(
  db: Queryable,
  row: { siteId: string; accountId: string; role: SiteRole; createdDate: string },
): Promise<void> {
  await db.run(sql`
    INSERT INTO site_collaborators (site_id, account_id, role, created_date)
    VALUES (${row.siteId}, ${row.accountId}, ${row.role}, ${row.createdDate})
    ON CONFLICT (site_id, account_id) DO UPDATE SET role = ${row.role}`);
}

export const collaboratorsOfSite = (db: Queryable, siteId: string) =>
  db.all<CollaboratorRow>(
    sql`SELECT * FROM site_collaborators WHERE site_id = ${siteId} ORDER BY created_date, account_id`,
  );

export const sitesOfAccount = (db: Queryable, accountId: string) =>
  db.all<CollaboratorRow>(
    sql`SELECT * FROM site_collaborators WHERE account_id = ${accountId} ORDER BY created_date, site_id`,
  );

/** The site's owners, locked until the transaction ends: the last one is never removed or demoted. */
export const lockOwners = (tx: Queryable, siteId: string) =>
  tx.all<{ account_id: string }>(
    tx.dialect === 'postgres'
      ? sql`SELECT account_id FROM site_collaborators WHERE site_id = ${siteId} AND role = 'OWNER' FOR UPDATE`
      : sql`SELECT account_id FROM site_collaborators WHERE site_id = ${siteId} AND role = 'OWNER'`,
  );

export async function setRole(
  db: Queryable,
  siteId: string,
  accountId: string,
  role: SiteRole,
): Promise<boolean> {
  const { changes } = await db.run(
    sql`UPDATE site_collaborators SET role = ${role} WHERE site_id = ${siteId} AND account_id = ${accountId}`,
  );
  return changes === 1;
}

export async function removeCollaborator(db: Queryable, siteId: string, accountId: string): Promise<boolean> {
  const { changes } = await db.run(
    sql`DELETE FROM site_collaborators WHERE site_id = ${siteId} AND account_id = ${accountId}`,
  );
  return changes === 1;
}
