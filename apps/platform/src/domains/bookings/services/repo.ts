import { lockRow } from '../../../kernel/db/counters.js';
import type { Queryable, Transaction } from '../../../kernel/db/database.js';
import { documentTable } from '../../../kernel/db/documents.js';
import { type Sql, sql } from '../../../kernel/db/sql.js';
import { compileFilter, defineQueryable } from '../../../kernel/query/index.js';
import { touchAvailability } from '../availability/availability-revision.js';
import type { ServiceRecord } from './service-record.js';

/** What services are filtered and sorted by (the allow-list). */
export const queryableServices = defineQueryable({
  table: 'booking_services',
  docColumn: 'doc',
  fields: {
    id: { type: 'string', column: 'id', sortable: true, notNull: true },
    name: { type: 'string', column: 'name', sortable: true, notNull: true },
    type: { type: 'string', column: 'type', notNull: true },
    hidden: { type: 'boolean', column: 'hidden', notNull: true },
    'mainSlug.name': { type: 'string', column: 'slug', notNull: true },
    'category.id': { type: 'string' },
    description: { type: 'string' },
    tagLine: { type: 'string' },
    staffMemberIds: { type: 'stringArray', jsonPath: ['staffMemberIds'] },
    createdDate: { type: 'date', column: 'created_date', sortable: true, notNull: true },
    updatedDate: { type: 'date', column: 'updated_date', sortable: true, notNull: true },
  },
  defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
});

export const serviceDocuments = documentTable<ServiceRecord>({
  table: 'booking_services',
  columns: (record) => ({
    id: record.id,
    site_id: record.siteId,
    schedule_id: record.scheduleId,
    slug: record.slug,
    name: record.name,
    type: record.type,
    hidden: record.hidden ? 1 : 0,
    revision: record.revision,
    created_date: record.createdDate,
    updated_date: record.updatedDate,
  }),
  // A service keeps its schedule for life: its bookings and sessions name it.
  fixed: ['id', 'site_id', 'schedule_id', 'created_date'],
});
const parse = serviceDocuments.recordOf;

/** The services a caller may see: all of the site's for its owner, the ones not hidden for others. */
export const visibleTo = (siteId: string, includeHidden: boolean): Sql =>
  includeHidden ? sql`site_id = ${siteId}` : sql`site_id = ${siteId} AND hidden = 0`;

/** A page of a site's services; visitors' queries are scoped to the ones not hidden. */
export const queryServices = (db: Queryable, siteId: string, query: unknown, includeHidden: boolean) =>
  serviceDocuments.query(db, queryableServices, query, visibleTo(siteId, includeHidden));

export async function insertService(db: Queryable, record: ServiceRecord): Promise<void> {
  await serviceDocuments.insert(db, record);
  await touchAvailability(db, record.siteId);
}

/** Writes `record` over the revision before it; false when someone changed it meanwhile. */
export async function updateService(db: Queryable, record: ServiceRecord): Promise<boolean> {
  const where = sql`id = ${record.id} AND site_id = ${record.siteId}`;
  const written = await serviceDocuments.update(db, record, where, { revision: record.revision });
  if (written) await touchAvailability(db, record.siteId);
  return written;
}

export const findService = (db: Queryable, siteId: string, id: string) =>
  serviceDocuments.findById(db, siteId, id);

/** The service whose schedule is `scheduleId` (a course is booked by its schedule). */
export const findServiceBySchedule = (db: Queryable, siteId: string, scheduleId: string) =>
  serviceDocuments.find(db, sql`site_id = ${siteId} AND schedule_id = ${scheduleId}`);

export async function slugOwner(db: Queryable, siteId: string, slug: string): Promise<string | undefined> {
  const row = await db.one<{ id: string }>(
    sql`SELECT id FROM booking_services WHERE site_id = ${siteId} AND slug = ${slug}`,
  );
  return row?.id;
}

export async function deleteService(db: Queryable, siteId: string, id: string): Promise<boolean> {
  const { changes } = await db.run(
    sql`DELETE FROM booking_services WHERE id = ${id} AND site_id = ${siteId}`,
  );
  if (changes === 1) await touchAvailability(db, siteId);
  return changes === 1;
}

export async function lockService(tx: Transaction, siteId: string, id: string): Promise<boolean> {
  return (await lockRow(tx, 'booking_services', sql`id = ${id} AND site_id = ${siteId}`)) !== undefined;
}

/** How many of the services in `scope` match `filter` (a `queryServices` filter). */
export async function countServices(db: Queryable, scope: Sql, filter: unknown): Promise<number> {
  const where = compileFilter(queryableServices, filter ?? {}, db.dialect);
  const row = await db.one<{ total: number | string }>(
    sql`SELECT count(*) AS total FROM booking_services WHERE ${scope} AND ${where}`,
  );
  return Number(row?.total ?? 0);
}

/**
 * The services in `scope` that match `filter`, oldest first, at most `limit` of them (read whole,
 * for facets and bulk changes computed in the program).
 */
export async function matchingServices(
  db: Queryable,
  scope: Sql,
  filter: unknown,
  limit: number,
): Promise<ServiceRecord[]> {
  const where = compileFilter(queryableServices, filter ?? {}, db.dialect);
  const rows = await db.all<{ doc: string }>(
    sql`SELECT doc FROM booking_services WHERE ${scope} AND ${where} ORDER BY created_date, id LIMIT ${limit}`,
  );
  return rows.map(parse);
}

/**
 * The site's services whose document holds the string `text` anywhere (a slug among its past
 * slugs, say): a coarse scan the caller narrows. `text` must need no escaping in JSON or LIKE.
 */
export async function servicesMentioning(
  db: Queryable,
  siteId: string,
  text: string,
): Promise<ServiceRecord[]> {
  const rows = await db.all<{ doc: string }>(
    sql`SELECT doc FROM booking_services WHERE site_id = ${siteId} AND CAST(doc AS TEXT) LIKE ${`%"${text}"%`}`,
  );
  return rows.map(parse);
}

/** Every service of a site (a question asked of all of them, such as which ask the default form). */
export const allServices = (db: Queryable, siteId: string): Promise<ServiceRecord[]> =>
  serviceDocuments.findAll(db, sql`site_id = ${siteId}`);
