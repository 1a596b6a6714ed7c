import type { EventAction, EventFqdn } from './events.js';

/**
 * The events one entity announces: its fully qualified name, the shape its events carry (the
 * contract type the API answers with), and each action with when it fires. Every module lists
 * its own; together they are the webhook catalogue (docs/webhooks.md, `GET /webhooks/v1/event-types`),
 * and a test platform refuses, on close, any event recorded that no module lists.
 */
export interface EntityEvents {
  entityFqdn: EventFqdn;
  /** The contract type of the entity in the event, e.g. `Order`. */
  entity: string;
  actions: Partial<Record<EventAction, string>>;
  /**
   * Wix's older webhook types that some official handlers still listen to (the events `orders`
   * module's `onOrderUpdated` reads `wix.events.ticketing.events.OrderUpdated`): sent beside the
   * action they mirror, their body the entity itself rather than a domain event.
   */
  olderTypes?: readonly { type: string; action: EventAction; when: string }[];
}

/** One event type of the catalogue: `entityFqdn_action`, as Wix names its webhooks. */
export interface EventType {
  type: string;
  entityFqdn: string;
  action: string;
  entity: string;
  when: string;
  /** One of Wix's older types: its body is the entity itself, and `*` does not include it. */
  older?: true;
}

export const eventTypeName = (entityFqdn: string, action: string): string => `${entityFqdn}_${action}`;

/** The catalogue of the modules' entities, by event type, in the order the modules list them. */
export const eventTypesOf = (entities: readonly EntityEvents[]): EventType[] =>
  entities.flatMap(({ entityFqdn, entity, actions, olderTypes = [] }) => [
    ...Object.entries(actions).map(([action, when]) => ({
      type: eventTypeName(entityFqdn, action),
      entityFqdn,
      action,
      entity,
      when: when ?? '',
    })),
    ...olderTypes.map(({ type, action, when }) => ({
      type,
      entityFqdn,
      action,
      entity,
      when,
      older: true as const,
    })),
  ]);
