import type { Migration } from '../../kernel/db/migrate.js';

/**
 * Webhooks: the endpoints a site's owner subscribed, each event's delivery to each of them, and
 * the keys deliveries are signed with.
 */
export const webhooksMigration: Migration = {
  id: 'webhooks/0001-webhooks',
  statements: (t) => [
    `CREATE TABLE webhook_subscriptions (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      active ${t.flag} NOT NULL,
      created_date TEXT NOT NULL,
      doc TEXT NOT NULL
    )`,
    'CREATE INDEX webhook_subscriptions_site ON webhook_subscriptions (site_id, created_date)',
    // One row per event and subscription; `seq` is the event's place in the outbox, so a
    // subscription's deliveries of one entity go out in the order the changes committed.
    `CREATE TABLE webhook_deliveries (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL,
      subscription_id TEXT NOT NULL REFERENCES webhook_subscriptions (id) ON DELETE CASCADE,
      event_id TEXT NOT NULL,
      event_type TEXT NOT NULL,
      entity_id TEXT NOT NULL,
      seq BIGINT NOT NULL,
      status TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at TEXT,
      lease_until TEXT,
      last_status_code INTEGER,
      last_error TEXT,
      last_attempt_at TEXT,
      delivered_at TEXT,
      created_date TEXT NOT NULL,
      body TEXT NOT NULL,
      UNIQUE (subscription_id, event_id)
    )`,
    "CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'PENDING'",
    'CREATE INDEX webhook_deliveries_entity ON webhook_deliveries (subscription_id, entity_id, seq)',
    'CREATE INDEX webhook_deliveries_log ON webhook_deliveries (subscription_id, created_date)',
    `CREATE TABLE webhook_signing_keys (
      key_id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      private_key TEXT NOT NULL,
      public_key TEXT NOT NULL,
      created_date TEXT NOT NULL,
      retired_date TEXT
    )`,
    'CREATE INDEX webhook_signing_keys_site ON webhook_signing_keys (site_id, created_date)',
  ],
};
