import type { EventStaffMember } from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import { documentTable } from '../../../kernel/db/documents.js';
import { sql } from '../../../kernel/db/sql.js';
import { defineQueryable } from '../../../kernel/query/index.js';

/**
 * A staff member as stored: the wire shape without its login link (signed on demand), its site,
 * and when they first joined (a resumed staff member who had joined has access again; one who
 * had not is pending again).
 */
export type StaffRecord = Omit<EventStaffMember, 'loginLink'> & { siteId: string; joinedDate?: string };

const staffMembers = documentTable<StaffRecord>({
  table: 'event_staff_members',
  columns: (record) => ({
    id: record.id,
    site_id: record.siteId,
    name: record.name,
    status: record.status,
    revision: Number(record.revision),
    created_date: record.createdDate,
    updated_date: record.updatedDate,
  }),
  fixed: ['id', 'site_id', 'created_date'],
});

const queryableStaff = defineQueryable({
  table: 'event_staff_members',
  docColumn: 'doc',
  fields: {
    id: { type: 'string', column: 'id', notNull: true },
    name: { type: 'string', column: 'name', sortable: true, notNull: true },
    status: { type: 'string', column: 'status', sortable: true, notNull: true },
    createdDate: { type: 'date', column: 'created_date', sortable: true, notNull: true },
    updatedDate: { type: 'date', column: 'updated_date', sortable: true, notNull: true },
  },
  defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
});

export const insertStaffMember = (db: Queryable, record: StaffRecord) => staffMembers.insert(db, record);

/** Writes `record` over the revision before its own; false when another change came first. */
export const updateStaffMember = (db: Queryable, record: StaffRecord) =>
  staffMembers.update(db, record, sql`site_id = ${record.siteId} AND id = ${record.id}`, {
    revision: Number(record.revision),
  });

export const findStaffMember = (db: Queryable, siteId: string, id: string) =>
  staffMembers.findById(db, siteId, id);

export const queryStaffMembers = (db: Queryable, siteId: string, query: unknown) =>
  staffMembers.query(db, queryableStaff, query, sql`site_id = ${siteId}`);

export async function deleteStaffMember(db: Queryable, siteId: string, id: string): Promise<boolean> {
  const { changes } = await db.run(
    sql`DELETE FROM event_staff_members WHERE site_id = ${siteId} AND id = ${id}`,
  );
  return changes === 1;
}

/** Which of `ids` are events of the site: a staff member is assigned only to events that exist. */
export async function existingEventIds(
  db: Queryable,
  siteId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.all<{ id: string }>(
    sql`SELECT id FROM events WHERE site_id = ${siteId} AND id IN (${sql.list(ids)})`,
  );
  return new Set(rows.map((row) => row.id));
}
