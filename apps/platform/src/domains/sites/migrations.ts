import type { Migration } from '../../kernel/db/migrate.js';

export const sitesMigration: Migration = {
  id: 'sites/0001-sites',
  formerIds: ['0001-sites'],
  statements: (t) => [
    `CREATE TABLE sites (
      id TEXT PRIMARY KEY,
      doc ${t.json} NOT NULL,
      revision INTEGER NOT NULL,
      created_date TEXT NOT NULL,
      updated_date TEXT NOT NULL
    )`,
    `CREATE TABLE oauth_clients (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      doc ${t.json} NOT NULL,
      disabled ${t.flag} NOT NULL,
      created_date TEXT NOT NULL,
      updated_date TEXT NOT NULL
    )`,
    'CREATE INDEX oauth_clients_site ON oauth_clients (site_id, created_date)',
    `CREATE TABLE api_keys (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      name TEXT NOT NULL,
      key_hash TEXT NOT NULL UNIQUE,
      created_date TEXT NOT NULL
    )`,
  ],
};

/** An API key acts as a role on its site; the keys made before roles existed were the owner's. */
export const apiKeyRolesMigration: Migration = {
  id: 'sites/0002-api-key-roles',
  statements: () => ["ALTER TABLE api_keys ADD COLUMN role TEXT NOT NULL DEFAULT 'OWNER'"],
};
