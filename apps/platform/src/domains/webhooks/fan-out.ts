import type { Clock } from '../../kernel/clock.js';
import type { EventType } from '../../kernel/event-catalogue.js';
import { newId } from '../../kernel/ids.js';
import type { EventSubscriber } from '../../kernel/outbox-publisher.js';
import { insertDelivery } from './deliveries-repo.js';
import { deliveryData, eventTypeOf, olderDeliveryData } from './envelope.js';
import { activeSubscriptions } from './subscriptions-repo.js';

/**
 * The outbox's subscriber: each published event becomes one delivery per active subscription of
 * its site that asks for its type (or for `*`), and one per subscription naming one of Wix's
 * older types of it, written in the publisher's transaction, so an event is handed to each
 * subscription exactly once (the publisher marks it published in the same commit).
 */
export const webhookFanOut = (clock: Clock, eventTypes: readonly EventType[]): EventSubscriber => {
  /** Wix's older types of each entity's action, sent beside it to subscriptions that name them. */
  const olderTypesOf = (entityFqdn: string, action: string) =>
    eventTypes.filter((type) => type.older && type.entityFqdn === entityFqdn && type.action === action);
  return async (event, tx, seq) => {
    const type = eventTypeOf(event);
    const subscriptions = await activeSubscriptions(tx, event.siteId);
    const now = clock.now().toISOString();
    const sends = [
      { type, all: true, body: () => deliveryData(event) },
      ...olderTypesOf(event.entityFqdn, event.action).map((older) => ({
        type: older.type,
        all: false,
        body: () => olderDeliveryData(event, older.type),
      })),
    ];
    for (const send of sends) {
      const wanting = subscriptions.filter(
        (subscription) =>
          (send.all && subscription.eventTypes.includes('*')) || subscription.eventTypes.includes(send.type),
      );
      if (wanting.length === 0) continue;
      const body = send.body();
      for (const subscription of wanting)
        await insertDelivery(tx, {
          id: newId(),
          siteId: event.siteId,
          subscriptionId: subscription.id,
          eventId: event.id,
          eventType: send.type,
          entityId: event.entityId,
          seq,
          body,
          now,
        });
    }
  };
};
