import type { AddOnGroup } from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import { sql } from '../../../kernel/db/sql.js';

/** An add-on group as stored: the wire shape, the service it belongs to, and its dates. */
export interface AddOnGroupRecord extends AddOnGroup {
  siteId: string;
  serviceId: string;
  /** Where it is listed among its service's groups (1 is first): creation times can tie. */
  position: number;
  createdDate: string;
  updatedDate: string;
}

export const presentAddOnGroup = ({
  siteId: _siteId,
  serviceId: _serviceId,
  position: _position,
  createdDate: _createdDate,
  updatedDate: _updatedDate,
  ...group
}: AddOnGroupRecord): AddOnGroup => group;

const parse = (row: { doc: string }): AddOnGroupRecord => JSON.parse(row.doc) as AddOnGroupRecord;

export async function insertAddOnGroup(db: Queryable, record: AddOnGroupRecord): Promise<void> {
  await db.run(sql`
    INSERT INTO booking_add_on_groups (id, site_id, service_id, position, doc, created_date, updated_date)
    VALUES (${record.id}, ${record.siteId}, ${record.serviceId}, ${record.position}, ${JSON.stringify(record)},
            ${record.createdDate}, ${record.updatedDate})`);
}

export async function updateAddOnGroup(db: Queryable, record: AddOnGroupRecord): Promise<void> {
  await db.run(sql`
    UPDATE booking_add_on_groups SET doc = ${JSON.stringify(record)}, updated_date = ${record.updatedDate}
    WHERE id = ${record.id} AND site_id = ${record.siteId}`);
}

export async function deleteAddOnGroup(db: Queryable, siteId: string, id: string): Promise<void> {
  await db.run(sql`DELETE FROM booking_add_on_groups WHERE id = ${id} AND site_id = ${siteId}`);
}

/** Goes with its service: a deleted service leaves no groups behind. */
export async function deleteAddOnGroupsOf(db: Queryable, siteId: string, serviceId: string): Promise<void> {
  await db.run(
    sql`DELETE FROM booking_add_on_groups WHERE site_id = ${siteId} AND service_id = ${serviceId}`,
  );
}

export async function findAddOnGroup(
  db: Queryable,
  siteId: string,
  id: string,
): Promise<AddOnGroupRecord | undefined> {
  const row = await db.one<{ doc: string }>(
    sql`SELECT doc FROM booking_add_on_groups WHERE id = ${id} AND site_id = ${siteId}`,
  );
  return row && parse(row);
}

/** The groups of each of `serviceIds`, in the order they were added, in one read. */
export async function addOnGroupsOf(
  db: Queryable,
  siteId: string,
  serviceIds: readonly string[],
): Promise<Map<string, AddOnGroupRecord[]>> {
  const groups = new Map<string, AddOnGroupRecord[]>();
  if (serviceIds.length === 0) return groups;
  const rows = await db.all<{ doc: string }>(sql`
    SELECT doc FROM booking_add_on_groups
    WHERE site_id = ${siteId} AND service_id IN (${sql.list(serviceIds)})
    ORDER BY service_id, position`);
  for (const record of rows.map(parse)) {
    const list = groups.get(record.serviceId) ?? [];
    list.push(record);
    groups.set(record.serviceId, list);
  }
  return groups;
}
