import type {
  CreateWebhookSubscriptionRequest,
  ListWebhookDeliveriesQuery,
  UpdateWebhookSubscriptionRequest,
  WebhookEventTypesResponse,
  WebhookSigningKey,
  WebhookDelivery as WireWebhookDelivery,
  WebhookSubscription as WireWebhookSubscription,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import { type FromWire, fillPath, type SdkRequest } from '../../wire/index.js';

// `createdDate` and `updatedDate` are the standard `_createdDate` and `_updatedDate`.
const SUBSCRIPTION_DATES = ['failingSince'] as const;
type SubscriptionDate = (typeof SUBSCRIPTION_DATES)[number];
const DELIVERY_DATES = ['lastAttemptDate', 'nextAttemptDate', 'deliveredDate'] as const;
type DeliveryDate = (typeof DELIVERY_DATES)[number];

/** Where the site's events are sent, and which (the owner's side of the platform's webhooks). */
export type WebhookSubscription = FromWire<WireWebhookSubscription, SubscriptionDate>;
/** One event sent to one subscription, with its tries and the last answer. */
export type WebhookDelivery = FromWire<WireWebhookDelivery, DeliveryDate>;

/** `createSubscription({ url, eventTypes: ['wix.ecom.v1.order_created'] })`: the endpoint gets those events, signed. */
export const createSubscription = defineMethod(
  ({ http }) =>
    async (
      subscription: SdkRequest<CreateWebhookSubscriptionRequest>['subscription'],
    ): Promise<{ subscription: WebhookSubscription }> =>
      callRest<{ subscription: WireWebhookSubscription }, SubscriptionDate>(http, {
        method: 'POST',
        path: '/webhooks/v1/subscriptions',
        payload: { subscription },
        dateKeys: SUBSCRIPTION_DATES,
      }),
  { elevated: true },
);

export const listSubscriptions = defineMethod(
  ({ http }) =>
    async (): Promise<{ subscriptions: WebhookSubscription[] }> =>
      callRest<{ subscriptions: WireWebhookSubscription[] }, SubscriptionDate>(http, {
        method: 'GET',
        path: '/webhooks/v1/subscriptions',
        dateKeys: SUBSCRIPTION_DATES,
      }),
  { elevated: true },
);

/** Its endpoint, event types, alert address, or `active` (turning it on again clears why it was off). */
export const updateSubscription = defineMethod(
  ({ http }) =>
    async (
      subscriptionId: string,
      subscription: SdkRequest<UpdateWebhookSubscriptionRequest>['subscription'],
    ): Promise<{ subscription: WebhookSubscription }> =>
      callRest<{ subscription: WireWebhookSubscription }, SubscriptionDate>(http, {
        method: 'PATCH',
        path: fillPath('/webhooks/v1/subscriptions/{subscriptionId}', { subscriptionId }),
        payload: { subscription },
        dateKeys: SUBSCRIPTION_DATES,
      }),
  { elevated: true },
);

/** The subscription goes, with its delivery log. */
export const deleteSubscription = defineMethod(
  ({ http }) =>
    async (subscriptionId: string): Promise<void> => {
      await callRest(http, {
        method: 'DELETE',
        path: fillPath('/webhooks/v1/subscriptions/{subscriptionId}', { subscriptionId }),
      });
    },
  { elevated: true },
);

/** A subscription's deliveries, newest first (`{ status: 'FAILED' }` for the failed ones). */
export const listDeliveries = defineMethod(
  ({ http }) =>
    async (
      subscriptionId: string,
      options: ListWebhookDeliveriesQuery = {},
    ): Promise<{ deliveries: WebhookDelivery[] }> =>
      callRest<{ deliveries: WireWebhookDelivery[] }, DeliveryDate>(http, {
        method: 'GET',
        path: fillPath('/webhooks/v1/subscriptions/{subscriptionId}/deliveries', { subscriptionId }),
        payload: { ...options },
        dateKeys: DELIVERY_DATES,
      }),
  { elevated: true },
);

/** Queues a delivery to be sent again at once, with the same id (the receiver dedupes by it). */
export const redeliver = defineMethod(
  ({ http }) =>
    async (deliveryId: string): Promise<{ delivery: WebhookDelivery }> =>
      callRest<{ delivery: WireWebhookDelivery }, DeliveryDate>(http, {
        method: 'POST',
        path: fillPath('/webhooks/v1/deliveries/{deliveryId}/redeliver', { deliveryId }),
        payload: {},
        dateKeys: DELIVERY_DATES,
      }),
  { elevated: true },
);

/** Every event type the platform sends, what it carries and when it fires. */
export const listEventTypes = defineMethod(
  ({ http }) =>
    async (): Promise<WebhookEventTypesResponse> =>
      callRest<WebhookEventTypesResponse>(http, { method: 'GET', path: '/webhooks/v1/event-types' }),
);

/** The public key that verifies the site's deliveries, and rotated keys still valid. */
export const getSigningKey = defineMethod(
  ({ http }) =>
    async (): Promise<FromWire<WebhookSigningKey>> =>
      callRest<WebhookSigningKey>(http, { method: 'GET', path: '/webhooks/v1/signing-key' }),
  { elevated: true },
);
