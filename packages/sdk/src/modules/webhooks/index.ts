/**
 * `@bazaar/sdk/webhooks`: a receiver's side of the platform's webhooks. `verifyWebhook` checks a
 * delivery's signature with the site's public key (`GET /webhooks/v1/signing-key`; during a
 * rotation, pass the old key too) and reads the event; `webhookHandlers` sends each event to the
 * handlers registered for its type.
 *
 * ```ts
 * import { webhookHandlers } from '@bazaar/sdk/webhooks';
 * const handlers = webhookHandlers({ publicKeys: [publicKey] });
 * handlers.on('wix.ecom.v1.order_created', (event) => ship(event.entity));
 * await handlers.process(await request.text());
 * ```
 */

import type { Booking, Event, Order, PlanOrder, Product } from '@bazaar/contracts';
import { type FromWire, fromWireResponse } from '../../wire/index.js';
import { verifiedClaims, WebhookSignatureError } from './verify.js';

export type { WebhookDelivery, WebhookSubscription } from './subscriptions.js';
/** The owner's side: where events go (`createSubscription`), what was sent, and sending again. */
export * as subscriptions from './subscriptions.js';
export { WebhookSignatureError };

/** The entity an event type carries, for the entities a storefront's backend most often handles. */
type EntityOf<T extends string> = T extends `wix.ecom.v1.order_${string}`
  ? FromWire<Order>
  : T extends `wix.bookings.v2.booking_${string}`
    ? FromWire<Booking>
    : T extends `wix.events.v3.event_${string}`
      ? FromWire<Event>
      : T extends `wix.pricing_plans.v2.order_${string}`
        ? FromWire<PlanOrder>
        : T extends `wix.stores.catalog.v1.product_${string}`
          ? FromWire<Product>
          : unknown;

/** A verified event, as a handler gets it. */
export interface WebhookEvent<T extends string = string> {
  /** `entityFqdn_action`, e.g. `wix.ecom.v1.order_created`. */
  eventType: T;
  /** The site the event happened on (Wix's instance id). */
  siteId: string;
  /** The event's id; one event reaches a subscription in one delivery (redelivered with the same `deliveryId`). */
  eventId: string;
  /** The delivery's id, the same on every try and redelivery: the key to dedupe by. */
  deliveryId?: string;
  entityFqdn: string;
  /** What happened: created, updated, deleted, or an action (canceled, confirmed, ...). */
  action: string;
  entityId: string;
  eventTime: Date;
  /** The entity after the change (before it, for `deleted`; the action's body for an action). */
  entity: EntityOf<T>;
}

interface DomainEventPayload {
  id: string;
  entityFqdn: string;
  slug: string;
  entityId: string;
  eventTime: string;
  createdEvent?: { entity: unknown };
  updatedEvent?: { currentEntity: unknown };
  deletedEvent?: { deletedEntity: unknown };
  actionEvent?: { body: unknown };
}

/** Checks a delivery's signature with the site's key (or keys, during a rotation) and reads its event. */
export async function verifyWebhook(
  body: string,
  publicKeys: string | readonly string[],
): Promise<WebhookEvent> {
  const claims = await verifiedClaims(body, typeof publicKeys === 'string' ? [publicKeys] : publicKeys);
  if (typeof claims.data !== 'string') throw new WebhookSignatureError('The JWT carries no event');
  const data = JSON.parse(claims.data) as { eventType: string; instanceId: string; data: string };
  const event = JSON.parse(data.data) as DomainEventPayload;
  const entity =
    event.createdEvent?.entity ??
    event.updatedEvent?.currentEntity ??
    event.deletedEvent?.deletedEntity ??
    event.actionEvent?.body;
  return {
    eventType: data.eventType,
    siteId: data.instanceId,
    eventId: event.id,
    ...(typeof claims.jti === 'string' ? { deliveryId: claims.jti } : {}),
    entityFqdn: event.entityFqdn,
    action: event.slug,
    entityId: event.entityId,
    eventTime: new Date(event.eventTime),
    // In the SDK's shape, as every module answers: `_id`, Dates.
    entity: fromWireResponse(entity),
  };
}

type Handler<T extends string> = (event: WebhookEvent<T>) => unknown;

/** Handlers by event type: `process` verifies a delivery and runs the handlers of its type. */
export function webhookHandlers(options: { publicKeys: string | readonly string[] }) {
  const handlers = new Map<string, Handler<string>[]>();
  return {
    on<T extends string>(eventType: T, handler: Handler<T>): void {
      handlers.set(eventType, [...(handlers.get(eventType) ?? []), handler as Handler<string>]);
    },
    /** Verifies the delivery and awaits its type's handlers; the event, whether or not any handled it. */
    async process(body: string): Promise<WebhookEvent> {
      const event = await verifyWebhook(body, options.publicKeys);
      for (const handler of handlers.get(event.eventType) ?? []) await handler(event);
      return event;
    },
  };
}
