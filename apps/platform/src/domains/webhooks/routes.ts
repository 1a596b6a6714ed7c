import {
  CreateWebhookSubscriptionRequestSchema,
  EmptyResponseSchema,
  ListWebhookDeliveriesQuerySchema,
  ListWebhookDeliveriesResponseSchema,
  ListWebhookSubscriptionsResponseSchema,
  UpdateWebhookSubscriptionRequestSchema,
  WebhookDeliveryIdParamsSchema,
  WebhookDeliveryResponseSchema,
  WebhookEventTypesResponseSchema,
  WebhookSigningKeySchema,
  WebhookSubscriptionIdParamsSchema,
  WebhookSubscriptionResponseSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../kernel/clock.js';
import type { Database } from '../../kernel/db/database.js';
import { notFound } from '../../kernel/errors.js';
import type { EventType } from '../../kernel/event-catalogue.js';
import { route } from '../../kernel/http/route.js';
import * as deliveries from './deliveries-repo.js';
import type { SigningKeys } from './signing-keys.js';
import type { Subscriptions } from './subscriptions.js';

const tags = ['Webhooks'];
const SUBSCRIPTIONS = '/webhooks/v1/subscriptions';

/** The owner's webhooks: endpoints, their delivery log and redelivery, and the key that signs them. */
/** Where the site's events go is the owner's alone, as its keys are. */
const OWNER_ONLY = ['OWNER'] as const;

export function webhookRoutes(deps: {
  db: Database;
  clock: Clock;
  subscriptions: Subscriptions;
  keys: Pick<SigningKeys, 'publicKey' | 'rotate'>;
  eventTypes: readonly EventType[];
}) {
  const { db, clock, subscriptions, keys } = deps;
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: SUBSCRIPTIONS,
      access: 'owner',
      roles: OWNER_ONLY,
      summary:
        'Subscribe an endpoint to event types (http or https; private addresses refused unless allowed)',
      tags,
      body: CreateWebhookSubscriptionRequestSchema,
      response: WebhookSubscriptionResponseSchema,
      handler: async ({ identity, body }) => ({
        subscription: await subscriptions.create(identity.siteId, body.subscription),
      }),
    });
    route(app, {
      method: 'GET',
      path: SUBSCRIPTIONS,
      access: 'owner',
      roles: OWNER_ONLY,
      summary: "The site's webhook subscriptions",
      tags,
      response: ListWebhookSubscriptionsResponseSchema,
      handler: async ({ identity }) => ({ subscriptions: await subscriptions.list(identity.siteId) }),
    });
    route(app, {
      method: 'GET',
      path: `${SUBSCRIPTIONS}/:subscriptionId`,
      access: 'owner',
      roles: OWNER_ONLY,
      summary: 'A webhook subscription',
      tags,
      params: WebhookSubscriptionIdParamsSchema,
      response: WebhookSubscriptionResponseSchema,
      handler: async ({ identity, params }) => ({
        subscription: await subscriptions.get(identity.siteId, params.subscriptionId),
      }),
    });
    route(app, {
      method: 'PATCH',
      path: `${SUBSCRIPTIONS}/:subscriptionId`,
      access: 'owner',
      roles: OWNER_ONLY,
      summary: 'Change a subscription: its endpoint, event types, alert address, or turn it on or off',
      tags,
      params: WebhookSubscriptionIdParamsSchema,
      body: UpdateWebhookSubscriptionRequestSchema,
      response: WebhookSubscriptionResponseSchema,
      handler: async ({ identity, params, body }) => ({
        subscription: await subscriptions.update(identity.siteId, params.subscriptionId, body.subscription),
      }),
    });
    route(app, {
      method: 'DELETE',
      path: `${SUBSCRIPTIONS}/:subscriptionId`,
      access: 'owner',
      roles: OWNER_ONLY,
      summary: 'Delete a subscription and its delivery log',
      tags,
      params: WebhookSubscriptionIdParamsSchema,
      response: EmptyResponseSchema,
      handler: async ({ identity, params }) => {
        await subscriptions.remove(identity.siteId, params.subscriptionId);
        return {};
      },
    });
    route(app, {
      method: 'GET',
      path: `${SUBSCRIPTIONS}/:subscriptionId/deliveries`,
      access: 'owner',
      roles: OWNER_ONLY,
      summary: "A subscription's delivery log, newest first: status, tries, the last answer, the body",
      tags,
      params: WebhookSubscriptionIdParamsSchema,
      querystring: ListWebhookDeliveriesQuerySchema,
      response: ListWebhookDeliveriesResponseSchema,
      handler: async ({ identity, params, query }) => {
        await subscriptions.get(identity.siteId, params.subscriptionId);
        const found = await deliveries.listDeliveries(db, identity.siteId, params.subscriptionId, {
          ...(query.status ? { status: query.status } : {}),
          limit: query.limit ?? 50,
        });
        return { deliveries: found.map(({ siteId: _site, ...delivery }) => delivery) };
      },
    });
    route(app, {
      method: 'POST',
      path: '/webhooks/v1/deliveries/:deliveryId/redeliver',
      access: 'owner',
      roles: OWNER_ONLY,
      summary: 'Send a delivery again now, with the same id (the receiver dedupes by it)',
      tags,
      params: WebhookDeliveryIdParamsSchema,
      body: EmptyResponseSchema,
      response: WebhookDeliveryResponseSchema,
      handler: async ({ identity, params }) => {
        const requeued = await db.transaction((tx) =>
          deliveries.requeue(tx, identity.siteId, params.deliveryId, clock.now().toISOString()),
        );
        const found = requeued && (await deliveries.findDelivery(db, identity.siteId, params.deliveryId));
        if (!found) throw notFound('Webhook delivery', params.deliveryId);
        const { siteId: _site, ...delivery } = found;
        return { delivery };
      },
    });
    route(app, {
      method: 'GET',
      path: '/webhooks/v1/event-types',
      // The catalogue is documentation: anyone may read it.
      access: 'public',
      summary: 'Every event type the platform sends, the entity it carries, and when it fires',
      tags,
      response: WebhookEventTypesResponseSchema,
      handler: async () => ({ eventTypes: [...deps.eventTypes] }),
    });
    route(app, {
      method: 'GET',
      path: '/webhooks/v1/signing-key',
      access: 'owner',
      roles: OWNER_ONLY,
      summary: "The public key that verifies the site's deliveries (RS256), and rotated keys still valid",
      tags,
      response: WebhookSigningKeySchema,
      handler: ({ identity }) => keys.publicKey(identity.siteId),
    });
    route(app, {
      method: 'POST',
      path: '/webhooks/v1/signing-key/rotate',
      access: 'owner',
      roles: OWNER_ONLY,
      summary: 'Sign deliveries with a new key from now on; the old public key stays listed for seven days',
      tags,
      body: EmptyResponseSchema,
      response: WebhookSigningKeySchema,
      handler: ({ identity }) => keys.rotate(identity.siteId),
    });
  };
}
