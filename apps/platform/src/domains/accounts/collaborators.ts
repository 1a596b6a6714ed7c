import { ACCOUNTS_SITE_ID, type Collaborator, type SiteRole } from '@bazaar/contracts';
import type { Database, Queryable } from '../../kernel/db/database.js';
import { ApplicationError, notFound } from '../../kernel/errors.js';
import type { MemberAdmin } from '../identity/member-admin.js';
import * as repo from './collaborators-repo.js';

const lastOwner = () =>
  new ApplicationError({
    status: 409,
    code: 'LAST_OWNER',
    description: 'A site keeps at least one owner: make someone else an owner first',
  });

/** The people who work on a site and their roles; a site never loses its last owner. */
export function createCollaborators({ db, accounts }: { db: Database; accounts: Pick<MemberAdmin, 'find'> }) {
  async function present(row: repo.CollaboratorRow): Promise<Collaborator> {
    const account = await accounts.find(ACCOUNTS_SITE_ID, row.account_id);
    return {
      accountId: row.account_id,
      siteId: row.site_id,
      email: account?.email ?? '',
      role: row.role,
      createdDate: row.created_date,
    };
  }

  /** Runs `change` on the site's collaborators unless it would leave the site without an owner. */
  async function keepingAnOwner(
    siteId: string,
    accountId: string,
    staysOwner: boolean,
    change: (tx: Queryable) => Promise<boolean>,
  ) {
    await db.transaction(async (tx) => {
      const owners = await repo.lockOwners(tx, siteId);
      const isOwner = owners.some((owner) => owner.account_id === accountId);
      if (isOwner && !staysOwner && owners.length === 1) throw lastOwner();
      if (!(await change(tx))) throw notFound('Collaborator', accountId);
    });
  }

  return {
    list: async (siteId: string) => Promise.all((await repo.collaboratorsOfSite(db, siteId)).map(present)),

    async setRole(siteId: string, accountId: string, role: SiteRole): Promise<Collaborator> {
      await keepingAnOwner(siteId, accountId, role === 'OWNER', (tx) =>
        repo.setRole(tx, siteId, accountId, role),
      );
      const row = (await repo.collaboratorsOfSite(db, siteId)).find((one) => one.account_id === accountId);
      if (!row) throw notFound('Collaborator', accountId);
      return present(row);
    },

    remove: (siteId: string, accountId: string) =>
      keepingAnOwner(siteId, accountId, false, (tx) => repo.removeCollaborator(tx, siteId, accountId)),
  };
}

export type Collaborators = ReturnType<typeof createCollaborators>;
