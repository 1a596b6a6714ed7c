import type { Migration } from '../../../kernel/db/migrate.js';

/**
 * A member's second factors, one per type: a TOTP secret (base32, what the authenticator app
 * holds) with the last time step it accepted, so a code works once; or an email factor, whose
 * codes are mailed. Recovery codes are identity codes of their own purpose, kept as hashes.
 */
export const factorsMigration: Migration = {
  id: 'identity/0006-factors',
  statements: () => [
    `CREATE TABLE identity_factors (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL,
      identity_id TEXT NOT NULL REFERENCES identities (id) ON DELETE CASCADE,
      factor_type TEXT NOT NULL,
      status TEXT NOT NULL,
      secret TEXT,
      last_step INTEGER,
      created_date TEXT NOT NULL,
      updated_date TEXT NOT NULL,
      UNIQUE (identity_id, factor_type)
    )`,
  ],
};
