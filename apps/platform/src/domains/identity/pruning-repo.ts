import type { Queryable } from '../../kernel/db/database.js';
import { sql } from '../../kernel/db/sql.js';

/**
 * Deletes what no check reads any more: attempt windows started before `before` (no limit's
 * window is longer than the day kept), sign-in throttles last tried before it unless the address
 * is still known at `now`, and codes spent or lapsed before it.
 */
export async function pruneIdentityRows(db: Queryable, before: string, now: string): Promise<void> {
  await db.run(sql`DELETE FROM attempt_windows WHERE window_start < ${before}`);
  await db.run(sql`
    DELETE FROM sign_in_throttles
    WHERE updated_date < ${before} AND (known_until IS NULL OR known_until < ${now})`);
  await db.run(sql`DELETE FROM identity_codes WHERE spent_date < ${before} OR expires_date < ${before}`);
}
