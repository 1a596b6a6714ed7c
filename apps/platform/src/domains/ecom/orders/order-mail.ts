import type { Queryable } from '../../../kernel/db/database.js';
import type { MailService } from '../../mail/module.js';
import type { SiteOfMail } from '../../mail/templates/store/order-confirmation.js';
import type { OutgoingMail } from '../../mail/transport.js';
import type { SitesService } from '../../sites/service.js';

/** The site as a message names it, from a site already read. */
export const mailSiteOf = (siteId: string, site: { displayName: string }): SiteOfMail => ({
  siteId,
  siteName: site.displayName,
});

/**
 * The buyer's mail about their order: the site as a message names it (read before the order's
 * transaction, which on SQLite holds the only connection), and the message written inside that
 * transaction, so it goes out only if the change commits.
 */
export function createOrderMail(sites: Pick<SitesService, 'getSite'>, mail: Pick<MailService, 'enqueue'>) {
  return {
    async siteOf(siteId: string): Promise<SiteOfMail> {
      return mailSiteOf(siteId, await sites.getSite(siteId));
    },
    async send(tx: Queryable, message: Promise<OutgoingMail>): Promise<void> {
      await mail.enqueue(tx, await message);
    },
  };
}

export type OrderMail = ReturnType<typeof createOrderMail>;
