import { lockRow } from '../../../kernel/db/counters.js';
import type { Queryable, Transaction } from '../../../kernel/db/database.js';
import { documentTable } from '../../../kernel/db/documents.js';
import { sql } from '../../../kernel/db/sql.js';
import { defineQueryable } from '../../../kernel/query/index.js';
import { touchCatalogue } from '../catalogue-revision.js';

export interface CollectionRecord {
  id: string;
  siteId: string;
  name: string;
  slug: string;
  description?: string;
  visible: boolean;
  createdDate: string;
  /** The products shown first, in this order (`setArrangedProducts`); ids that left are skipped on reading. */
  arrangedProductIds?: string[];
}

const collections = documentTable<CollectionRecord>({
  table: 'collections',
  columns: (record) => ({
    id: record.id,
    site_id: record.siteId,
    slug: record.slug,
    created_date: record.createdDate,
  }),
  fixed: ['id', 'site_id', 'created_date'],
});

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
export const queryCollections = (db: Queryable, siteId: string, query: unknown) =>
  collections.query(db, queryableCollections, query, sql`site_id = ${siteId}`);

// Every write bumps the catalogue's revision in its transaction: collection answers are kept
// under it (the routes' cache), as product answers are.
export const insertCollection = async (tx: Transaction, record: CollectionRecord): Promise<void> => {
  await collections.insert(tx, record);
  touchCatalogue(tx, record.siteId);
};

export const findCollection = (db: Queryable, siteId: string, id: string) =>
  collections.findById(db, siteId, id);

export const findCollectionBySlug = (db: Queryable, siteId: string, slug: string) =>
  collections.find(db, sql`slug = ${slug} AND site_id = ${siteId}`);

export const updateCollection = async (tx: Transaction, record: CollectionRecord): Promise<void> => {
  await collections.update(tx, record, sql`id = ${record.id} AND site_id = ${record.siteId}`);
  touchCatalogue(tx, record.siteId);
};

export async function deleteCollection(tx: Transaction, siteId: string, id: string): Promise<void> {
  await tx.run(sql`DELETE FROM collections WHERE id = ${id} AND site_id = ${siteId}`);
  touchCatalogue(tx, siteId);
}

/** Locks a collection's row until the transaction ends. */
export async function lockCollection(tx: Transaction, siteId: string, id: string): Promise<void> {
  await lockRow(tx, 'collections', sql`id = ${id} AND site_id = ${siteId}`);
}
