import type { Queryable } from '../../../kernel/db/database.js';
import { parseDocument } from '../../../kernel/db/documents.js';
import { sql } from '../../../kernel/db/sql.js';

/** The site's stored settings, or undefined when it never changed the defaults. */
export async function findSettings<T>(db: Queryable, siteId: string): Promise<T | undefined> {
  const row = await db.one<{ doc: unknown }>(sql`SELECT doc FROM booking_settings WHERE site_id = ${siteId}`);
  return row && parseDocument<T>(row.doc);
}

/** Writes the site's settings over what it had (`existed`), or as its first. */
export async function saveSettings(
  db: Queryable,
  siteId: string,
  settings: unknown,
  now: string,
  existed: boolean,
): Promise<void> {
  const doc = JSON.stringify(settings);
  if (existed)
    await db.run(
      sql`UPDATE booking_settings SET doc = ${doc}, updated_date = ${now} WHERE site_id = ${siteId}`,
    );
  else
    await db.run(
      sql`INSERT INTO booking_settings (site_id, doc, updated_date) VALUES (${siteId}, ${doc}, ${now})`,
    );
}
