import { lockRow } from '../../../kernel/db/counters.js';
import type { Queryable, Transaction } from '../../../kernel/db/database.js';
import { documentTable } from '../../../kernel/db/documents.js';
import { sql } from '../../../kernel/db/sql.js';
import { defineQueryable } from '../../../kernel/query/index.js';

/** An add-on as stored: its price in the site currency's minor units, a numeric revision. */
export interface AddOnRecord {
  id: string;
  siteId: string;
  name: string;
  priceMinor: number;
  durationInMinutes?: number;
  maxQuantity?: number;
  revision: number;
  createdDate: string;
  updatedDate: string;
}

const queryableAddOns = defineQueryable({
  table: 'booking_add_ons',
  docColumn: 'doc',
  fields: {
    id: { type: 'string', column: 'id', sortable: true, notNull: true },
    name: { type: 'string', column: 'name', sortable: true, notNull: true },
    createdDate: { type: 'date', column: 'created_date', sortable: true, notNull: true },
  },
  defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
});

const addOns = documentTable<AddOnRecord>({
  table: 'booking_add_ons',
  columns: (record) => ({
    id: record.id,
    site_id: record.siteId,
    name: record.name,
    revision: record.revision,
    created_date: record.createdDate,
    updated_date: record.updatedDate,
  }),
  fixed: ['id', 'site_id', 'created_date'],
});

export const queryAddOns = (db: Queryable, siteId: string, query: unknown) =>
  addOns.query(db, queryableAddOns, query, sql`site_id = ${siteId}`);

export const findAddOn = (db: Queryable, siteId: string, id: string) => addOns.findById(db, siteId, id);

export const insertAddOn = (db: Queryable, record: AddOnRecord) => addOns.insert(db, record);

export const updateAddOn = (db: Queryable, record: AddOnRecord) =>
  addOns.update(db, record, sql`id = ${record.id} AND site_id = ${record.siteId}`, {
    revision: record.revision,
  });

export async function deleteAddOn(db: Queryable, siteId: string, id: string): Promise<boolean> {
  const { changes } = await db.run(sql`DELETE FROM booking_add_ons WHERE id = ${id} AND site_id = ${siteId}`);
  return changes === 1;
}

export const lockAddOn = async (tx: Transaction, siteId: string, id: string): Promise<boolean> =>
  (await lockRow(tx, 'booking_add_ons', sql`id = ${id} AND site_id = ${siteId}`)) !== undefined;
