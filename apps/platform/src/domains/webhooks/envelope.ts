import type { DomainEvent } from '../../kernel/events.js';

/** The event type of a domain event, as Wix names its webhooks: `wix.ecom.v1.order_created`. */
export const eventTypeOf = (event: Pick<DomainEvent, 'entityFqdn' | 'action'>): string =>
  `${event.entityFqdn}_${event.action}`;

/**
 * The event as a Wix webhook carries it: a created entity, an updated one, a deleted one, or
 * an action's body (a booking confirmed, an order paid), with the event's id, entity and time.
 */
function domainEventPayload(event: DomainEvent) {
  const change =
    event.action === 'created'
      ? { createdEvent: { entity: event.entity } }
      : event.action === 'updated'
        ? { updatedEvent: { currentEntity: event.entity } }
        : event.action === 'deleted'
          ? { deletedEvent: { deletedEntity: event.entity } }
          : { actionEvent: { body: event.entity } };
  return {
    id: event.id,
    entityFqdn: event.entityFqdn,
    slug: event.action,
    entityId: event.entityId,
    eventTime: event.eventTime,
    triggeredByAnonymizeRequest: false,
    ...change,
  };
}

/**
 * What the signed JWT of a delivery carries in its `data` claim, as the official
 * `client.webhooks.process` reads it: the event type, the site as the instance, who made the
 * change, and the event, each nested JSON text as Wix nests them.
 */
export const deliveryData = (event: DomainEvent): string =>
  JSON.stringify({
    eventType: eventTypeOf(event),
    instanceId: event.siteId,
    identity: JSON.stringify({ identityType: 'APP' }),
    data: JSON.stringify(domainEventPayload(event)),
  });

/**
 * The `data` claim of one of Wix's older webhook types (`wix.events.ticketing.events.OrderUpdated`):
 * the entity itself with the event's time, as the official handlers of those types read it.
 */
export const olderDeliveryData = (event: DomainEvent, type: string): string =>
  JSON.stringify({
    eventType: type,
    instanceId: event.siteId,
    identity: JSON.stringify({ identityType: 'APP' }),
    data: JSON.stringify({ timestamp: event.eventTime, ...(event.entity as object) }),
  });
