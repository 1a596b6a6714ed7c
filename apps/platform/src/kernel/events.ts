import { randomUUID } from 'node:crypto';
import type { Queryable, Transaction } from './db/database.js';
import type { Migration } from './db/migrate.js';
import { sql } from './db/sql.js';

/**
 * What happened to the entity: the three every entity has, and the changes some announce as events
 * of their own, named as Wix names them (a booking confirmed, declined, canceled, rescheduled or
 * given another number of participants; a booking policy made the site's default; an event
 * published, cloned, started or ended; a plan archived; a plan order purchased, paused, resumed,
 * marked as paid, its cycle started or its end date postponed).
 */
export type EventAction =
  | 'created'
  | 'updated'
  | 'deleted'
  | 'confirmed'
  | 'declined'
  | 'canceled'
  | 'rescheduled'
  | 'number_of_participants_updated'
  | 'default_booking_policy_set'
  | 'published'
  | 'cloned'
  | 'started'
  | 'ended'
  | 'archived'
  | 'buyer_can_cancel_updated'
  | 'purchased'
  | 'start_date_changed'
  | 'cycle_started'
  | 'paused'
  | 'resumed'
  | 'marked_as_paid'
  | 'auto_renew_canceled'
  | 'end_date_postponed';

/**
 * The wire shape of each event's entity, by its fully qualified name. Empty here: each domain
 * adds its own entities (declaration merging, `declare module '…/kernel/events.js'`), so an
 * event can only carry the shape its API answers with, and the kernel names no domain.
 * @public (no file imports it: the domains extend it by declaration merging)
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each domain's declaration merging.
export interface DomainEventEntities {}

export type EventFqdn = keyof DomainEventEntities & string;

export interface DomainEvent<F extends EventFqdn = EventFqdn> {
  id: string;
  siteId: string;
  /** The entity's fully qualified name, as Wix webhooks name it, e.g. `wix.stores.catalog.v1.product`. */
  entityFqdn: F;
  action: EventAction;
  entityId: string;
  /** The entity in wire shape after the change (before it, for `deleted`). */
  entity: DomainEventEntities[F];
  /** When the change was made, by the service's clock. */
  eventTime: string;
}

/** Serialises the last step of transactions that record events, per schema; arbitrary but fixed. */
const OUTBOX_ORDER_LOCK_KEY = 4_242_003;

export const outboxMigration: Migration = {
  id: 'kernel/0001-outbox',
  formerIds: ['0003-outbox'],
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

/** Finds published events by age, so pruning them reads only what it deletes. */
export const outboxPruningMigration: Migration = {
  id: 'kernel/0004-outbox-pruning',
  statements: () => ['CREATE INDEX outbox_published ON outbox (published_at) WHERE published_at IS NOT NULL'],
};

/**
 * Records a domain event in the outbox. Call it with the transaction that makes the change, so
 * the event exists exactly when the change does; delivery (webhooks) reads the outbox later.
 */
export async function recordEvent<F extends EventFqdn>(
  tx: Transaction,
  event: Omit<DomainEvent<F>, 'id'>,
): Promise<DomainEvent<F>> {
  const recorded: DomainEvent<F> = { ...event, id: randomUUID() };
  // Written as the transaction's very last step, under a lock held until COMMIT: `seq` is then
  // handed out in commit order, so a publisher reading the outbox by `seq` can never pass an
  // event that commits later with a smaller number. The lock is held only for the commit.
  tx.beforeCommit(
    `outbox:${recorded.id}`,
    async (last) => {
      if (last.dialect === 'postgres')
        await last.one(
          sql`SELECT pg_advisory_xact_lock(${OUTBOX_ORDER_LOCK_KEY}, hashtext(current_schema()))`,
        );
      await last.run(sql`
        INSERT INTO outbox (id, site_id, entity_fqdn, action, entity_id, payload, event_time)
        VALUES (${recorded.id}, ${recorded.siteId}, ${recorded.entityFqdn}, ${recorded.action},
                ${recorded.entityId}, ${JSON.stringify(recorded.entity)}, ${recorded.eventTime})`);
    },
    { last: true },
  );
  return recorded;
}

interface OutboxRow {
  seq: number | string;
  id: string;
  site_id: string;
  entity_fqdn: string;
  action: EventAction;
  entity_id: string;
  payload: string;
  event_time: string;
}

/** Events not yet published, in commit order, with their place in it (`seq`). */
export async function pendingEvents(db: Queryable, limit = 100): Promise<(DomainEvent & { seq: number })[]> {
  const rows = await db.all<OutboxRow>(sql`
    SELECT seq, id, site_id, entity_fqdn, action, entity_id, payload, event_time FROM outbox
    WHERE published_at IS NULL ORDER BY seq LIMIT ${limit}`);
  return rows.map((row) => ({
    seq: Number(row.seq),
    id: row.id,
    siteId: row.site_id,
    entityFqdn: row.entity_fqdn as EventFqdn,
    action: row.action,
    entityId: row.entity_id,
    entity: JSON.parse(row.payload),
    eventTime: row.event_time,
  }));
}
