import { searchWordsOf } from '@bazaar/contracts/constants';
import { parseDocument } from '../../kernel/db/documents.js';
import type { Migration } from '../../kernel/db/migrate.js';
import { sql } from '../../kernel/db/sql.js';
import { foldCase } from '../../kernel/query/index.js';
import { inventoryStatusOf } from './products/presenter.js';
import type { ProductRecord } from './products/product-record.js';
import { syncStoreVariants } from './variants/store-variants-repo.js';

export const storesMigration: Migration = {
  id: 'stores/0001-products',
  formerIds: ['0005-stores'],
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
  id: 'stores/0002-store-variants',
  formerIds: ['0011-store-variants'],
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
    for (const row of rows) await syncStoreVariants(tx, parseDocument<ProductRecord>(row.doc));
  },
};

/**
 * Issue 12: the catalogue at scale.
 *
 * - `price_minor` was INTEGER, 32 bits on PostgreSQL: a price above 21,474,836.47 (which the
 *   contract allows, up to 999,999,999.999) failed the insert with a 500. SQLite's INTEGER is
 *   already 64 bits.
 * - `sort_price` holds what `price` filters and sorts by (the discounted price in major units,
 *   `sortPrice`), read until now from the JSON document on every row. NUMERIC: exact on
 *   PostgreSQL, as the `::numeric` of the document was; SQLite keeps the same double the JSON held.
 * - `product_collections` holds each product's collection ids as rows, written in the same
 *   transaction as the product (repo.ts), so that a collection filter probes an index. The rows
 *   repeat the product's `site_id` and `visible`, the columns a catalogue read is scoped by, so
 *   that the bounded count of one collection is read from its index alone.
 * - Indexes for each order the catalogue is read in, all leading with the site and ending with
 *   the id tiebreak and `visible`, so that a visitor's page and its bounded count are read from
 *   the index without visiting hidden rows' documents.
 *
 * What differs between the dialects (PostgreSQL's column type change and "C" collations, the JSON
 * functions of the backfill) runs in `backfill`, the step that sees the dialect.
 */
export const catalogueScaleMigration: Migration = {
  id: 'stores/0003-catalogue-scale',
  formerIds: ['0013-stores-catalogue-scale'],
  statements: (t) => [
    'ALTER TABLE products ADD COLUMN sort_price NUMERIC NOT NULL DEFAULT 0',
    `CREATE TABLE product_collections (
      product_id TEXT NOT NULL,
      collection_id TEXT NOT NULL,
      site_id TEXT NOT NULL,
      visible ${t.flag} NOT NULL,
      PRIMARY KEY (product_id, collection_id)
    )`,
    'CREATE INDEX product_collections_site_collection ON product_collections (site_id, collection_id, visible)',
    'DROP INDEX products_site_created',
    'CREATE INDEX products_site_created_id ON products (site_id, created_date, id, visible)',
    'CREATE INDEX products_site_price ON products (site_id, sort_price, id, visible)',
  ],
  async backfill(tx) {
    if (tx.dialect === 'postgres') {
      await tx.run(sql`ALTER TABLE products ALTER COLUMN price_minor TYPE BIGINT`);
      // Names are compared under "C" (kernel/query orderedExpr); the index must say so to serve.
      await tx.run(sql`CREATE INDEX products_site_name ON products (site_id, name COLLATE "C", id, visible)`);
      // The same for store variants, whose default order is by names: the index of 0011 is in the
      // database's collation, so every page sorted all of a site's variants (a deep cursor page
      // took 11 ms at 10,000 variants).
      await tx.run(sql`
        CREATE INDEX store_variants_site_names_c
        ON store_variants (site_id, product_name COLLATE "C", variant_name COLLATE "C", id)`);
      await tx.run(sql`UPDATE products SET sort_price = COALESCE((doc ->> 'price')::numeric, 0)`);
      await tx.run(sql`
        INSERT INTO product_collections (product_id, collection_id, site_id, visible)
        SELECT DISTINCT products.id, links.value, products.site_id, products.visible
        FROM products, jsonb_array_elements_text(products.doc -> 'collectionIds') AS links(value)`);
    } else {
      await tx.run(sql`CREATE INDEX products_site_name ON products (site_id, name, id, visible)`);
      await tx.run(sql`UPDATE products SET sort_price = COALESCE(json_extract(doc, '$.price'), 0)`);
      await tx.run(sql`
        INSERT INTO product_collections (product_id, collection_id, site_id, visible)
        SELECT DISTINCT products.id, links.value, products.site_id, products.visible
        FROM products, json_each(products.doc, '$.collectionIds') AS links`);
    }
  },
};

