import { ACCOUNTS_SITE_ID, type AccountSite, type CreateSiteRequest } from '@bazaar/contracts';
import type { Clock } from '../../kernel/clock.js';
import type { Database } from '../../kernel/db/database.js';
import { ValidationError } from '../../kernel/errors.js';
import { isTimeZone } from '../../kernel/time-zone.js';
import type { SitesService } from '../sites/service.js';
import * as repo from './collaborators-repo.js';

/** The sites a person works on, and the sites they make (theirs to own). */
export function createAccountSites({
  db,
  clock,
  sites,
}: {
  db: Database;
  clock: Clock;
  sites: Pick<SitesService, 'getSite' | 'createSite' | 'createClient'>;
}) {
  return {
    async list(accountId: string): Promise<AccountSite[]> {
      const rows = await repo.sitesOfAccount(db, accountId);
      return Promise.all(
        rows.map(async (row) => ({ site: await sites.getSite(row.site_id), role: row.role })),
      );
    },

    /** A new site with the apps asked for and an OAuth client for its storefront; its maker owns it. */
    async create(accountId: string, request: CreateSiteRequest['site']): Promise<AccountSite> {
      if (!isTimeZone(request.timeZone))
        throw ValidationError.field(
          'site.timeZone',
          'must be an IANA time zone, e.g. Europe/Berlin',
          'FORMAT',
        );
      const site = await sites.createSite({
        displayName: request.displayName,
        installedApps: request.installedApps,
        settings: { currency: request.currency, timeZone: request.timeZone, acceptsPayments: true },
      });
      await repo.putCollaborator(db, {
        siteId: site.id,
        accountId,
        role: 'OWNER',
        createdDate: clock.now().toISOString(),
      });
      await sites.createClient(site.id, { name: 'Storefront' });
      return { site, role: 'OWNER' };
    },

    /** The role an account has on a site: none on the accounts site itself. */
    roleOnSite: (accountId: string, siteId: string) =>
      siteId === ACCOUNTS_SITE_ID ? Promise.resolve(undefined) : repo.roleOf(db, accountId, siteId),
  };
}
