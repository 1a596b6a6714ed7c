import type { Queryable } from '../../kernel/db/database.js';
import { sql } from '../../kernel/db/sql.js';

/** One account and address pair: its failures and when it may try again. */
export interface Pair {
  account: string;
  address: string;
}

/** Makes the pair's row unless it exists (two first tries at once still make one). */
export async function ensurePair(db: Queryable, { account, address }: Pair, now: string): Promise<void> {
  await db.run(sql`
    INSERT INTO sign_in_throttles (account, address, failures, next_allowed, updated_date)
    VALUES (${account}, ${address}, 0, ${now}, ${now})
    ON CONFLICT (account, address) DO NOTHING`);
}

export const readPair = (db: Queryable, { account, address }: Pair) =>
  db.one<{ failures: number | string; next_allowed: string; known_until: string | null }>(
    sql`SELECT failures, next_allowed, known_until FROM sign_in_throttles WHERE account = ${account} AND address = ${address}`,
  );

/** Counts one more failure over the `failures` read (compare and set); false when another try took it. */
export async function countFailure(
  db: Queryable,
  { account, address }: Pair,
  change: { failures: number; nextAllowed: string; now: string },
): Promise<boolean> {
  const { changes } = await db.run(sql`
    UPDATE sign_in_throttles SET failures = ${change.failures + 1}, next_allowed = ${change.nextAllowed},
      updated_date = ${change.now}
    WHERE account = ${account} AND address = ${address} AND failures = ${change.failures}`);
  return changes === 1;
}

/** Starts the pair over and keeps its address known until `knownUntil`. */
export async function rememberPair(
  db: Queryable,
  { account, address }: Pair,
  now: string,
  knownUntil: string,
) {
  await db.run(sql`
    INSERT INTO sign_in_throttles (account, address, failures, next_allowed, known_until, updated_date)
    VALUES (${account}, ${address}, 0, ${now}, ${knownUntil}, ${now})
    ON CONFLICT (account, address) DO UPDATE SET
      failures = 0, next_allowed = ${now}, known_until = ${knownUntil}, updated_date = ${now}`);
}

/** Starts every address of the account over; known ones stay known. */
export async function resetAccount(db: Queryable, account: string, now: string): Promise<void> {
  await db.run(sql`
    UPDATE sign_in_throttles SET failures = 0, next_allowed = ${now}, updated_date = ${now}
    WHERE account = ${account}`);
}

/** How many of the account's addresses wait out a delay at `now`. */
export async function countWaiting(db: Queryable, account: string, now: string): Promise<number> {
  const row = await db.one<{ n: number | string }>(
    sql`SELECT COUNT(*) AS n FROM sign_in_throttles WHERE account = ${account} AND next_allowed > ${now}`,
  );
  return Number(row?.n ?? 0);
}
