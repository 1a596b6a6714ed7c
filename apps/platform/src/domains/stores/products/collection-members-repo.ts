import { MAX_PAGE_SIZE, type Query } from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import { runQuery } from '../../../kernel/query/index.js';
import type { ProductRecord } from './product-record.js';
import { fromRow, type ProductRow, queryableProducts, scopeOf } from './repo.js';

/** The products of a collection: how many, the first of them, and all their ids, read from the catalogue by its collection links. */
async function queryProducts(
  db: Queryable,
  siteId: string,
  query: Query | undefined,
  includeHidden: boolean,
) {
  const { rows, pagingMetadata } = await runQuery<ProductRow>(db, queryableProducts, query, {
    scope: scopeOf(siteId, includeHidden),
  });
  return { records: rows.map(fromRow), pagingMetadata };
}

const inCollection = (collectionId: string) => ({ collectionIds: { $hasSome: [collectionId] } });

/** How many products (hidden ones included) a collection holds: counted on its link rows. */
export async function countProductsInCollection(
  db: Queryable,
  siteId: string,
  collectionId: string,
): Promise<number> {
  const { pagingMetadata } = await queryProducts(
    db,
    siteId,
    { filter: inCollection(collectionId), paging: { limit: 0 } },
    true,
  );
  return pagingMetadata.total ?? 0;
}

/** The first `limit` products of a collection, in the catalogue's default order. */
export async function firstProductsInCollection(
  db: Queryable,
  siteId: string,
  collectionId: string,
  limit: number,
): Promise<ProductRecord[]> {
  const { records } = await queryProducts(
    db,
    siteId,
    { filter: inCollection(collectionId), paging: { limit } },
    true,
  );
  return records;
}

/** The ids of every product of a collection, page after page (a collection has no size limit). */
export async function productIdsInCollection(
  db: Queryable,
  siteId: string,
  collectionId: string,
): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
    const { records } = await queryProducts(
      db,
      siteId,
      { filter: inCollection(collectionId), paging: { limit: MAX_PAGE_SIZE, offset } },
      true,
    );
    ids.push(...records.map((record) => record.id));
    if (records.length < MAX_PAGE_SIZE) return ids;
  }
}

/** Which of `productIds` (hidden ones included) are in the collection: one query, not one per id. */
export async function membersAmong(
  db: Queryable,
  siteId: string,
  collectionId: string,
  productIds: string[],
): Promise<string[]> {
  if (productIds.length === 0) return [];
  const { records } = await queryProducts(
    db,
    siteId,
    {
      filter: { $and: [inCollection(collectionId), { id: { $in: productIds } }] },
      paging: { limit: MAX_PAGE_SIZE },
    },
    true,
  );
  return records.map((record) => record.id);
}
