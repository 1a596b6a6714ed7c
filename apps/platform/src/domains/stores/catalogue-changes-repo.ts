import type { Queryable } from '../../kernel/db/database.js';
import { sql } from '../../kernel/db/sql.js';

/** Ids in one statement, well under every driver's limit on parameters. */
const IDS_PER_STATEMENT = 300;

/** Records, in a committing transaction, the catalogue revision it committed at against each product of `ids`. */
export async function recordChanges(
  db: Queryable,
  siteId: string,
  /** The site's catalogue revision scope, bumped by the transaction first. */
  scope: string,
  ids: readonly string[],
): Promise<void> {
  const revision = sql`(SELECT revision FROM revisions WHERE scope = ${scope})`;
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
