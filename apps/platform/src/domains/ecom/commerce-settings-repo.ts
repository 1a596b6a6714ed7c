import type { CommerceSettings } from '@bazaar/contracts';
import type { Queryable } from '../../kernel/db/database.js';
import { parseDocument } from '../../kernel/db/documents.js';
import { sql } from '../../kernel/db/sql.js';

/** The site's settings, or undefined when it never set any. */
export async function findCommerceSettings(
  db: Queryable,
  siteId: string,
): Promise<CommerceSettings | undefined> {
  const row = await db.one<{ doc: unknown }>(
    sql`SELECT doc FROM commerce_settings WHERE site_id = ${siteId}`,
  );
  return row && parseDocument<CommerceSettings>(row.doc);
}

export async function saveCommerceSettings(db: Queryable, siteId: string, settings: CommerceSettings) {
  await db.run(sql`
    INSERT INTO commerce_settings (site_id, doc) VALUES (${siteId}, ${JSON.stringify(settings)})
    ON CONFLICT (site_id) DO UPDATE SET doc = ${JSON.stringify(settings)}`);
}
