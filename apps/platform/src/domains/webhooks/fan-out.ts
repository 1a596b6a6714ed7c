import type { Clock } from '../../kernel/clock.js';
import { newId } from '../../kernel/ids.js';
import type { EventSubscriber } from '../../kernel/outbox-publisher.js';
import { insertDelivery } from './deliveries-repo.js';
import { deliveryData, eventTypeOf } from './envelope.js';
import { activeSubscriptions } from './subscriptions-repo.js';

/**
 * The outbox's subscriber: each published event becomes one delivery per active subscription of
 * its site that asks for its type, written in the publisher's transaction, so an event is handed
 * to each subscription exactly once (the publisher marks it published in the same commit).
 */
export const webhookFanOut =
  (clock: Clock): EventSubscriber =>
  async (event, tx, seq) => {
    const type = eventTypeOf(event);
    const wanting = (await activeSubscriptions(tx, event.siteId)).filter(
      (subscription) => subscription.eventTypes.includes('*') || subscription.eventTypes.includes(type),
    );
    if (wanting.length === 0) return;
    const body = deliveryData(event);
    const now = clock.now().toISOString();
    for (const subscription of wanting)
      await insertDelivery(tx, {
        id: newId(),
        siteId: event.siteId,
        subscriptionId: subscription.id,
        eventId: event.id,
        eventType: type,
        entityId: event.entityId,
        seq,
        body,
        now,
      });
  };
