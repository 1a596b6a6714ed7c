import { randomUUID } from 'node:crypto';
import type { Queryable } from './db/database.js';
import type { Migration } from './db/migrate.js';
import { sql } from './db/sql.js';

export type EventAction = 'created' | 'updated' | 'deleted';

export interface DomainEvent {
  id: string;
  siteId: string;
  /** The entity's fully qualified name, as Wix webhooks name it, e.g. `wix.stores.v1.product`. */
  entityFqdn: string;
  action: EventAction;
  entityId: string;
  /** The entity after the change (before it, for `deleted`). */
  entity: unknown;
  eventTime: string;
}

export const outboxMigration: Migration = {
  id: '0003-outbox',
  statements: (t) => [
    `CREATE TABLE outbox (
      seq ${t.serialPrimaryKey},
      id TEXT NOT NULL UNIQUE,
      site_id TEXT NOT NULL,
      entity_fqdn TEXT NOT NULL,
      action TEXT NOT NULL,
      entity_id TEXT NOT NULL,
      payload ${t.json} NOT NULL,
      event_time TEXT NOT NULL,
      published_at TEXT
    )`,
    'CREATE INDEX outbox_unpublished ON outbox (seq) WHERE published_at IS NULL',
  ],
};

/**
 * Records a domain event in the outbox. Call it with the transaction that makes the change, so
 * the event exists exactly when the change does; delivery (webhooks) reads the outbox later.
 */
export async function recordEvent(
  tx: Queryable,
  event: Omit<DomainEvent, 'id' | 'eventTime'>,
): Promise<DomainEvent> {
  const recorded: DomainEvent = { ...event, id: randomUUID(), eventTime: new Date().toISOString() };
  await tx.run(sql`
    INSERT INTO outbox (id, site_id, entity_fqdn, action, entity_id, payload, event_time)
    VALUES (${recorded.id}, ${recorded.siteId}, ${recorded.entityFqdn}, ${recorded.action},
            ${recorded.entityId}, ${JSON.stringify(recorded.entity)}, ${recorded.eventTime})`);
  return recorded;
}

interface OutboxRow {
  id: string;
  site_id: string;
  entity_fqdn: string;
  action: EventAction;
  entity_id: string;
  payload: string;
  event_time: string;
}

/** Events not yet delivered, oldest first. */
export async function pendingEvents(db: Queryable, limit = 100): Promise<DomainEvent[]> {
  const rows = await db.all<OutboxRow>(sql`
    SELECT id, site_id, entity_fqdn, action, entity_id, payload, event_time FROM outbox
    WHERE published_at IS NULL ORDER BY seq LIMIT ${limit}`);
  return rows.map((row) => ({
    id: row.id,
    siteId: row.site_id,
    entityFqdn: row.entity_fqdn,
    action: row.action,
    entityId: row.entity_id,
    entity: JSON.parse(row.payload),
    eventTime: row.event_time,
  }));
}
