import type { StaffMember } from '@bazaar/contracts';
import { lockRow } from '../../../kernel/db/counters.js';
import type { Queryable, Transaction } from '../../../kernel/db/database.js';
import { documentTable } from '../../../kernel/db/documents.js';
import { sql } from '../../../kernel/db/sql.js';
import { defineQueryable } from '../../../kernel/query/index.js';
import { touchAvailability } from '../availability/availability-revision.js';

/** A staff member as stored: the wire shape with a numeric revision and the site. */
export type StaffRecord = Omit<StaffMember, 'revision'> & { siteId: string; revision: number };

const queryableStaff = defineQueryable({
  table: 'booking_staff',
  docColumn: 'doc',
  fields: {
    id: { type: 'string', column: 'id', sortable: true, notNull: true },
    name: { type: 'string', column: 'name', sortable: true, notNull: true },
    status: { type: 'string', column: 'status', notNull: true },
    createdDate: { type: 'date', column: 'created_date', sortable: true, notNull: true },
  },
  defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
});

const staff = documentTable<StaffRecord>({
  table: 'booking_staff',
  columns: (record) => ({
    id: record.id,
    site_id: record.siteId,
    name: record.name,
    status: record.status,
    revision: record.revision,
    created_date: record.createdDate,
    updated_date: record.updatedDate,
  }),
  fixed: ['id', 'site_id', 'created_date'],
});

export const queryStaff = (db: Queryable, siteId: string, query: unknown) =>
  staff.query(db, queryableStaff, query, sql`site_id = ${siteId}`);

/** Every staff member of the site (a business has tens, not thousands). */
export const allStaff = (db: Queryable, siteId: string): Promise<StaffRecord[]> =>
  staff.findAll(db, sql`site_id = ${siteId}`);

export async function insertStaff(db: Queryable, record: StaffRecord): Promise<void> {
  await staff.insert(db, record);
  await touchAvailability(db, record.siteId);
}

export async function updateStaff(db: Queryable, record: StaffRecord): Promise<boolean> {
  const where = sql`id = ${record.id} AND site_id = ${record.siteId}`;
  const written = await staff.update(db, record, where, { revision: record.revision });
  if (written) await touchAvailability(db, record.siteId);
  return written;
}

export const findStaff = (db: Queryable, siteId: string, id: string) => staff.findById(db, siteId, id);

export async function deleteStaff(db: Queryable, siteId: string, id: string): Promise<boolean> {
  const { changes } = await db.run(sql`DELETE FROM booking_staff WHERE id = ${id} AND site_id = ${siteId}`);
  if (changes === 1) await touchAvailability(db, siteId);
  return changes === 1;
}

export async function lockStaff(tx: Transaction, siteId: string, id: string): Promise<boolean> {
  return (await lockRow(tx, 'booking_staff', sql`id = ${id} AND site_id = ${siteId}`)) !== undefined;
}
