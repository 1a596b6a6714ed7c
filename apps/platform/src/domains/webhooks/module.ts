import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../domain-module.js';
import type { MailService } from '../mail/module.js';
import type { SitesService } from '../sites/service.js';
import { createDispatcher } from './dispatcher.js';
import { webhookFanOut } from './fan-out.js';
import { webhooksMigration } from './migrations.js';
import { webhookRoutes } from './routes.js';
import { createSigningKeys, webhookKeyColumn } from './signing-keys.js';
import { createSubscriptions } from './subscriptions.js';

export interface WebhooksNeeds {
  sites: Pick<SitesService, 'getSite'>;
  mail: Pick<MailService, 'enqueue'>;
}

/**
 * Webhooks: the site's domain events, as they are published from the outbox, delivered to the
 * endpoints its owner subscribed, signed as Wix signs them (a JWT, RS256), so that a Wix app's
 * backend verifies and handles them with the official SDK unmodified.
 */
export const webhooksModule = defineModule({
  name: 'webhooks',
  apiSections: [
    {
      name: 'Webhooks',
      description:
        "Endpoints that receive the site's events, signed with the site's key as Wix signs them; their delivery log.",
    },
  ],
  migrations: [webhooksMigration],
  sealedColumns: [webhookKeyColumn],
  needs: ['sites', 'mail'],
  create: ({ sites, mail }: WebhooksNeeds, { db, clock, config, eventTypes, metrics, secrets }) => {
    const keys = createSigningKeys(db, clock, secrets);
    const policy = config.webhookPrivateAddresses;
    return {
      keys,
      subscriptions: createSubscriptions({
        db,
        clock,
        policy,
        eventTypes: new Set(eventTypes.map((eventType) => eventType.type)),
      }),
      dispatcher: createDispatcher({
        db,
        clock,
        keys,
        policy,
        mail,
        sites,
        onFailure: () => metrics.deliveryFailed('webhook'),
      }),
    };
  },
  routes:
    (webhooks, _needs, { db, clock, eventTypes }) =>
    async (app: FastifyInstance) =>
      webhookRoutes({ db, clock, subscriptions: webhooks.subscriptions, keys: webhooks.keys, eventTypes })(
        app,
      ),
  subscribers: (_webhooks, _needs, { clock, eventTypes }) => [
    { entityFqdn: '*', subscriber: webhookFanOut(clock, eventTypes) },
  ],
  workers: (webhooks) => [
    {
      name: 'webhook deliveries',
      // Each run sends what is due, batch after batch, until nothing is.
      async work() {
        while ((await webhooks.dispatcher.dispatchDue()) > 0) {}
      },
      intervalMs: 1_000,
    },
  ],
});
