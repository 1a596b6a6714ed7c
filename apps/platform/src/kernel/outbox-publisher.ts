import type { Clock } from './clock.js';
import type { Database, Queryable } from './db/database.js';
import { sql } from './db/sql.js';
import { type DomainEvent, type EventFqdn, pendingEvents } from './events.js';
import { createPoller, type Poller } from './poller.js';

/**
 * An in-process subscriber; it may see an event twice (after a crash) and dedupes by `event.id`.
 * Database work goes through `tx`, the publisher's transaction (to schedule a webhook job, say),
 * so it commits with the event's "published" mark. `seq` is the event's place in commit order.
 */
export type EventSubscriber<F extends EventFqdn = EventFqdn> = (
  event: DomainEvent<F>,
  tx: Queryable,
  seq: number,
) => Promise<void>;

/**
 * Serialises the publishers of every process sharing a PostgreSQL schema (the lock's second key is
 * the schema's, so platforms on other schemas of one database never wait for each other); arbitrary
 * but fixed.
 */
const PUBLISH_LOCK_KEY = 4_242_002;
/** Published events are kept this long (for inspection), then deleted. */
const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** How often a process deletes events past their retention. */
const PRUNE_EVERY_MS = 60 * 1000;

export interface OutboxPublisher extends Poller {
  /** The events of one entity, in that entity's wire shape. */
  subscribe<F extends EventFqdn>(entityFqdn: F, subscriber: EventSubscriber<F>): void;
  /** Every event. */
  subscribe(entityFqdn: '*', subscriber: EventSubscriber): void;
  /** Publishes what is pending, in order; returns how many events were published. */
  publishPending(batch?: number): Promise<number>;
}

/**
 * Drains the outbox to in-process subscribers, at least once and in the order the changes
 * committed (`pendingEvents`). One process publishes at a time (a transaction advisory lock on
 * PostgreSQL, the single writer on SQLite), and an event is marked published in the same
 * transaction after its subscribers returned: a crash in between delivers it again, never skips it.
 */
export function createOutboxPublisher(
  db: Database,
  clock: Clock,
  log: { error(details: object, message: string): void } = console,
): OutboxPublisher {
  const subscribers = new Map<string, EventSubscriber[]>();
  /** When this process last deleted old published events (they need not go the moment they age). */
  let lastPruned = Number.NEGATIVE_INFINITY;
  const publisher: OutboxPublisher = {
    subscribe(entityFqdn: string, subscriber: EventSubscriber<never>) {
      // Only events of `entityFqdn` reach it, so its narrower parameter type holds.
      subscribers.set(entityFqdn, [...(subscribers.get(entityFqdn) ?? []), subscriber as EventSubscriber]);
    },

    async publishPending(batch = 100) {
      return db.transaction(async (tx) => {
        if (tx.dialect === 'postgres') {
          const got = await tx.one<{ locked: boolean }>(
            sql`SELECT pg_try_advisory_xact_lock(${PUBLISH_LOCK_KEY}, hashtext(current_schema())) AS locked`,
          );
          if (!got?.locked) return 0; // another process is publishing
        }
        const events = await pendingEvents(tx, batch);
        for (const { seq, ...event } of events) {
          for (const subscriber of [
            ...(subscribers.get(event.entityFqdn) ?? []),
            ...(subscribers.get('*') ?? []),
          ])
            await subscriber(event, tx, seq);
        }
        const now = clock.now();
        const last = events.at(-1);
        // The batch is the first unpublished events in `seq` order: one statement marks them all.
        if (last) {
          await tx.run(
            sql`UPDATE outbox SET published_at = ${now.toISOString()} WHERE published_at IS NULL AND seq <= ${last.seq}`,
          );
        }
        if (now.getTime() - lastPruned >= PRUNE_EVERY_MS) {
          lastPruned = now.getTime();
          const before = new Date(now.getTime() - RETENTION_MS).toISOString();
          await tx.run(sql`DELETE FROM outbox WHERE published_at IS NOT NULL AND published_at < ${before}`);
        }
        return events.length;
      });
    },

    ...createPoller(
      async () => {
        while ((await publisher.publishPending()) > 0) {}
      },
      log,
      'publishing domain events failed',
    ),
  };
  return publisher;
}
