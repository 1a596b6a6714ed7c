import type { Query, StoreVariant } from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import { parseDocument } from '../../../kernel/db/documents.js';
import { sql } from '../../../kernel/db/sql.js';
import { defineQueryable, runQuery } from '../../../kernel/query/index.js';
import type { ProductRecord } from '../products/product-record.js';
import { storeVariantsOf } from './store-variants.js';

/**
 * `store_variants` is a projection of the products table, one row per variant, rewritten in the
 * same transaction as every product write: store-wide variant queries then filter, sort and page
 * in SQL instead of loading the whole catalogue.
 */
const queryableStoreVariants = defineQueryable({
  table: 'store_variants',
  docColumn: 'doc',
  fields: {
    id: { type: 'string', column: 'id', sortable: true, notNull: true },
    variantId: { type: 'string', column: 'variant_id', notNull: true },
    productId: { type: 'string', column: 'product_id', notNull: true },
    productName: { type: 'string', column: 'product_name', sortable: true, notNull: true },
    variantName: { type: 'string', column: 'variant_name', sortable: true, notNull: true },
    sku: { type: 'string', jsonPath: ['sku'] },
    managedVariant: { type: 'boolean', jsonPath: ['managedVariant'] },
    collectionIds: { type: 'stringArray', jsonPath: ['collectionIds'] },
    'stock.inStock': { type: 'boolean', jsonPath: ['stock', 'inStock'] },
    'stock.trackQuantity': { type: 'boolean', jsonPath: ['stock', 'trackQuantity'] },
    'stock.quantity': { type: 'number', jsonPath: ['stock', 'quantity'] },
  },
  defaultSort: [
    { fieldName: 'productName', order: 'ASC' },
    { fieldName: 'variantName', order: 'ASC' },
  ],
});

interface StoreVariantRow {
  doc: string;
}
const fromRow = (row: StoreVariantRow): StoreVariant => parseDocument<StoreVariant>(row.doc);

export async function deleteStoreVariants(db: Queryable, siteId: string, productId: string): Promise<void> {
  await db.run(sql`DELETE FROM store_variants WHERE site_id = ${siteId} AND product_id = ${productId}`);
}

/** Rewrites the product's rows from the record just saved, in one statement for all variants. */
export async function syncStoreVariants(db: Queryable, record: ProductRecord): Promise<void> {
  await deleteStoreVariants(db, record.siteId, record.id);
  const rows = storeVariantsOf(record).map(
    (
      variant,
    ) => sql`(${variant.id}, ${record.siteId}, ${record.id}, ${variant.variantId}, ${variant.productName},
      ${variant.variantName}, ${record.visible ? 1 : 0}, ${JSON.stringify(variant)})`,
  );
  if (rows.length === 0) return;
  await db.run(sql`
    INSERT INTO store_variants (id, site_id, product_id, variant_id, product_name, variant_name, visible, doc)
    VALUES ${sql.join(rows)}`);
}

const scopeOf = (siteId: string, includeHidden: boolean) =>
  includeHidden ? sql`site_id = ${siteId}` : sql`site_id = ${siteId} AND visible = 1`;

export async function queryStoreVariants(
  db: Queryable,
  siteId: string,
  query: Query | undefined,
  includeHidden: boolean,
) {
  const { rows, pagingMetadata } = await runQuery<StoreVariantRow>(db, queryableStoreVariants, query, {
    scope: scopeOf(siteId, includeHidden),
  });
  return { variants: rows.map(fromRow), pagingMetadata };
}

export async function findStoreVariant(
  db: Queryable,
  siteId: string,
  id: string,
  includeHidden: boolean,
): Promise<StoreVariant | undefined> {
  const row = await db.one<StoreVariantRow>(
    sql`SELECT doc FROM store_variants WHERE id = ${id} AND ${scopeOf(siteId, includeHidden)}`,
  );
  return row && fromRow(row);
}
