import type { Migration } from '../../kernel/db/migrate.js';

export const ecomMigration: Migration = {
  id: '0006-ecom-carts',
  statements: (t) => [
    `CREATE TABLE carts (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      owner_key TEXT NOT NULL,
      doc ${t.json} NOT NULL,
      revision INTEGER NOT NULL,
      created_date TEXT NOT NULL,
      updated_date TEXT NOT NULL,
      UNIQUE (site_id, owner_key)
    )`,
  ],
};
