import type { EventType } from '../../kernel/event-catalogue.js';

const INTRODUCTION = `# Webhooks

A site's owner subscribes endpoints to the site's events (\`POST /webhooks/v1/subscriptions\` with
\`url\`, \`eventTypes\` and an optional \`alertEmail\`). Each event is delivered as Wix delivers its
webhooks, so a Wix app's backend handles it unmodified: the request body is a JWT signed RS256
with the site's key, whose \`data\` claim carries the event type, the site as \`instanceId\`, and the
event (\`createdEvent\`, \`updatedEvent\`, \`deletedEvent\` or \`actionEvent\`, with the event's id,
entity and time). The official \`@wix/sdk\` client built with \`AppStrategy({ appId, publicKey })\`
and a vertical's module (\`orders.onOrderCreated\`, \`bookings.onBookingCreated\`, ...) verifies and
handles it with \`client.webhooks.process(body)\`; \`@bazaar/sdk/webhooks\` does the same with
\`webhookHandlers\` or \`verifyWebhook\`.

- **The key**: \`GET /webhooks/v1/signing-key\` gives the public key (PEM). \`POST
  /webhooks/v1/signing-key/rotate\` signs with a new key from then on; the old public key is listed
  in \`previousKeys\` for seven days, so a receiver verifies with both while it updates.
- **Delivery**: after the change commits, in order per entity and subscription, once per
  subscription across every process. Each delivery has an id (the \`x-bazaar-delivery-id\` header
  and the JWT's \`jti\`), the same on every try: receivers dedupe by it.
- **Retries**: an answer other than 2xx, or none within 10 seconds, is tried again after 30 s,
  doubling to at most an hour, each wait jittered, for 24 hours; then the delivery is FAILED. An
  endpoint every delivery to which fails for three days is switched off, and its \`alertEmail\` is
  mailed; turning it back on (\`PATCH\` with \`"active": true\`) sends what waited.
- **Log**: \`GET /webhooks/v1/subscriptions/{id}/deliveries\` lists each delivery's status, tries,
  last answer and body; \`POST /webhooks/v1/deliveries/{id}/redeliver\` sends one again.
- **Addresses**: endpoints must be http or https, and their host may not resolve to a private,
  loopback, link-local or reserved address, checked when the subscription is saved and again at
  each connection. \`WEBHOOK_PRIVATE_ADDRESSES\` (\`none\`, \`loopback\`, \`all\`) relaxes this; the
  demo allows loopback, and a platform without the demo allows none.

## Event types

Generated from the modules' catalogues (\`events\` in each domain's \`events.ts\`); the same list is
served at \`GET /webhooks/v1/event-types\`. A subscription names some of them, or \`*\` for all. The
entity is the contract type the API answers with (\`packages/contracts\`). A few entities are also
sent as Wix's older webhook types, which some official handlers still listen to (the events
\`orders\` module's \`onOrderUpdated\`): their body is the entity itself with a \`timestamp\`, and
only a subscription that names them gets them (\`*\` does not).
`;

/** docs/webhooks.md: how deliveries work, and every event type, by entity. */
export function webhookCatalogueMarkdown(eventTypes: readonly EventType[]): string {
  const byEntity = new Map<string, EventType[]>();
  for (const eventType of eventTypes)
    byEntity.set(eventType.entityFqdn, [...(byEntity.get(eventType.entityFqdn) ?? []), eventType]);
  const sections = [...byEntity].map(([entityFqdn, types]) =>
    [
      `### \`${entityFqdn}\``,
      '',
      `Carries: ${types[0]?.entity}.`,
      '',
      '| Event type | When |',
      '|---|---|',
      ...types.map((type) => `| \`${type.type}\` | ${type.when} |`),
      '',
    ].join('\n'),
  );
  return `${INTRODUCTION}\n${sections.join('\n')}`;
}
