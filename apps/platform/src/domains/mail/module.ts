import { ListMailQuerySchema, ListMailResponseSchema } from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../domain-module.js';
import { route } from '../../kernel/http/route.js';
import type { JobHandler } from '../../kernel/jobs/jobs.js';
import { readMailbox } from './mailbox.js';
import { mailboxMigration, mailDeliveryMigration } from './migrations.js';
import { createMailer, DELIVERY_JOB, type Mailer } from './outbox.js';
import { smtpTransport } from './smtp.js';

/**
 * Mail: every message the platform sends (verification codes, recovery links, welcomes) goes
 * through `send`: to the SMTP server of `SMTP_URL`, or to the development mailbox when none is set.
 */
export const mailModule = defineModule({
  name: 'mail',
  migrations: [mailboxMigration, mailDeliveryMigration],
  needs: [],
  create: (_needs: object, { db, clock, config }) =>
    createMailer(db, clock, config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : undefined),
  jobs: (mailer): Record<string, JobHandler> => ({ [DELIVERY_JOB]: mailer.deliverJob as JobHandler }),
  routes:
    (_mailer, _needs, { db }) =>
    async (app: FastifyInstance) => {
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
    },
});

/** What other domains use of mail: sending. */
export type MailService = Pick<Mailer, 'send'>;
