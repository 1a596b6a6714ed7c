import type { Queryable } from '../../../kernel/db/database.js';
import type { MailService } from '../../mail/module.js';
import type { SiteOfMail } from '../../mail/templates/store/order-confirmation.js';
import type { OutgoingMail } from '../../mail/transport.js';
import type { SitesService } from '../../sites/service.js';

/**
 * The buyer's mail about their order: the site as a message names it (read before the order's
 * transaction, which on SQLite holds the only connection), and the message written inside that
 * transaction, so it goes out only if the change commits.
 */
export function createOrderMail(sites: Pick<SitesService, 'getSite'>, mail: Pick<MailService, 'enqueue'>) {
  return {
    async siteOf(siteId: string): Promise<SiteOfMail> {
      return { siteId, siteName: (await sites.getSite(siteId)).displayName };
    },
    async send(tx: Queryable, message: Promise<OutgoingMail>): Promise<void> {
      await mail.enqueue(tx, await message);
    },
  };
}

export type OrderMail = ReturnType<typeof createOrderMail>;
