import type { Query } from '@bazaar/contracts';
import { searchWordsOf } from '@bazaar/contracts/constants';
import { lockRow } from '../../../kernel/db/counters.js';
import type { Queryable, Transaction } from '../../../kernel/db/database.js';
import { parseDocument } from '../../../kernel/db/documents.js';
import { type Sql, sql } from '../../../kernel/db/sql.js';
import { defineQueryable, foldCase, runQuery } from '../../../kernel/query/index.js';
import { KeptRows } from '../../../kernel/query/kept-rows.js';
import { readKeptRows, readKeptRowsById } from '../../../kernel/query/read-kept-rows.js';
import { touchProduct } from '../catalogue-revision.js';
import { deleteStoreVariants, syncStoreVariants } from '../variants/store-variants-repo.js';
import type { KeptProducts, ProductVersion, StoredProduct } from './presented-products.js';
import { inventoryStatusOf } from './presenter.js';
import type { ProductRecord } from './product-record.js';

export interface ProductRow {
  doc: string;
}

/** The columns and document fields products are filtered and sorted by (the allow-list). */
export const queryableProducts = defineQueryable({
  table: 'products',
  docColumn: 'doc',
  fields: {
    id: { type: 'string', column: 'id', sortable: true, notNull: true },
    // A name prefix matches whatever its case (a buyer's search box): see migration 0004.
    name: { type: 'string', column: 'name', foldedColumn: 'name_folded', sortable: true, notNull: true },
    slug: { type: 'string', column: 'slug', sortable: true, notNull: true },
    visible: { type: 'boolean', column: 'visible', notNull: true },
    numericId: { type: 'number', column: 'numeric_id', sortable: true, notNull: true },
    // The discounted price in major units (`sortPrice`), exact: NUMERIC on both dialects.
    price: { type: 'number', column: 'sort_price', sortable: true, notNull: true },
    // IN_STOCK, PARTIALLY_OUT_OF_STOCK (some variants sold out) or OUT_OF_STOCK, kept on every write.
    'stock.inventoryStatus': { type: 'string', column: 'inventory_status', notNull: true },
    productType: { type: 'string', jsonPath: ['productType'] },
    sku: { type: 'string', jsonPath: ['sku'] },
    ribbon: { type: 'string', jsonPath: ['ribbon'] },
    brand: { type: 'string', jsonPath: ['brand'] },
    collectionIds: {
      type: 'stringArray',
      link: { table: 'product_collections', key: 'product_id', value: 'collection_id', repeatsScope: true },
    },
    // The name's words, lower case without accents (`searchWordsOf`): a search by any word of it.
    nameWords: {
      type: 'stringArray',
      link: {
        table: 'product_name_words',
        key: 'product_id',
        value: 'word',
        repeatsScope: true,
        selective: true,
      },
    },
    createdDate: { type: 'date', column: 'created_date', sortable: true, notNull: true },
    lastUpdated: { type: 'date', column: 'updated_date', sortable: true, notNull: true },
  },
  defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
});

/**
 * The stored document is the record. Documents written before migration 0013 also hold `price`,
 * the sort price now kept in the `sort_price` column; it is dropped on reading.
 */
const toDoc = (record: ProductRecord): string => JSON.stringify(record);
export const fromRow = (row: ProductRow): ProductRecord => {
  const { price: _price, ...record } = parseDocument<ProductRecord & { price?: number }>(row.doc);
  return record;
};

/**
 * The product's collections as rows of `product_collections`, rewritten with every product write,
 * with the product's site and visibility (the scope of every catalogue read: `repeatsScope`).
 */
async function syncProductCollections(db: Queryable, record: ProductRecord): Promise<void> {
  await db.run(sql`DELETE FROM product_collections WHERE product_id = ${record.id}`);
  const ids = [...new Set(record.collectionIds)];
  if (ids.length === 0) return;
  await db.run(sql`
    INSERT INTO product_collections (product_id, collection_id, site_id, visible)
    VALUES ${sql.join(ids.map((id) => sql`(${record.id}, ${id}, ${record.siteId}, ${record.visible ? 1 : 0})`))}`);
}

