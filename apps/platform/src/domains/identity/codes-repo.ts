import type { Queryable } from '../../kernel/db/database.js';
import { sql } from '../../kernel/db/sql.js';

/** A mailed code as kept: its hash only, how often it was guessed wrong, and when it lapses. */
export interface CodeRow {
  id: string;
  code_hash: string;
  failed_attempts: number | string;
  expires_date: string;
}

/** Marks every unspent code of `purpose` spent: only the code mailed next will work. */
export async function spendEarlierCodes(db: Queryable, identityId: string, purpose: string, now: string) {
  await db.run(sql`
    UPDATE identity_codes SET spent_date = ${now}
    WHERE identity_id = ${identityId} AND purpose = ${purpose} AND spent_date IS NULL`);
}

export async function insertCode(
  db: Queryable,
  code: {
    id: string;
    siteId: string;
    identityId: string;
    purpose: string;
    hash: string;
    expires: string;
    now: string;
    /** What a recovery link carries beside its secret (where to go back to), as JSON. */
    detail?: string;
  },
) {
  await db.run(sql`
    INSERT INTO identity_codes (id, site_id, identity_id, purpose, code_hash, failed_attempts, expires_date,
                                created_date, detail)
    VALUES (${code.id}, ${code.siteId}, ${code.identityId}, ${code.purpose}, ${code.hash}, 0, ${code.expires},
            ${code.now}, ${code.detail ?? null})`);
}

/** Every unspent code of `purpose` (a member's recovery codes, compared one by one). */
export const unspentCodes = (db: Queryable, identityId: string, purpose: string) =>
  db.all<{ id: string; code_hash: string }>(sql`
    SELECT id, code_hash FROM identity_codes
    WHERE identity_id = ${identityId} AND purpose = ${purpose} AND spent_date IS NULL`);

/** A mailed link's row while it is unspent and not lapsed at `now`. */
export const openLink = (db: Queryable, id: string, purpose: string, now: string) =>
  db.one<{ id: string; site_id: string; identity_id: string; code_hash: string; detail: string | null }>(sql`
    SELECT id, site_id, identity_id, code_hash, detail FROM identity_codes
    WHERE id = ${id} AND purpose = ${purpose} AND spent_date IS NULL AND expires_date > ${now}`);

/** The member's latest unspent code of `purpose`, if any. */
export const latestUnspentCode = (db: Queryable, identityId: string, purpose: string) =>
  db.one<CodeRow>(sql`
    SELECT id, code_hash, failed_attempts, expires_date FROM identity_codes
    WHERE identity_id = ${identityId} AND purpose = ${purpose} AND spent_date IS NULL
    ORDER BY created_date DESC LIMIT 1`);

export async function countWrongGuess(db: Queryable, id: string) {
  await db.run(sql`UPDATE identity_codes SET failed_attempts = failed_attempts + 1 WHERE id = ${id}`);
}

/** Spends the code unless another request spent it first; true for the one that did. */
export async function spendCodeOnce(db: Queryable, id: string, now: string): Promise<boolean> {
  const { changes } = await db.run(
    sql`UPDATE identity_codes SET spent_date = ${now} WHERE id = ${id} AND spent_date IS NULL`,
  );
  return changes === 1;
}
