import type { AddOnGroup } from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import { documentTable } from '../../../kernel/db/documents.js';
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

const groups = documentTable<AddOnGroupRecord>({
  table: 'booking_add_on_groups',
  columns: (record) => ({
    id: record.id,
    site_id: record.siteId,
    service_id: record.serviceId,
    position: record.position,
    created_date: record.createdDate,
    updated_date: record.updatedDate,
  }),
  fixed: ['id', 'site_id', 'service_id', 'position', 'created_date'],
});

export const insertAddOnGroup = async (db: Queryable, record: AddOnGroupRecord): Promise<void> => {
  await groups.insert(db, record);
};

export const updateAddOnGroup = async (db: Queryable, record: AddOnGroupRecord): Promise<void> => {
  await groups.update(db, record, sql`id = ${record.id} AND site_id = ${record.siteId}`);
};

export async function deleteAddOnGroup(db: Queryable, siteId: string, id: string): Promise<void> {
  await db.run(sql`DELETE FROM booking_add_on_groups WHERE id = ${id} AND site_id = ${siteId}`);
}

/** Goes with its service: a deleted service leaves no groups behind. */
export async function deleteAddOnGroupsOf(db: Queryable, siteId: string, serviceId: string): Promise<void> {
  await db.run(
    sql`DELETE FROM booking_add_on_groups WHERE site_id = ${siteId} AND service_id = ${serviceId}`,
  );
}

export const findAddOnGroup = (db: Queryable, siteId: string, id: string) => groups.findById(db, siteId, id);

/** The groups of each of `serviceIds`, in the order they were added, in one read. */
export async function addOnGroupsOf(
  db: Queryable,
  siteId: string,
  serviceIds: readonly string[],
): Promise<Map<string, AddOnGroupRecord[]>> {
  const byService = new Map<string, AddOnGroupRecord[]>();
  if (serviceIds.length === 0) return byService;
  const records = await groups.findAll(
    db,
    sql`site_id = ${siteId} AND service_id IN (${sql.list(serviceIds)})`,
    sql.raw('service_id, position'),
  );
  for (const record of records) {
    const list = byService.get(record.serviceId) ?? [];
    list.push(record);
    byService.set(record.serviceId, list);
  }
  return byService;
}

/** Every add-on group of the site (a few per service): which of them list an add-on. */
export const allAddOnGroups = (db: Queryable, siteId: string): Promise<AddOnGroupRecord[]> =>
  groups.findAll(db, sql`site_id = ${siteId}`);
