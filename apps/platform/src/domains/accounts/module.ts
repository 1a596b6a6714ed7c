import { ACCOUNTS_SITE_ID } from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../domain-module.js';
import type { MemberAdmin } from '../identity/member-admin.js';
import type { Passwords } from '../identity/passwords.js';
import type { MailService } from '../mail/module.js';
import type { SitesService } from '../sites/service.js';
import { createAccountSites } from './account-sites.js';
import { ensureAccountsSite } from './accounts-site.js';
import { createCollaborators } from './collaborators.js';
import { createFirstAccount } from './first-account.js';
import { hostedAccountRoutes } from './hosted-routes.js';
import { createInvitations } from './invitations.js';
import { accountsMigration } from './migrations.js';
import { accountRoutes } from './routes.js';

export interface AccountsNeeds {
  sites: SitesService;
  identity: { admin: MemberAdmin; passwords: Passwords };
  mail: Pick<MailService, 'send'>;
}

/**
 * The people who run sites: accounts (members of the platform's own accounts site, signed in on
 * the hosted page with its passwords, two-step and reset), the sites each works on as a role,
 * invitations, and an installation's first account.
 */
export const accountsModule = defineModule({
  name: 'accounts',
  apiSections: [
    { name: 'Accounts', description: 'The people who run sites: their sites, roles and invitations.' },
  ],
  migrations: [accountsMigration],
  needs: ['sites', 'identity', 'mail'],
  create: async ({ sites, identity, mail }: AccountsNeeds, { db, clock, config }) => {
    await ensureAccountsSite(sites, config.publicUrl);
    const accounts = identity.admin;
    const { publicUrl } = config;
    const { passwords } = identity;
    return {
      sites: createAccountSites({ db, clock, sites }),
      invitations: createInvitations({ db, clock, sites, accounts, mail, publicUrl, passwords }),
      collaborators: createCollaborators({ db, accounts }),
      /** An account's email: whom a STAFF account works as in a site's bookings. */
      emailOf: async (accountId: string) => (await accounts.find(ACCOUNTS_SITE_ID, accountId))?.email,
      firstAccount: createFirstAccount({ db, clock, sites, accounts, publicUrl, passwords }),
    };
  },
  routes: (accounts) => async (app: FastifyInstance) => {
    await accountRoutes({
      accountSites: accounts.sites,
      invitations: accounts.invitations,
      collaborators: accounts.collaborators,
    })(app);
    await hostedAccountRoutes(accounts)(app);
  },
});
