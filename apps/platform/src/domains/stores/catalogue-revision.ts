import type { Queryable, Transaction } from '../../kernel/db/database.js';
import type { Migration } from '../../kernel/db/migrate.js';
import { sql } from '../../kernel/db/sql.js';

/**
 * A per-site number that changes whenever anything a catalogue read shows changes: every product
 * insert, update (stock included) and delete bumps it in the writing transaction. A cached
 * catalogue answer is keyed by it, so a cache in any process sharing the database stops serving
 * an answer as soon as a write that changes it commits.
 */
export const catalogueRevisionsMigration: Migration = {
  id: '0012-catalogue-revisions',
  statements: () => [
    `CREATE TABLE catalogue_revisions (
      site_id TEXT PRIMARY KEY REFERENCES sites (id),
      revision INTEGER NOT NULL
    )`,
  ],
};

/**
 * Bumps the site's catalogue revision when `tx` commits. As a finishing step (once per
 * transaction, however many products it writes), so that buyers placing orders for different
 * products wait on this shared row only for the length of a commit.
 */
export function touchCatalogue(tx: Transaction, siteId: string): void {
  tx.beforeCommit(`catalogue-revision:${siteId}`, (finishing) =>
    finishing
      .run(sql`
        INSERT INTO catalogue_revisions (site_id, revision) VALUES (${siteId}, 1)
        ON CONFLICT (site_id) DO UPDATE SET revision = catalogue_revisions.revision + 1`)
      .then(() => undefined),
  );
}

/** The site's catalogue revision as last committed; 0 before its first product write. */
export async function catalogueRevision(db: Queryable, siteId: string): Promise<number> {
  const row = await db.one<{ revision: number }>(
    sql`SELECT revision FROM catalogue_revisions WHERE site_id = ${siteId}`,
  );
  return Number(row?.revision ?? 0);
}
