import type { BookingPolicyRules } from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import { sql } from '../../../kernel/db/sql.js';
import { defineQueryable, runQuery } from '../../../kernel/query/index.js';
import { touchAvailability } from '../availability/availability-revision.js';

/** A booking policy as stored: its rules, whether it is the site's default, a numeric revision. */
export type PolicyRecord = BookingPolicyRules & {
  id: string;
  siteId: string;
  isDefault: boolean;
  revision: number;
  createdDate: string;
  updatedDate: string;
};

const queryablePolicies = defineQueryable({
  table: 'booking_policies',
  docColumn: 'doc',
  fields: {
    id: { type: 'string', column: 'id', sortable: true, notNull: true },
    name: { type: 'string', column: 'name', sortable: true, notNull: true },
    default: { type: 'boolean', column: 'is_default', notNull: true },
    createdDate: { type: 'date', column: 'created_date', sortable: true, notNull: true },
    updatedDate: { type: 'date', column: 'updated_date', sortable: true, notNull: true },
  },
  defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
});

const parse = (row: { doc: string }): PolicyRecord => JSON.parse(row.doc) as PolicyRecord;

export async function queryPolicies(db: Queryable, siteId: string, query: unknown) {
  const { rows, pagingMetadata } = await runQuery<{ doc: string }>(db, queryablePolicies, query, {
    scope: sql`site_id = ${siteId}`,
    columns: ['doc'],
  });
  return { records: rows.map(parse), pagingMetadata };
}

export async function findPolicy(
  db: Queryable,
  siteId: string,
  id: string,
): Promise<PolicyRecord | undefined> {
  const row = await db.one<{ doc: string }>(
    sql`SELECT doc FROM booking_policies WHERE id = ${id} AND site_id = ${siteId}`,
  );
  return row && parse(row);
}

export async function findDefault(db: Queryable, siteId: string): Promise<PolicyRecord | undefined> {
  const row = await db.one<{ doc: string }>(
    sql`SELECT doc FROM booking_policies WHERE site_id = ${siteId} AND is_default = 1`,
  );
  return row && parse(row);
}

export async function allPolicies(db: Queryable, siteId: string): Promise<PolicyRecord[]> {
  const rows = await db.all<{ doc: string }>(sql`SELECT doc FROM booking_policies WHERE site_id = ${siteId}`);
  return rows.map(parse);
}

export async function insertPolicy(db: Queryable, record: PolicyRecord): Promise<void> {
  await db.run(sql`
    INSERT INTO booking_policies (id, site_id, name, is_default, doc, revision, created_date, updated_date)
    VALUES (${record.id}, ${record.siteId}, ${record.name}, ${record.isDefault ? 1 : 0}, ${JSON.stringify(record)},
            ${record.revision}, ${record.createdDate}, ${record.updatedDate})`);
  await touchAvailability(db, record.siteId);
}

/** Writes `record` over the revision before it; false when someone changed it meanwhile. */
export async function updatePolicy(db: Queryable, record: PolicyRecord): Promise<boolean> {
  const { changes } = await db.run(sql`
    UPDATE booking_policies SET name = ${record.name}, is_default = ${record.isDefault ? 1 : 0},
      doc = ${JSON.stringify(record)}, revision = ${record.revision}, updated_date = ${record.updatedDate}
    WHERE id = ${record.id} AND site_id = ${record.siteId} AND revision = ${record.revision - 1}`);
  if (changes === 1) await touchAvailability(db, record.siteId);
  return changes === 1;
}

export async function deletePolicy(db: Queryable, siteId: string, id: string): Promise<boolean> {
  const { changes } = await db.run(
    sql`DELETE FROM booking_policies WHERE id = ${id} AND site_id = ${siteId} AND is_default = 0`,
  );
  if (changes === 1) await touchAvailability(db, siteId);
  return changes === 1;
}

/** Which services follow which policy, by policy id (a scan: a site has tens of services, not millions). */
export async function servicesByPolicy(
  db: Queryable,
  siteId: string,
): Promise<Map<string, { id: string; name: string }[]>> {
  const rows = await db.all<{ id: string; name: string; doc: string }>(
    sql`SELECT id, name, doc FROM booking_services WHERE site_id = ${siteId} ORDER BY created_date, id`,
  );
  const byPolicy = new Map<string, { id: string; name: string }[]>();
  for (const row of rows) {
    const { bookingPolicyId } = JSON.parse(row.doc) as { bookingPolicyId: string };
    const list = byPolicy.get(bookingPolicyId) ?? [];
    list.push({ id: row.id, name: row.name });
    byPolicy.set(bookingPolicyId, list);
  }
  return byPolicy;
}
