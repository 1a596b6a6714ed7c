import type { Migration } from '../../kernel/db/migrate.js';

export const oauthMigration: Migration = {
  id: 'oauth/0001-oauth',
  formerIds: ['0002-oauth'],
  statements: () => [
    `CREATE TABLE signing_keys (
      id TEXT PRIMARY KEY,
      purpose TEXT NOT NULL UNIQUE,
      algorithm TEXT NOT NULL,
      private_jwk TEXT NOT NULL,
      public_jwk TEXT NOT NULL,
      created_date TEXT NOT NULL
    )`,
    `CREATE TABLE refresh_tokens (
      id TEXT PRIMARY KEY,
      token_hash TEXT NOT NULL UNIQUE,
      site_id TEXT NOT NULL REFERENCES sites (id),
      client_id TEXT NOT NULL REFERENCES oauth_clients (id),
      role TEXT NOT NULL,
      visitor_id TEXT,
      member_id TEXT,
      created_date TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      revoked_at TEXT
    )`,
  ],
};

/** A member's sessions are ended together (a password change, a block): found by member. */
export const memberRefreshTokensMigration: Migration = {
  id: 'oauth/0002-member-refresh-tokens',
  statements: () => [
    'CREATE INDEX refresh_tokens_member ON refresh_tokens (site_id, member_id) WHERE member_id IS NOT NULL',
  ],
};

/** Expired refresh tokens are deleted hourly (pruning.ts): found by expiry. */
export const refreshTokenExpiryMigration: Migration = {
  id: 'oauth/0003-refresh-token-expiry',
  statements: () => ['CREATE INDEX refresh_tokens_expiry ON refresh_tokens (expires_at)'],
};
