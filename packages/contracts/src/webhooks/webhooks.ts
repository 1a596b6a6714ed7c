import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';

/**
 * An event type a subscription asks for: the entity's fully qualified name and what happened to
 * it, as Wix names its webhooks (`wix.ecom.v1.order_created`, `wix.bookings.v2.booking_canceled`),
 * one of Wix's older types (`wix.events.ticketing.events.OrderUpdated`), or `*` for every event
 * of the site (the older types apart).
 */
const EventType = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: '^(\\*|[a-z][a-z0-9_.]*_[a-z_]+|[a-z][a-z0-9_.]*\\.[A-Z][A-Za-z]+)$',
});

/** Where a site's events are sent: an endpoint, the event types it wants, and whether it gets them now. */
export const WebhookSubscriptionSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
  eventTypes: Type.Array(Type.String()),
  active: Type.Boolean(),
  /** Who is told when the platform switches the subscription off after three days of failures. */
  alertEmail: Type.Optional(Type.String()),
  /** Why the platform switched it off (it failed for three days); cleared when the owner turns it on. */
  disabledReason: Type.Optional(Type.String()),
  /** Since when every delivery to it has failed, while they do. */
  failingSince: Type.Optional(Type.String({ format: 'date-time' })),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
});
export type WebhookSubscription = Static<typeof WebhookSubscriptionSchema>;

export const CreateWebhookSubscriptionRequestSchema = Type.Object({
  subscription: Type.Object({
    url: Type.String({ minLength: 1, maxLength: 2_048 }),
    eventTypes: Type.Array(EventType, { minItems: 1, maxItems: 100 }),
    active: Type.Optional(Type.Boolean()),
    alertEmail: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
  }),
});
export type CreateWebhookSubscriptionRequest = Static<typeof CreateWebhookSubscriptionRequestSchema>;

export const UpdateWebhookSubscriptionRequestSchema = Type.Object({
  subscription: Type.Object({
    url: Type.Optional(Type.String({ minLength: 1, maxLength: 2_048 })),
    eventTypes: Type.Optional(Type.Array(EventType, { minItems: 1, maxItems: 100 })),
    active: Type.Optional(Type.Boolean()),
    alertEmail: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
  }),
});
export type UpdateWebhookSubscriptionRequest = Static<typeof UpdateWebhookSubscriptionRequestSchema>;

export const WebhookSubscriptionResponseSchema = Type.Object({ subscription: WebhookSubscriptionSchema });
export type WebhookSubscriptionResponse = Static<typeof WebhookSubscriptionResponseSchema>;
export const ListWebhookSubscriptionsResponseSchema = Type.Object({
  subscriptions: Type.Array(WebhookSubscriptionSchema),
});
export type ListWebhookSubscriptionsResponse = Static<typeof ListWebhookSubscriptionsResponseSchema>;
export const WebhookSubscriptionIdParamsSchema = Type.Object({
  subscriptionId: Type.String({ minLength: 1, maxLength: 100 }),
});

export const WebhookDeliveryStatuses = ['PENDING', 'DELIVERED', 'FAILED'] as const;

/**
 * One event sent to one subscription: its id (the receiver's dedupe key, kept by a redelivery),
 * where it stands, its tries, the last answer, and the body sent (a JWT).
 */
export const WebhookDeliverySchema = Type.Object({
  id: Type.String(),
  subscriptionId: Type.String(),
  eventId: Type.String(),
  eventType: Type.String(),
  entityId: Type.String(),
  status: StringEnum(WebhookDeliveryStatuses),
  attempts: Type.Integer(),
  lastStatusCode: Type.Optional(Type.Integer()),
  /** What went wrong on the last try, when the endpoint gave no answer (a timeout, a refused address). */
  lastError: Type.Optional(Type.String()),
  lastAttemptDate: Type.Optional(Type.String({ format: 'date-time' })),
  nextAttemptDate: Type.Optional(Type.String({ format: 'date-time' })),
  deliveredDate: Type.Optional(Type.String({ format: 'date-time' })),
  createdDate: Type.String({ format: 'date-time' }),
  body: Type.String(),
});
export type WebhookDelivery = Static<typeof WebhookDeliverySchema>;

export const ListWebhookDeliveriesQuerySchema = Type.Object({
  status: Type.Optional(StringEnum(WebhookDeliveryStatuses)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
});
export type ListWebhookDeliveriesQuery = Static<typeof ListWebhookDeliveriesQuerySchema>;
export const ListWebhookDeliveriesResponseSchema = Type.Object({
  deliveries: Type.Array(WebhookDeliverySchema),
});
export type ListWebhookDeliveriesResponse = Static<typeof ListWebhookDeliveriesResponseSchema>;
export const WebhookDeliveryIdParamsSchema = Type.Object({
  deliveryId: Type.String({ minLength: 1, maxLength: 100 }),
});
export const WebhookDeliveryResponseSchema = Type.Object({ delivery: WebhookDeliverySchema });
export type WebhookDeliveryResponse = Static<typeof WebhookDeliveryResponseSchema>;

/**
 * The site's key for verifying deliveries (RS256), as the official `AppStrategy({ publicKey })`
 * takes it; a rotated key stays valid for a grace period, listed with when it stops.
 */
export const WebhookSigningKeySchema = Type.Object({
  keyId: Type.String(),
  publicKey: Type.String({ description: 'PEM (SPKI)' }),
  createdDate: Type.String({ format: 'date-time' }),
  previousKeys: Type.Array(
    Type.Object({
      keyId: Type.String(),
      publicKey: Type.String(),
      retiredDate: Type.String({ format: 'date-time' }),
      validUntil: Type.String({ format: 'date-time' }),
    }),
  ),
});
export type WebhookSigningKey = Static<typeof WebhookSigningKeySchema>;

/** The webhook catalogue: every event type the platform sends, what it carries and when it fires. */
export const WebhookEventTypesResponseSchema = Type.Object({
  eventTypes: Type.Array(
    Type.Object({
      type: Type.String(),
      entityFqdn: Type.String(),
      action: Type.String(),
      /** The contract type of the entity the event carries. */
      entity: Type.String(),
      when: Type.String(),
      /** One of Wix's older types: its body is the entity itself, and a subscription to `*` does not get it. */
      older: Type.Optional(Type.Boolean()),
    }),
  ),
});
export type WebhookEventTypesResponse = Static<typeof WebhookEventTypesResponseSchema>;
