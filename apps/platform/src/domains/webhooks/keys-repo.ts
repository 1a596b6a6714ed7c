import type { Queryable } from '../../kernel/db/database.js';
import { sql } from '../../kernel/db/sql.js';

export interface SigningKeyRow {
  key_id: string;
  private_key: string;
  public_key: string;
  created_date: string;
  retired_date: string | null;
}

/** The site's key in use (none retired it yet), if it has one. */
export const currentKey = (db: Queryable, siteId: string) =>
  db.one<SigningKeyRow>(sql`
    SELECT key_id, private_key, public_key, created_date, retired_date FROM webhook_signing_keys
    WHERE site_id = ${siteId} AND retired_date IS NULL`);

/** Keys retired since `since`, newest first: still valid for deliveries signed before the rotation. */
export const keysRetiredSince = (db: Queryable, siteId: string, since: string) =>
  db.all<SigningKeyRow>(sql`
    SELECT key_id, private_key, public_key, created_date, retired_date FROM webhook_signing_keys
    WHERE site_id = ${siteId} AND retired_date IS NOT NULL AND retired_date >= ${since}
    ORDER BY retired_date DESC`);

export async function insertKey(
  db: Queryable,
  siteId: string,
  key: { keyId: string; privateKey: string; publicKey: string },
  now: string,
): Promise<void> {
  await db.run(sql`
    INSERT INTO webhook_signing_keys (key_id, site_id, private_key, public_key, created_date)
    VALUES (${key.keyId}, ${siteId}, ${key.privateKey}, ${key.publicKey}, ${now})`);
}

export async function retireKeys(db: Queryable, siteId: string, now: string): Promise<void> {
  await db.run(sql`
    UPDATE webhook_signing_keys SET retired_date = ${now} WHERE site_id = ${siteId} AND retired_date IS NULL`);
}
