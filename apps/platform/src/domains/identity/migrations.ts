import type { Migration } from '../../kernel/db/migrate.js';

/**
 * Identities: a site's members, one per email (stored lower-cased). The password hash names its
 * own algorithm and cost; `doc` holds the profile and the pending reasons.
 */
export const identitiesMigration: Migration = {
  id: 'identity/0001-identities',
  statements: (t) => [
    `CREATE TABLE identities (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      email TEXT NOT NULL,
      email_verified INTEGER NOT NULL,
      password_hash TEXT NOT NULL,
      status TEXT NOT NULL,
      doc ${t.json} NOT NULL,
      revision INTEGER NOT NULL,
      created_date TEXT NOT NULL,
      updated_date TEXT NOT NULL,
      last_login_date TEXT,
      UNIQUE (site_id, email)
    )`,
  ],
};

/**
 * Single-use codes mailed to a member (email verification). Only a hash is kept; a code is
 * spent by a conditional update, so two requests with the same code cannot both pass, and it
 * stops working after its expiry or its allowed number of wrong tries.
 */
export const identityCodesMigration: Migration = {
  id: 'identity/0002-codes',
  statements: () => [
    `CREATE TABLE identity_codes (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL,
      identity_id TEXT NOT NULL REFERENCES identities (id) ON DELETE CASCADE,
      purpose TEXT NOT NULL,
      code_hash TEXT NOT NULL,
      failed_attempts INTEGER NOT NULL,
      expires_date TEXT NOT NULL,
      spent_date TEXT,
      created_date TEXT NOT NULL
    )`,
    'CREATE INDEX identity_codes_identity ON identity_codes (identity_id, purpose, created_date)',
  ],
};

/** A mailed link carries more than its secret: where the reset page returns once it is used. */
export const identityCodeDetailsMigration: Migration = {
  id: 'identity/0003-code-details',
  statements: () => ['ALTER TABLE identity_codes ADD COLUMN detail TEXT'],
};