/** The product's name words as rows of `product_name_words`, rewritten with every product write. */
async function syncProductNameWords(db: Queryable, record: ProductRecord): Promise<void> {
  await db.run(sql`DELETE FROM product_name_words WHERE product_id = ${record.id}`);
  const words = searchWordsOf(record.name);
  if (words.length === 0) return;
  await db.run(sql`
    INSERT INTO product_name_words (product_id, word, site_id, visible)
    VALUES ${sql.join(words.map((word) => sql`(${record.id}, ${word}, ${record.siteId}, ${record.visible ? 1 : 0})`))}`);
}

export async function insertProduct(
  db: Transaction,
  record: ProductRecord,
  priceMajor: number,
): Promise<void> {
  touchProduct(db, record.siteId, record.id);
  await db.run(sql`
    INSERT INTO products (id, site_id, numeric_id, slug, name, name_folded, visible, price_minor, sort_price, inventory_status, doc, revision, created_date, updated_date)
    VALUES (${record.id}, ${record.siteId}, ${record.numericId}, ${record.slug}, ${record.name}, ${foldCase(record.name)}, ${record.visible ? 1 : 0},
            ${record.priceMinor}, ${priceMajor}, ${inventoryStatusOf(record)}, ${toDoc(record)}, ${record.revision}, ${record.createdDate}, ${record.updatedDate})`);
  await syncStoreVariants(db, record);
  await syncProductCollections(db, record);
  await syncProductNameWords(db, record);
}

/** Writes `record` if nobody changed the product since it was read (revision - 1). */
export async function updateProduct(
  db: Transaction,
  record: ProductRecord,
  priceMajor: number,
): Promise<boolean> {
  touchProduct(db, record.siteId, record.id);
  const { changes } = await db.run(sql`
    UPDATE products SET slug = ${record.slug}, name = ${record.name}, name_folded = ${foldCase(record.name)}, visible = ${record.visible ? 1 : 0},
      price_minor = ${record.priceMinor}, sort_price = ${priceMajor}, inventory_status = ${inventoryStatusOf(record)},
      doc = ${toDoc(record)}, revision = ${record.revision},
      updated_date = ${record.updatedDate}
    WHERE id = ${record.id} AND site_id = ${record.siteId} AND revision = ${record.revision - 1}`);
  if (changes !== 1) return false;
  await syncStoreVariants(db, record);
  await syncProductCollections(db, record);
  await syncProductNameWords(db, record);
  return true;
}

export async function findProduct(
  db: Queryable,
  siteId: string,
  id: string,
): Promise<ProductRecord | undefined> {
  const row = await db.one<ProductRow>(
    sql`SELECT doc FROM products WHERE id = ${id} AND site_id = ${siteId}`,
  );
  return row && fromRow(row);
}

/** The products of `ids` found on the site, by id, in one query. */
export async function findProducts(
  db: Queryable,
  siteId: string,
  ids: readonly string[],
): Promise<Map<string, ProductRecord>> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return new Map();
  const rows = await rowsByIds<ProductRow & { site_id: string }>(db, sql`doc`, siteId, distinct);
  return new Map(rows.map(fromRow).map((record) => [record.id, record]));
}

export async function slugTaken(
  db: Queryable,
  siteId: string,
  slug: string,
  exceptId = '',
): Promise<boolean> {
  return Boolean(
    await db.one(
      sql`SELECT 1 AS taken FROM products WHERE site_id = ${siteId} AND slug = ${slug} AND id <> ${exceptId}`,
    ),
  );
}

export async function nextNumericId(db: Queryable, siteId: string): Promise<number> {
  const row = await db.one<{ next: number }>(
    sql`SELECT COALESCE(MAX(numeric_id), 0) + 1 AS next FROM products WHERE site_id = ${siteId}`,
  );
  return Number(row?.next ?? 1);
}

export async function deleteProduct(db: Transaction, siteId: string, id: string): Promise<boolean> {
  touchProduct(db, siteId, id);
  const { changes } = await db.run(sql`DELETE FROM products WHERE id = ${id} AND site_id = ${siteId}`);
  await deleteStoreVariants(db, siteId, id);
  if (changes === 1) {
    await db.run(sql`DELETE FROM product_collections WHERE product_id = ${id}`);
    await db.run(sql`DELETE FROM product_name_words WHERE product_id = ${id}`);
  }
  return changes === 1;
}

