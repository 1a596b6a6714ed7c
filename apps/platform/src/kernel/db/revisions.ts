import type { Database, Queryable, Transaction } from './database.js';
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
  id: 'kernel/0002-revisions',
  formerIds: ['0012-revisions'],
  statements: () => ['CREATE TABLE revisions (scope TEXT PRIMARY KEY, revision INTEGER NOT NULL)'],
};

/**
 * Bumps `scope` when `tx` commits, once however often it is asked for. As a finishing step: a
 * scope many transactions bump (a site's catalogue, which every order's stock change touches)
 * is then locked only for the length of a commit, never while its holder waits for another lock.
 */
export function bumpRevision(tx: Transaction, scope: string): void {
  tx.beforeCommit(`revision:${scope}`, async (finishing) => {
    await increment(finishing, scope);
  });
}

const increment = (on: Queryable, scope: string) =>
  on.run(sql`
    INSERT INTO revisions (scope, revision) VALUES (${scope}, 1)
    ON CONFLICT (scope) DO UPDATE SET revision = revisions.revision + 1`);

/**
 * Bumps `scope` for a write made on `db`: when the transaction commits (`bumpRevision`), or, for a
 * write made outside one, at once after it. Never before the write is visible, so an answer kept
 * in between shows data newer than its key, which the bump then retires; never the reverse.
 */
export async function bumpRevisionFor(db: Queryable, scope: string): Promise<void> {
  if (isTransaction(db)) {
    bumpRevision(db, scope);
    return;
  }
  await increment(db, scope);
}

const isTransaction = (db: Queryable): db is Transaction => 'beforeCommit' in db;

/** Revisions last read from a database, valid while its change stamp stays the same. */
interface RememberedRevisions {
  stamp: string;
  revisions: Map<string, number>;
}
const remembered = new WeakMap<Database, RememberedRevisions>();

/**
 * The committed revisions of `scopes`, in order, in one query; 0 for a scope never bumped.
 * Revisions are remembered by the database's change stamp and read again only after a write (on
 * PostgreSQL also every half second, for other processes' writes): a cached answer then costs
 * no query at all (on the products query, that query was about 30 % of the platform's CPU per
 * answer on SQLite, and a round trip per answer on PostgreSQL).
 */
export async function readRevisions(db: Database, scopes: readonly string[]): Promise<number[]> {
  if (scopes.length === 0) return [];
  const before = db.changeStamp?.();
  const known = before === undefined ? undefined : remembered.get(db);
  if (known && known.stamp === before && scopes.every((scope) => known.revisions.has(scope))) {
    return scopes.map((scope) => known.revisions.get(scope) ?? 0);
  }
  const read = await queryRevisions(db, scopes);
  // Kept only if nothing was written meanwhile, so what is kept is never older than its stamp.
  if (before !== undefined && db.changeStamp?.() === before) {
    const revisions = known?.stamp === before ? known.revisions : new Map<string, number>();
    for (const [index, scope] of scopes.entries()) revisions.set(scope, read[index] ?? 0);
    remembered.set(db, { stamp: before, revisions });
  }
  return read;
}

async function queryRevisions(db: Queryable, scopes: readonly string[]): Promise<number[]> {
  const rows = await db.all<{ scope: string; revision: number }>(
    sql`SELECT scope, revision FROM revisions WHERE scope IN (${sql.list(scopes)})`,
  );
  const found = new Map(rows.map((row) => [row.scope, Number(row.revision)]));
  return scopes.map((scope) => found.get(scope) ?? 0);
}
