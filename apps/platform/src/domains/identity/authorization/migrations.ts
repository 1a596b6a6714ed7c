import type { Migration } from '../../../kernel/db/migrate.js';

/**
 * Authorization codes (RFC 6749 §4.1, with PKCE): kept as hashes, bound to the client, the
 * redirect URI ('' for the direct login, which has none) and the code challenge; spent once.
 */
export const authorizationCodesMigration: Migration = {
  id: 'identity/0004-authorization-codes',
  statements: () => [
    `CREATE TABLE authorization_codes (
      code_hash TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      client_id TEXT NOT NULL,
      redirect_uri TEXT NOT NULL,
      code_challenge TEXT NOT NULL,
      member_id TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      used_at TEXT,
      created_date TEXT NOT NULL
    )`,
    'CREATE INDEX authorization_codes_expiry ON authorization_codes (expires_at)',
  ],
};

/**
 * The session (refresh token) a code was spent for: a second use of the code ends it, since
 * whoever replays a code may have stolen it (RFC 9700 §4.5, RFC 6749 §4.1.2).
 */
export const authorizationCodeSessionMigration: Migration = {
  id: 'identity/0005-authorization-code-session',
  statements: () => ['ALTER TABLE authorization_codes ADD COLUMN session_id TEXT'],
};

/**
 * The visitor who asked for the sign-in: their member tokens keep that visitor id, so what they
 * did as a visitor (their cart) follows them once signed in.
 */
export const authorizationCodeVisitorMigration: Migration = {
  id: 'identity/0007-authorization-code-visitor',
  statements: () => ['ALTER TABLE authorization_codes ADD COLUMN visitor_id TEXT'],
};
