import type { Migration } from '../../kernel/db/migrate.js';
import { sql } from '../../kernel/db/sql.js';
import type { ProductRecord } from './product-record.js';
import { syncStoreVariants } from './store-variants-repo.js';

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

/** One row per variant for store-wide variant queries (see store-variants-repo.ts). */
export const storeVariantsMigration: Migration = {
  id: '0011-store-variants',
  statements: (t) => [
    `CREATE TABLE store_variants (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      product_id TEXT NOT NULL,
      variant_id TEXT NOT NULL,
      product_name TEXT NOT NULL,
      variant_name TEXT NOT NULL,
      visible ${t.flag} NOT NULL,
      doc ${t.json} NOT NULL
    )`,
    'CREATE INDEX store_variants_site_product ON store_variants (site_id, product_id)',
    'CREATE INDEX store_variants_site_names ON store_variants (site_id, product_name, variant_name, id)',
  ],
  async backfill(tx) {
    const rows = await tx.all<{ doc: string }>(sql`SELECT doc FROM products`);
    for (const row of rows) await syncStoreVariants(tx, JSON.parse(row.doc) as ProductRecord);
  },
};

/**
 * Issue 12. `price_minor` was INTEGER, 32 bits on PostgreSQL: a price above 21,474,836.47 (which
 * the contract allows, up to 999,999,999.999) failed the insert with a 500. SQLite's INTEGER is
 * already 64 bits, so only PostgreSQL changes; dialect-specific DDL runs in `backfill`, which is
 * the step that sees the dialect.
 */
export const catalogueScaleMigration: Migration = {
  id: '0013-stores-catalogue-scale',
  statements: () => [],
  async backfill(tx) {
    if (tx.dialect === 'postgres')
      await tx.run(sql`ALTER TABLE products ALTER COLUMN price_minor TYPE BIGINT`);
  },
};
