import type { WebhookSubscription } from '@bazaar/contracts';
import type { Queryable } from '../../kernel/db/database.js';
import { documentTable } from '../../kernel/db/documents.js';
import { sql } from '../../kernel/db/sql.js';

/** A subscription as stored: its wire shape and its site. */
export type SubscriptionRecord = WebhookSubscription & { siteId: string };

const subscriptions = documentTable<SubscriptionRecord>({
  table: 'webhook_subscriptions',
  columns: (record) => ({
    id: record.id,
    site_id: record.siteId,
    active: record.active ? 1 : 0,
    created_date: record.createdDate,
  }),
  fixed: ['id', 'site_id', 'created_date'],
});

export const insertSubscription = (db: Queryable, record: SubscriptionRecord) =>
  subscriptions.insert(db, record);

export const updateSubscription = (db: Queryable, record: SubscriptionRecord) =>
  subscriptions.update(db, record, sql`site_id = ${record.siteId} AND id = ${record.id}`);

export const findSubscription = (db: Queryable, siteId: string, id: string) =>
  subscriptions.findById(db, siteId, id);

/** The subscription, locked until the transaction ends. */
export const lockSubscription = (tx: Queryable, id: string) => subscriptions.lock(tx, sql`id = ${id}`);

export const listSubscriptions = (db: Queryable, siteId: string) =>
  subscriptions.findAll(db, sql`site_id = ${siteId}`);

export const activeSubscriptions = (db: Queryable, siteId: string) =>
  subscriptions.findAll(db, sql`site_id = ${siteId} AND active = 1`);

export async function deleteSubscription(db: Queryable, siteId: string, id: string): Promise<boolean> {
  await db.run(sql`DELETE FROM webhook_deliveries WHERE site_id = ${siteId} AND subscription_id = ${id}`);
  const { changes } = await db.run(
    sql`DELETE FROM webhook_subscriptions WHERE site_id = ${siteId} AND id = ${id}`,
  );
  return changes === 1;
}
