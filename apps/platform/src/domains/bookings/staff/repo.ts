import type { StaffMember } from '@bazaar/contracts';
import { lockRow } from '../../../kernel/db/counters.js';
import type { Queryable, Transaction } from '../../../kernel/db/database.js';
import { sql } from '../../../kernel/db/sql.js';
import { defineQueryable, runQuery } from '../../../kernel/query/index.js';
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

const parse = (row: { doc: string }): StaffRecord => JSON.parse(row.doc) as StaffRecord;

export async function queryStaff(db: Queryable, siteId: string, query: unknown) {
  const { rows, pagingMetadata } = await runQuery<{ doc: string }>(db, queryableStaff, query, {
    scope: sql`site_id = ${siteId}`,
    columns: ['doc'],
  });
  return { records: rows.map(parse), pagingMetadata };
}

/** Every staff member of the site (a business has tens, not thousands). */
export async function allStaff(db: Queryable, siteId: string): Promise<StaffRecord[]> {
  const rows = await db.all<{ doc: string }>(sql`SELECT doc FROM booking_staff WHERE site_id = ${siteId}`);
  return rows.map(parse);
}

export async function insertStaff(db: Queryable, record: StaffRecord): Promise<void> {
  await db.run(sql`
    INSERT INTO booking_staff (id, site_id, name, status, doc, revision, created_date, updated_date)
    VALUES (${record.id}, ${record.siteId}, ${record.name}, ${record.status}, ${JSON.stringify(record)},
            ${record.revision}, ${record.createdDate}, ${record.updatedDate})`);
  await touchAvailability(db, record.siteId);
}

export async function updateStaff(db: Queryable, record: StaffRecord): Promise<boolean> {
  const { changes } = await db.run(sql`
    UPDATE booking_staff SET name = ${record.name}, status = ${record.status}, doc = ${JSON.stringify(record)},
      revision = ${record.revision}, updated_date = ${record.updatedDate}
    WHERE id = ${record.id} AND site_id = ${record.siteId} AND revision = ${record.revision - 1}`);
  if (changes === 1) await touchAvailability(db, record.siteId);
  return changes === 1;
}

export async function findStaff(db: Queryable, siteId: string, id: string): Promise<StaffRecord | undefined> {
  const row = await db.one<{ doc: string }>(
    sql`SELECT doc FROM booking_staff WHERE id = ${id} AND site_id = ${siteId}`,
  );
  return row && parse(row);
}

export async function deleteStaff(db: Queryable, siteId: string, id: string): Promise<boolean> {
  const { changes } = await db.run(sql`DELETE FROM booking_staff WHERE id = ${id} AND site_id = ${siteId}`);
  if (changes === 1) await touchAvailability(db, siteId);
  return changes === 1;
}

export async function lockStaff(tx: Transaction, siteId: string, id: string): Promise<boolean> {
  return (await lockRow(tx, 'booking_staff', sql`id = ${id} AND site_id = ${siteId}`)) !== undefined;
}
