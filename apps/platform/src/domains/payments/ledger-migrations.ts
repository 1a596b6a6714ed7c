import type { Migration } from '../../kernel/db/migrate.js';

/**
 * The test provider's own record of every call, kept on the database's sibling handle (see
 * `Database.sibling`): a call it answered stays recorded when the platform's transaction that
 * made it rolls back, as a real provider's would. A successful call's key is unique, so a call
 * sent again is answered from its record instead of moving money twice.
 */
const providerCallsMigration: Migration = {
  id: 'payments/0001-provider-calls',
  statements: (t) => [
    `CREATE TABLE payment_provider_calls (
      seq ${t.serialPrimaryKey},
      id TEXT NOT NULL UNIQUE,
      site_id TEXT NOT NULL,
      kind TEXT NOT NULL,
      idempotency_key TEXT NOT NULL,
      succeeded ${t.flag} NOT NULL,
      status TEXT NOT NULL,
      reference TEXT NOT NULL,
      amount_minor BIGINT,
      currency TEXT,
      transaction_id TEXT,
      target_transaction_id TEXT,
      result TEXT NOT NULL,
      created_date TEXT NOT NULL
    )`,
    `CREATE UNIQUE INDEX payment_provider_calls_once
      ON payment_provider_calls (site_id, kind, idempotency_key) WHERE succeeded = 1`,
    'CREATE INDEX payment_provider_calls_reference ON payment_provider_calls (site_id, reference, seq)',
    'CREATE INDEX payment_provider_calls_transaction ON payment_provider_calls (transaction_id)',
    'CREATE INDEX payment_provider_calls_target ON payment_provider_calls (target_transaction_id)',
  ],
};

export const ledgerMigrations = [providerCallsMigration];
