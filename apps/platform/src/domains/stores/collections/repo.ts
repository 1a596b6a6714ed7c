import { lockRow } from '../../../kernel/db/counters.js';
import type { Queryable, Transaction } from '../../../kernel/db/database.js';
import { type Sql, sql } from '../../../kernel/db/sql.js';
import { defineQueryable, runQuery } from '../../../kernel/query/index.js';

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

/** What collections are filtered and sorted by (the allow-list). */
const queryableCollections = defineQueryable({
  table: 'collections',
  docColumn: 'doc',
  fields: {
    id: { type: 'string', column: 'id', sortable: true, notNull: true },
    slug: { type: 'string', column: 'slug', sortable: true, notNull: true },
    // A site has tens of collections, not thousands: sorting by the document's name is cheap.
    name: { type: 'string', jsonPath: ['name'], sortable: true },
    visible: { type: 'boolean', jsonPath: ['visible'] },
    createdDate: { type: 'date', column: 'created_date', sortable: true, notNull: true },
  },
  defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
});

/** A page of a site's collections; visitors' queries are narrowed to visible ones by the caller. */
export async function queryCollections(db: Queryable, siteId: string, query: unknown) {
  const scope: Sql = sql`site_id = ${siteId}`;
  const { rows, pagingMetadata } = await runQuery<CollectionRow>(db, queryableCollections, query, {
    scope,
    columns: ['doc'],
  });
  return { records: rows.map((row) => JSON.parse(row.doc) as CollectionRecord), pagingMetadata };
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
