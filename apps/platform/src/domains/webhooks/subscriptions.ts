import type {
  CreateWebhookSubscriptionRequest,
  UpdateWebhookSubscriptionRequest,
  WebhookSubscription,
} from '@bazaar/contracts';
import type { Clock } from '../../kernel/clock.js';
import type { Database } from '../../kernel/db/database.js';
import { notFound, ValidationError } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import * as repo from './subscriptions-repo.js';
import { endpointRefusal, type PrivateAddressPolicy } from './url-guard.js';

const present = ({ siteId: _site, ...subscription }: repo.SubscriptionRecord): WebhookSubscription =>
  subscription;

/**
 * The owner's webhook endpoints: each URL checked (http or https, and none of its addresses
 * private unless the platform allows it), the event types it wants, on or off. Turning one back
 * on after the platform switched it off clears why.
 */
export function createSubscriptions(deps: {
  db: Database;
  clock: Clock;
  policy: PrivateAddressPolicy;
  /** The catalogue's event types: a subscription names some of them, or `*`. */
  eventTypes: ReadonlySet<string>;
}) {
  const { db, clock, policy } = deps;

  function checkedTypes(types: readonly string[]): string[] {
    types.forEach((type, index) => {
      if (type !== '*' && !deps.eventTypes.has(type))
        throw ValidationError.field(
          `subscription.eventTypes[${index}]`,
          `${type} is not an event the platform sends (see GET /webhooks/v1/event-types)`,
          'INVALID_ENUM_VALUE',
        );
    });
    return [...new Set(types)];
  }

  async function checkedUrl(url: string): Promise<string> {
    const refusal = await endpointRefusal(url, policy);
    if (refusal) throw ValidationError.field('subscription.url', refusal, 'FORMAT');
    return url;
  }

  async function found(siteId: string, id: string) {
    const record = await repo.findSubscription(db, siteId, id);
    if (!record) throw notFound('Webhook subscription', id);
    return record;
  }

  return {
    async create(siteId: string, request: CreateWebhookSubscriptionRequest['subscription']) {
      const now = clock.now().toISOString();
      const record: repo.SubscriptionRecord = {
        id: newId(),
        siteId,
        url: await checkedUrl(request.url),
        eventTypes: checkedTypes(request.eventTypes),
        active: request.active ?? true,
        ...(request.alertEmail ? { alertEmail: request.alertEmail } : {}),
        createdDate: now,
        updatedDate: now,
      };
      await repo.insertSubscription(db, record);
      return present(record);
    },

    async update(siteId: string, id: string, request: UpdateWebhookSubscriptionRequest['subscription']) {
      const url = request.url === undefined ? undefined : await checkedUrl(request.url);
      return db.transaction(async (tx) => {
        const current = await repo.lockSubscription(tx, id);
        if (current?.siteId !== siteId) throw notFound('Webhook subscription', id);
        const turnedOn = request.active === true && !current.active;
        const { disabledReason: _reason, failingSince: _since, ...rest } = current;
        const next: repo.SubscriptionRecord = {
          ...(turnedOn ? rest : current),
          ...(url ? { url } : {}),
          ...(request.eventTypes ? { eventTypes: checkedTypes(request.eventTypes) } : {}),
          ...(request.active === undefined ? {} : { active: request.active }),
          ...(request.alertEmail ? { alertEmail: request.alertEmail } : {}),
          updatedDate: clock.now().toISOString(),
        };
        await repo.updateSubscription(tx, next);
        return present(next);
      });
    },

    get: async (siteId: string, id: string) => present(await found(siteId, id)),

    list: async (siteId: string) => (await repo.listSubscriptions(db, siteId)).map(present),

    async remove(siteId: string, id: string): Promise<void> {
      const removed = await db.transaction((tx) => repo.deleteSubscription(tx, siteId, id));
      if (!removed) throw notFound('Webhook subscription', id);
    },
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