/**
 * Issue 14: a buyer's name search. `name_folded` holds each name case-folded, so that a
 * `$startsWith` on `name` matches "linen" to "Linen Shirt" (Wix's startsWith ignores case) and
 * still seeks an index. The folding is JavaScript's, on writes and on queries alike, rather than
 * each database's lower(), which differ outside ASCII (SQLite folds ASCII only).
 */
export const foldedNamesMigration: Migration = {
  id: 'stores/0004-folded-names',
  statements: () => ["ALTER TABLE products ADD COLUMN name_folded TEXT NOT NULL DEFAULT ''"],
  async backfill(tx) {
    const rows = await tx.all<{ id: string; name: string }>(sql`SELECT id, name FROM products`);
    for (const { id, name } of rows) {
      await tx.run(sql`UPDATE products SET name_folded = ${foldCase(name)} WHERE id = ${id}`);
    }
    // As products_site_name (0003): PostgreSQL compares names under "C", and the index must too.
    const folded = tx.dialect === 'postgres' ? sql.raw('name_folded COLLATE "C"') : sql.raw('name_folded');
    await tx.run(sql`CREATE INDEX products_site_name_folded ON products (site_id, ${folded}, id, visible)`);
  },
};

/**
 * Issue 33: a buyer's search finds a product by any word of its name ("mug" finds "Ceramic Mug"),
 * whatever its case and accents. `product_name_words` holds each product's words (as
 * `searchWordsOf` makes them) as rows, written with the product like its collections, with the
 * site and visibility every catalogue read is scoped by, so `nameWords: { $hasAll: [...] }` is an
 * index probe per word (and is read for kept catalogues like any link table).
 */
export const nameWordsMigration: Migration = {
  id: 'stores/0005-name-words',
  statements: (t) => [
    `CREATE TABLE product_name_words (
      product_id TEXT NOT NULL,
      word TEXT NOT NULL,
      site_id TEXT NOT NULL,
      visible ${t.flag} NOT NULL,
      PRIMARY KEY (product_id, word)
    )`,
    'CREATE INDEX product_name_words_site_word ON product_name_words (site_id, word, visible)',
    // A search finds the products of a word first (the field is `selective`): word, then product.
    'CREATE INDEX product_name_words_word ON product_name_words (word, product_id)',
  ],
  async backfill(tx) {
    const rows = await tx.all<{ id: string; site_id: string; name: string; visible: number | boolean }>(
      sql`SELECT id, site_id, name, visible FROM products`,
    );
    for (const row of rows) {
      const words = searchWordsOf(row.name);
      if (words.length === 0) continue;
      await tx.run(sql`
        INSERT INTO product_name_words (product_id, word, site_id, visible)
        VALUES ${sql.join(words.map((word) => sql`(${row.id}, ${word}, ${row.site_id}, ${row.visible ? 1 : 0})`))}`);
    }
  },
};

/**
 * Issue 39: the owner's products list filters by stock. `inventory_status` keeps what the
 * product's `stock.inventoryStatus` answers (from its own stock or its variants'), written with
 * every change of the product, so `stock.inventoryStatus` filters on a column.
 */
export const inventoryStatusMigration: Migration = {
  id: 'stores/0006-inventory-status',
  statements: () => [
    "ALTER TABLE products ADD COLUMN inventory_status TEXT NOT NULL DEFAULT 'IN_STOCK'",
    'CREATE INDEX products_site_inventory ON products (site_id, inventory_status, visible)',
  ],
  async backfill(tx) {
    const rows = await tx.all<{ doc: string }>(sql`SELECT doc FROM products`);
    for (const row of rows) {
      const record = parseDocument<ProductRecord>(row.doc);
      await tx.run(
        sql`UPDATE products SET inventory_status = ${inventoryStatusOf(record)} WHERE id = ${record.id}`,
      );
    }
  },
};

/**
 * Issue 42: a catalogue kept in memory follows writes by reading only what changed. Every product
 * written (created, changed, deleted) has a row here naming the catalogue revision its
 * transaction committed at (`recordProductChanges`), so a process that kept the catalogue at
 * revision R finds what changed since with one index probe, deletions included. One row per
 * product ever written, replaced by its next write.
 */
export const catalogueChangesMigration: Migration = {
  id: 'stores/0007-catalogue-changes',
  statements: () => [
    `CREATE TABLE catalogue_changes (
      product_id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL,
      revision INTEGER NOT NULL
    )`,
    'CREATE INDEX catalogue_changes_site_revision ON catalogue_changes (site_id, revision)',
  ],
};
