import type { Queryable } from '../../kernel/db/database.js';
import { sql } from '../../kernel/db/sql.js';

/** A scope's current window: when it started and how many attempts it holds. */
export interface WindowRow {
  window_start: string;
  attempts: number | string;
}

export const readWindow = (db: Queryable, scope: string) =>
  db.one<WindowRow>(sql`SELECT window_start, attempts FROM attempt_windows WHERE scope = ${scope}`);

/**
 * Counts one attempt in one statement: a window that started at or before `cutoff` starts again
 * at `now` with this attempt. Answers the window as counted, so the caller can refuse past it.
 */
export const countAttempt = (db: Queryable, scope: string, now: string, cutoff: string) =>
  db.one<WindowRow>(sql`
    INSERT INTO attempt_windows (scope, window_start, attempts) VALUES (${scope}, ${now}, 1)
    ON CONFLICT (scope) DO UPDATE SET
      attempts = CASE WHEN attempt_windows.window_start <= ${cutoff} THEN 1 ELSE attempt_windows.attempts + 1 END,
      window_start = CASE WHEN attempt_windows.window_start <= ${cutoff} THEN ${now}
                          ELSE attempt_windows.window_start END
    RETURNING window_start, attempts`);

export async function giveBackAttempt(db: Queryable, scope: string): Promise<void> {
  await db.run(
    sql`UPDATE attempt_windows SET attempts = attempts - 1 WHERE scope = ${scope} AND attempts > 0`,
  );
}

export async function deleteWindows(db: Queryable, scopes: readonly string[]): Promise<void> {
  if (scopes.length > 0) await db.run(sql`DELETE FROM attempt_windows WHERE scope IN (${sql.list(scopes)})`);
}
