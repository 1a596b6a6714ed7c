import type { Migration } from '../../kernel/db/migrate.js';

export const storesMigration: Migration = {
  id: '0005-stores',
  statements: (t) => [
    `CREATE TABLE products (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      numeric_id INTEGER NOT NULL,
      slug TEXT NOT NULL,
      name TEXT NOT NULL,
      visible ${t.flag} NOT NULL,
      price_minor INTEGER NOT NULL,
      doc ${t.json} NOT NULL,
      revision INTEGER NOT NULL,
      created_date TEXT NOT NULL,
      updated_date TEXT NOT NULL,
      UNIQUE (site_id, slug),
      UNIQUE (site_id, numeric_id)
    )`,
    'CREATE INDEX products_site_created ON products (site_id, created_date)',
    `CREATE TABLE collections (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      slug TEXT NOT NULL,
      doc ${t.json} NOT NULL,
      created_date TEXT NOT NULL,
      UNIQUE (site_id, slug)
    )`,
  ],
};
