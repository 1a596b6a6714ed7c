import type { Queryable, Transaction } from '../../kernel/db/database.js';
import { bumpRevision } from '../../kernel/db/revisions.js';
import { sql } from '../../kernel/db/sql.js';

/**
 * The revision scope of a site's catalogue: everything a catalogue read shows. Every product
 * insert, update (stock taken by an order included) and delete bumps it in the writing
 * transaction, so cached catalogue answers stop being served once the write commits.
 */
export const catalogueScope = (siteId: string): string => `catalogue:${siteId}`;

export function touchCatalogue(tx: Transaction, siteId: string): void {
  bumpRevision(tx, catalogueScope(siteId));
}

/** The products each open transaction wrote, by site, recorded when it commits. */
const writtenBy = new WeakMap<Transaction, Map<string, Set<string>>>();

/**
 * Bumps the catalogue for a write of a product (created, changed or deleted) and records, as the
 * transaction commits, the revision it committed at against the product (`catalogue_changes`).
 * The bump is asked for first, so it runs first: the revision read back is this transaction's,
 * and since the bump holds the scope's row until commit, revisions follow the order of commits.
 */
export function touchProduct(tx: Transaction, siteId: string, productId: string): void {
  touchCatalogue(tx, siteId);
  let bySite = writtenBy.get(tx);
  if (!bySite) {
    bySite = new Map();
    writtenBy.set(tx, bySite);
  }
  let ids = bySite.get(siteId);
  if (!ids) {
    const written = new Set<string>();
    ids = written;
    bySite.set(siteId, written);
    tx.beforeCommit(`catalogue-changes:${siteId}`, (finishing) =>
      recordChanges(finishing, siteId, [...written]),
    );
  }
  ids.add(productId);
}

/** Ids in one statement, well under every driver's limit on parameters. */
const IDS_PER_STATEMENT = 300;

async function recordChanges(db: Queryable, siteId: string, ids: readonly string[]): Promise<void> {
  const revision = sql`(SELECT revision FROM revisions WHERE scope = ${catalogueScope(siteId)})`;
  for (let start = 0; start < ids.length; start += IDS_PER_STATEMENT) {
    const some = ids.slice(start, start + IDS_PER_STATEMENT);
    await db.run(sql`
      INSERT INTO catalogue_changes (product_id, site_id, revision)
      VALUES ${sql.join(some.map((id) => sql`(${id}, ${siteId}, ${revision})`))}
      ON CONFLICT (product_id) DO UPDATE SET site_id = excluded.site_id, revision = excluded.revision`);
  }
}

/**
 * The products of the site written since `revision` (whether they still exist or not), or
 * undefined when more than `limit` were: reading the whole catalogue again is then cheaper.
 */
export async function productsChangedSince(
  db: Queryable,
  siteId: string,
  revision: number,
  limit: number,
): Promise<string[] | undefined> {
  const rows = await db.all<{ product_id: string }>(sql`
    SELECT product_id FROM catalogue_changes WHERE site_id = ${siteId} AND revision > ${revision}
    LIMIT ${limit + 1}`);
  return rows.length > limit ? undefined : rows.map((row) => row.product_id);
}
