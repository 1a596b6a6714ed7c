import {
  EmptyResponseSchema,
  HostedMailboxRequestSchema,
  HostedMailPreviewsRequestSchema,
  ListMailQuerySchema,
  ListMailResponseSchema,
  MailboxLinkResponseSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../domain-module.js';
import { ApplicationError } from '../../kernel/errors.js';
import { route } from '../../kernel/http/route.js';
import type { JobHandler } from '../../kernel/jobs/jobs.js';
import { loadSigningKey } from '../../kernel/signing-keys.js';
import type { SitesService } from '../sites/service.js';
import { mailboxLinks } from './mailbox-links.js';
import { mailAttachmentsMigration, mailboxMigration, mailDeliveryMigration } from './migrations.js';
import { createMailer, DELIVERY_JOB, type Mailer } from './outbox.js';
import { previewMessages } from './previews/every-message.js';
import { MAIL_PRUNE_JOB, mailPruneHandler } from './pruning.js';
import { readMailbox } from './repo.js';
import { smtpTransport } from './smtp.js';
import { reportingFailures } from './transport.js';

export interface MailNeeds {
  sites: Pick<SitesService, 'getSite'>;
}

const linkInvalid = () =>
  new ApplicationError({
    status: 401,
    code: 'MAILBOX_LINK_INVALID',
    description: 'This mailbox link has expired or is not valid: ask for a new one',
  });

/**
 * Mail: every message the platform sends (verification codes, recovery links, welcomes) goes
 * through `send`: to the SMTP server of `SMTP_URL`, or to the development mailbox when none is set.
 */
export const mailModule = defineModule({
  name: 'mail',
  apiSections: [
    {
      name: 'Mail',
      description: 'The development mailbox: mail the platform sent while no SMTP server is set.',
    },
  ],
  migrations: [mailboxMigration, mailDeliveryMigration, mailAttachmentsMigration],
  needs: ['sites'],
  create: (_needs: MailNeeds, { db, clock, config, metrics }) =>
    createMailer(
      db,
      clock,
      config.smtpUrl
        ? reportingFailures(smtpTransport(config.smtpUrl, config.mailFrom), () =>
            metrics.deliveryFailed('mail'),
          )
        : undefined,
    ),
  jobs: (mailer, _needs, { clock }): Record<string, JobHandler> => ({
    [DELIVERY_JOB]: mailer.deliverJob as JobHandler,
    [MAIL_PRUNE_JOB]: mailPruneHandler(clock),
  }),
  routes:
    (_mailer, { sites }, { db, clock, config, secrets }) =>
    async (app: FastifyInstance) => {
      const links = mailboxLinks(await loadSigningKey(db, secrets, 'mailbox-links'), clock, config.publicUrl);
      route(app, {
        method: 'GET',
        path: '/mail/v1/messages',
        access: 'owner',
        summary: 'The development mailbox: what the platform sent while no SMTP server is set, newest first',
        tags: ['Mail'],
        querystring: ListMailQuerySchema,
        response: ListMailResponseSchema,
        handler: async ({ identity, query }) => ({ messages: await readMailbox(db, identity.siteId, query) }),
      });
      route(app, {
        method: 'POST',
        path: '/mail/v1/mailbox-links',
        access: 'owner',
        summary:
          'A link to read the development mailbox in a browser, good for an hour (no API key in the page)',
        tags: ['Mail'],
        body: EmptyResponseSchema,
        response: MailboxLinkResponseSchema,
        handler: ({ identity }) => links.issue(identity.siteId),
      });
      route(app, {
        method: 'POST',
        path: '/hosted/v1/mailbox',
        // The link's key is the credential.
        access: 'public',
        summary: "The hosted mailbox page's messages, newest first, for one address or all",
        tags: ['Hosted pages'],
        body: HostedMailboxRequestSchema,
        response: ListMailResponseSchema,
        handler: async ({ body }) => {
          const siteId = await links.siteOf(body.key);
          if (!siteId) throw linkInvalid();
          const { to, limit } = body;
          return { messages: await readMailbox(db, siteId, { ...(to ? { to } : {}), limit: limit ?? 50 }) };
        },
      });
      route(app, {
        method: 'POST',
        path: '/hosted/v1/mailbox/previews',
        // The link's key is the credential.
        access: 'public',
        summary:
          'Every kind of message the platform sends customers, made from sample data by the real templates (nothing is sent)',
        tags: ['Hosted pages'],
        body: HostedMailPreviewsRequestSchema,
        response: ListMailResponseSchema,
        handler: async ({ body }) => {
          const siteId = await links.siteOf(body.key);
          if (!siteId) throw linkInvalid();
          const site = { siteId, siteName: (await sites.getSite(siteId)).displayName };
          return { messages: await previewMessages(site, clock.now()) };
        },
      });
    },
});

/** What other domains use of mail: sending now, or with their own transaction's commit. */
export type MailService = Pick<Mailer, 'send' | 'enqueue'>;
