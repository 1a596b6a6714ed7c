import type { Queryable, Transaction } from './database.js';
import type { Migration } from './migrate.js';
import { sql } from './sql.js';

/**
 * Change counters that caches key their entries by. A scope (`catalogue:<site>`, say) names
 * some data; every transaction that changes that data bumps the scope's revision, so a cache in
 * any process sharing the database sees the change in the next revision it reads, with no
 * messages between processes. Revisions only grow: an answer kept under a revision read before
 * the data is never older than that revision.
 */
export const revisionsMigration: Migration = {
  id: '0012-revisions',
  statements: () => ['CREATE TABLE revisions (scope TEXT PRIMARY KEY, revision INTEGER NOT NULL)'],
};

/**
 * Bumps `scope` when `tx` commits, once however often it is asked for. As a finishing step: a
 * scope many transactions bump (a site's catalogue, which every order's stock change touches)
 * is then locked only for the length of a commit, never while its holder waits for another lock.
 */
export function bumpRevision(tx: Transaction, scope: string): void {
  tx.beforeCommit(`revision:${scope}`, async (finishing) => {
    await finishing.run(sql`
      INSERT INTO revisions (scope, revision) VALUES (${scope}, 1)
      ON CONFLICT (scope) DO UPDATE SET revision = revisions.revision + 1`);
  });
}

/** The committed revisions of `scopes`, in order, in one query; 0 for a scope never bumped. */
export async function readRevisions(db: Queryable, scopes: readonly string[]): Promise<number[]> {
  if (scopes.length === 0) return [];
  const rows = await db.all<{ scope: string; revision: number }>(
    sql`SELECT scope, revision FROM revisions WHERE scope IN (${sql.join(scopes.map((scope) => sql`${scope}`))})`,
  );
  const found = new Map(rows.map((row) => [row.scope, Number(row.revision)]));
  return scopes.map((scope) => found.get(scope) ?? 0);
}
