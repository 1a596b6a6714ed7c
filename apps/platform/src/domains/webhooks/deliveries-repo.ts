import type { WebhookDelivery } from '@bazaar/contracts';
import type { Queryable, Transaction } from '../../kernel/db/database.js';
import { sql } from '../../kernel/db/sql.js';

interface DeliveryRow {
  id: string;
  site_id: string;
  subscription_id: string;
  event_id: string;
  event_type: string;
  entity_id: string;
  status: WebhookDelivery['status'];
  attempts: number | string;
  next_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
  last_attempt_at: string | null;
  delivered_at: string | null;
  created_date: string;
  body: string;
}

const COLUMNS = sql`id, site_id, subscription_id, event_id, event_type, entity_id, status, attempts,
  next_attempt_at, last_status_code, last_error, last_attempt_at, delivered_at, created_date, body`;

const present = (row: DeliveryRow): WebhookDelivery & { siteId: string } => ({
  id: row.id,
  siteId: row.site_id,
  subscriptionId: row.subscription_id,
  eventId: row.event_id,
  eventType: row.event_type,
  entityId: row.entity_id,
  status: row.status,
  attempts: Number(row.attempts),
  ...(row.last_status_code === null ? {} : { lastStatusCode: Number(row.last_status_code) }),
  ...(row.last_error === null ? {} : { lastError: row.last_error }),
  ...(row.last_attempt_at === null ? {} : { lastAttemptDate: row.last_attempt_at }),
  ...(row.next_attempt_at === null || row.status !== 'PENDING'
    ? {}
    : { nextAttemptDate: row.next_attempt_at }),
  ...(row.delivered_at === null ? {} : { deliveredDate: row.delivered_at }),
  createdDate: row.created_date,
  body: row.body,
});
export type DeliveryRecord = ReturnType<typeof present>;

/** A new delivery of an event to a subscription; an event already handed to it is not added twice. */
export async function insertDelivery(
  db: Queryable,
  delivery: {
    id: string;
    siteId: string;
    subscriptionId: string;
    eventId: string;
    eventType: string;
    entityId: string;
    seq: number;
    body: string;
    now: string;
  },
): Promise<void> {
  await db.run(sql`
    INSERT INTO webhook_deliveries (id, site_id, subscription_id, event_id, event_type, entity_id, seq, status,
                                    attempts, next_attempt_at, created_date, body)
    VALUES (${delivery.id}, ${delivery.siteId}, ${delivery.subscriptionId}, ${delivery.eventId},
            ${delivery.eventType}, ${delivery.entityId}, ${delivery.seq}, 'PENDING', 0, ${delivery.now},
            ${delivery.now}, ${delivery.body})
    ON CONFLICT (subscription_id, event_id) DO NOTHING`);
}

/**
 * Takes up to `limit` due deliveries for one try each, leased until `leaseUntil` so that no other
 * process takes them meanwhile (a process that stops mid-try leaves them to be tried again once
 * the lease runs out). A delivery waits while an earlier one of the same entity to the same
 * subscription is still pending, so each endpoint gets an entity's changes in order; an inactive
 * subscription's deliveries wait for it to be turned on.
 */
export async function claimDue(tx: Transaction, now: string, leaseUntil: string, limit: number) {
  const skipLocked = tx.dialect === 'postgres' ? sql` FOR UPDATE OF d SKIP LOCKED` : sql.empty;
  const rows = await tx.all<{ id: string }>(sql`
    SELECT d.id FROM webhook_deliveries d
    JOIN webhook_subscriptions s ON s.id = d.subscription_id AND s.active = 1
    WHERE d.status = 'PENDING' AND d.next_attempt_at <= ${now}
      AND (d.lease_until IS NULL OR d.lease_until <= ${now})
      AND NOT EXISTS (
        SELECT 1 FROM webhook_deliveries e
        WHERE e.subscription_id = d.subscription_id AND e.entity_id = d.entity_id
          AND e.seq < d.seq AND e.status = 'PENDING')
    ORDER BY d.next_attempt_at, d.seq LIMIT ${limit}${skipLocked}`);
  if (rows.length === 0) return [];
  const ids = sql.list(rows.map((row) => row.id));
  await tx.run(sql`
    UPDATE webhook_deliveries SET lease_until = ${leaseUntil}, attempts = attempts + 1, last_attempt_at = ${now}
    WHERE id IN (${ids})`);
  return (await tx.all<DeliveryRow>(sql`SELECT ${COLUMNS} FROM webhook_deliveries WHERE id IN (${ids})`)).map(
    present,
  );
}

/** Writes what a try got: delivered, to be tried again at `nextAttemptAt`, or given up (FAILED). */
export async function recordTry(
  db: Queryable,
  id: string,
  outcome: {
    status: WebhookDelivery['status'];
    statusCode?: number;
    error?: string;
    nextAttemptAt?: string;
    deliveredAt?: string;
  },
): Promise<void> {
  await db.run(sql`
    UPDATE webhook_deliveries
    SET status = ${outcome.status}, lease_until = NULL, last_status_code = ${outcome.statusCode ?? null},
        last_error = ${outcome.error ?? null}, next_attempt_at = ${outcome.nextAttemptAt ?? null},
        delivered_at = ${outcome.deliveredAt ?? null}
    WHERE id = ${id}`);
}

export async function findDelivery(db: Queryable, siteId: string, id: string) {
  const row = await db.one<DeliveryRow>(
    sql`SELECT ${COLUMNS} FROM webhook_deliveries WHERE site_id = ${siteId} AND id = ${id}`,
  );
  return row && present(row);
}

/** A subscription's deliveries, newest first. */
export async function listDeliveries(
  db: Queryable,
  siteId: string,
  subscriptionId: string,
  options: { status?: WebhookDelivery['status']; limit: number },
) {
  const status = options.status ? sql` AND status = ${options.status}` : sql.empty;
  const rows = await db.all<DeliveryRow>(sql`
    SELECT ${COLUMNS} FROM webhook_deliveries
    WHERE site_id = ${siteId} AND subscription_id = ${subscriptionId}${status}
    ORDER BY created_date DESC, seq DESC LIMIT ${options.limit}`);
  return rows.map(present);
}

/** Sends a delivery again from now, keeping its id (the receiver's dedupe key). */
export async function requeue(db: Queryable, siteId: string, id: string, now: string): Promise<boolean> {
  const { changes } = await db.run(sql`
    UPDATE webhook_deliveries SET status = 'PENDING', next_attempt_at = ${now}, lease_until = NULL, delivered_at = NULL
    WHERE site_id = ${siteId} AND id = ${id}`);
  return changes === 1;
}
