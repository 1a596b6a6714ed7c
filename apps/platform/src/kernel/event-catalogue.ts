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
}

/** One event type of the catalogue: `entityFqdn_action`, as Wix names its webhooks. */
export interface EventType {
  type: string;
  entityFqdn: string;
  action: string;
  entity: string;
  when: string;
}

export const eventTypeName = (entityFqdn: string, action: string): string => `${entityFqdn}_${action}`;

/** The catalogue of the modules' entities, by event type, in the order the modules list them. */
export const eventTypesOf = (entities: readonly EntityEvents[]): EventType[] =>
  entities.flatMap(({ entityFqdn, entity, actions }) =>
    Object.entries(actions).map(([action, when]) => ({
      type: eventTypeName(entityFqdn, action),
      entityFqdn,
      action,
      entity,
      when: when ?? '',
    })),
  );