export const scopeOf = (siteId: string, includeHidden: boolean) =>
  includeHidden ? sql`site_id = ${siteId}` : sql`site_id = ${siteId} AND visible = 1`;

/**
 * A page of products as ids and revisions only: reading the documents is most of a page's
 * database time, and a caller that keeps presented products needs only the ones it lacks
 * (`findStoredProducts`).
 */
export async function queryProductVersions(
  db: Queryable,
  siteId: string,
  query: Query | undefined,
  includeHidden: boolean,
) {
  return runQuery<ProductVersion>(db, queryableProducts, query, {
    scope: scopeOf(siteId, includeHidden),
    columns: ['id', 'revision'],
  });
}

const keptOptions = (siteId: string) => ({ scope: sql`site_id = ${siteId}`, extraColumns: ['revision'] });

/**
 * The site's catalogue as kept rows (every product's queryable columns and revision), or
 * undefined when it has more than `limit` products.
 */
export async function readKeptCatalogue(
  db: Queryable,
  siteId: string,
  limit: number,
): Promise<KeptRows | undefined> {
  const rows = await readKeptRows(db, queryableProducts, { ...keptOptions(siteId), limit });
  return rows && new KeptRows(queryableProducts, db.dialect, rows);
}

/**
 * Brings kept rows up to date with the products of `ids` (written since they were read): those
 * found are read again, the others are gone.
 */
export async function refreshKeptProducts(
  db: Queryable,
  siteId: string,
  kept: KeptRows,
  ids: readonly string[],
): Promise<void> {
  const rows = await readKeptRowsById(db, queryableProducts, keptOptions(siteId), ids);
  const found = new Set(rows.map((row) => row.id));
  kept.apply(
    rows,
    ids.filter((id) => !found.has(id)),
  );
}

/**
 * `queryProductVersions` answered from kept rows, as their slots (`KeptProducts`); undefined for
 * what only SQL answers (a cursor page of a sort on several fields). Visitors' scope, visible
 * products only, is the same as in SQL.
 */
export function queryKeptProductVersions(kept: KeptRows, query: Query | undefined, includeHidden: boolean) {
  const page = kept.page(query, includeHidden ? undefined : { field: 'visible', is: true });
  return (
    page && { rows: { slots: page.slots, kept } satisfies KeptProducts, pagingMetadata: page.pagingMetadata }
  );
}

/**
 * Rows by id, in one query, with the site checked on the rows read. Ids are unique across sites;
 * `site_id = ? AND id IN (…)` in SQL let SQLite, which has no statistics, walk the site's index
 * (every product of the site: 68 ms at 100,000) instead of looking the ids up.
 */
async function rowsByIds<R extends { site_id: string }>(
  db: Queryable,
  columns: Sql,
  siteId: string,
  ids: readonly string[],
): Promise<R[]> {
  if (ids.length === 0) return [];
  const rows = await db.all<R>(sql`SELECT site_id, ${columns} FROM products WHERE id IN (${sql.list(ids)})`);
  return rows.filter((row) => row.site_id === siteId);
}

/** The stored rows of the products of `ids` found on the site, in one query. */
export function findStoredProducts(db: Queryable, siteId: string, ids: readonly string[]) {
  return rowsByIds<StoredProduct & { site_id: string }>(db, sql`id, revision, doc`, siteId, ids);
}

/** Locks a product's row until the transaction ends: false when the site has no such product. */
export async function lockProduct(tx: Transaction, siteId: string, id: string): Promise<boolean> {
  return (await lockRow(tx, 'products', sql`id = ${id} AND site_id = ${siteId}`)) !== undefined;
}

/** Serialises product creation on a site (numeric ids and slugs are chosen under it). */
export async function lockProductCreation(tx: Transaction, siteId: string): Promise<void> {
  await lockRow(tx, 'sites', sql`id = ${siteId}`);
}
