import type { Database, Queryable } from './database.js';
import { type DdlTypes, ddlTypes } from './ddl.js';
import { sql } from './sql.js';

export interface Migration {
  /**
   * `<domain>/<nnnn>-<what>`, e.g. `stores/0002-store-variants`: numbered within its domain, so
   * two verticals written side by side never collide. Never renamed once released, except
   * through `formerIds`.
   */
  id: string;
  /**
   * Ids this migration was recorded under by earlier builds (before ids were prefixed by their
   * domain): a database that recorded one of them has it applied, and is moved to `id`.
   */
  formerIds?: readonly string[];
  statements(types: DdlTypes): string[];
  /**
   * Runs after the statements, in the same transaction: fills a new table from existing rows
   * when that needs program logic (a projection of JSON documents) rather than SQL.
   */
  backfill?(tx: Queryable): Promise<void>;
}

/** Arbitrary but fixed: serialises migrations when several platform instances start at once on one schema. */
const MIGRATION_LOCK_KEY = 4_242_001;

/** Waits for any other instance's migration step; the lock is held until the transaction ends. */
async function lockMigrations(tx: Queryable): Promise<void> {
  if (tx.dialect === 'postgres')
    await tx.one(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY}, hashtext(current_schema()))`);
}

/**
 * Applies every migration not yet recorded, in order, each in its own transaction. Every step,
 * the creation of the bookkeeping table included, runs under the migration lock: two instances
 * starting on a fresh database would otherwise both create it at once, and one would fail.
 */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  await db.transaction(async (tx) => {
    await lockMigrations(tx);
    await tx.run(
      sql`CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`,
    );
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await lockMigrations(tx);
      const done = await tx.one(sql`SELECT id FROM schema_migrations WHERE id = ${migration.id}`);
      if (done) return false;
      for (const former of migration.formerIds ?? []) {
        const renamed = await tx.run(
          sql`UPDATE schema_migrations SET id = ${migration.id} WHERE id = ${former}`,
        );
        if (renamed.changes > 0) return false;
      }
      for (const statement of migration.statements(ddlTypes(tx.dialect))) await tx.run(sql.raw(statement));
      await migration.backfill?.(tx);
      await tx.run(
        sql`INSERT INTO schema_migrations (id, applied_at) VALUES (${migration.id}, ${new Date().toISOString()})`,
      );
      return true;
    });
    if (ran) applied.push(migration.id);
  }
  return applied;
}
