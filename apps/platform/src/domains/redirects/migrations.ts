import type { Migration } from '../../kernel/db/migrate.js';

export const redirectsMigration: Migration = {
  id: 'redirects/0001-sessions',
  formerIds: ['0008-redirect-sessions'],
  statements: (t) => [
    `CREATE TABLE redirect_sessions (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      token_hash TEXT NOT NULL UNIQUE,
      owner_key TEXT NOT NULL,
      doc ${t.json} NOT NULL,
      expires_at TEXT NOT NULL,
      created_date TEXT NOT NULL
    )`,
  ],
};
