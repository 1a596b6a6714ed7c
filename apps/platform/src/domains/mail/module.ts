import { ListMailQuerySchema, ListMailResponseSchema } from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../domain-module.js';
import { route } from '../../kernel/http/route.js';
import { type MailTransport, mailboxTransport, type OutgoingMail, readMailbox } from './mailer.js';
import { mailboxMigration } from './migrations.js';

/**
 * Mail: every message the platform sends (verification codes, recovery links, welcomes) goes
 * through `send`, to the development mailbox unless an SMTP server is configured.
 */
export const mailModule = defineModule({
  name: 'mail',
  migrations: [mailboxMigration],
  needs: [],
  create: (_needs: object, { db, clock }) => {
    const transport: MailTransport = mailboxTransport(db, clock);
    return {
      transport: transport.name,
      send: (mail: OutgoingMail) => transport.deliver(mail),
    };
  },
  routes:
    (_service, _needs, { db }) =>
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

export type MailService = { send(mail: OutgoingMail): Promise<void> };
