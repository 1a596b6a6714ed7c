import { lockRow } from '../../../kernel/db/counters.js';
import type { Queryable, Transaction } from '../../../kernel/db/database.js';
import { sql } from '../../../kernel/db/sql.js';

export interface CollectionRecord {
  id: string;
  siteId: string;
  name: string;
  slug: string;
  description?: string;
  visible: boolean;
  createdDate: string;
}

interface CollectionRow {
  doc: string;
}

export async function insertCollection(db: Queryable, record: CollectionRecord): Promise<void> {
  await db.run(sql`
    INSERT INTO collections (id, site_id, slug, doc, created_date)
    VALUES (${record.id}, ${record.siteId}, ${record.slug}, ${JSON.stringify(record)}, ${record.createdDate})`);
}

export async function findCollection(
  db: Queryable,
  siteId: string,
  id: string,
): Promise<CollectionRecord | undefined> {
  const row = await db.one<CollectionRow>(
    sql`SELECT doc FROM collections WHERE id = ${id} AND site_id = ${siteId}`,
  );
  return row && (JSON.parse(row.doc) as CollectionRecord);
}

export async function findCollectionBySlug(
  db: Queryable,
  siteId: string,
  slug: string,
): Promise<CollectionRecord | undefined> {
  const row = await db.one<CollectionRow>(
    sql`SELECT doc FROM collections WHERE slug = ${slug} AND site_id = ${siteId}`,
  );
  return row && (JSON.parse(row.doc) as CollectionRecord);
}

export async function updateCollection(db: Queryable, record: CollectionRecord): Promise<void> {
  await db.run(
    sql`UPDATE collections SET slug = ${record.slug}, doc = ${JSON.stringify(record)} WHERE id = ${record.id} AND site_id = ${record.siteId}`,
  );
}

export async function deleteCollection(db: Queryable, siteId: string, id: string): Promise<void> {
  await db.run(sql`DELETE FROM collections WHERE id = ${id} AND site_id = ${siteId}`);
}

/** Locks a collection's row until the transaction ends. */
export async function lockCollection(tx: Transaction, siteId: string, id: string): Promise<void> {
  await lockRow(tx, 'collections', sql`id = ${id} AND site_id = ${siteId}`);
}
