import type { BookingPolicyRules } from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import { documentTable, parseDocument } from '../../../kernel/db/documents.js';
import { sql } from '../../../kernel/db/sql.js';
import { defineQueryable } from '../../../kernel/query/index.js';
import { touchAvailability } from '../availability/availability-revision.js';
import { NO_CANCELLATION_FEE } from './defaults.js';

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

const policies = documentTable<PolicyRecord>({
  table: 'booking_policies',
  columns: (record) => ({
    id: record.id,
    site_id: record.siteId,
    name: record.name,
    is_default: record.isDefault ? 1 : 0,
    revision: record.revision,
    created_date: record.createdDate,
    updated_date: record.updatedDate,
  }),
  fixed: ['id', 'site_id', 'created_date'],
  // Policies written before cancellation fees existed read as having none.
  extra: {
    columns: [],
    from: (record) => ({
      ...record,
      cancellationFeePolicy: record.cancellationFeePolicy ?? NO_CANCELLATION_FEE,
    }),
  },
});

export const queryPolicies = (db: Queryable, siteId: string, query: unknown) =>
  policies.query(db, queryablePolicies, query, sql`site_id = ${siteId}`);

export const findPolicy = (db: Queryable, siteId: string, id: string) => policies.findById(db, siteId, id);

export const findDefault = (db: Queryable, siteId: string) =>
  policies.find(db, sql`site_id = ${siteId} AND is_default = 1`);

export const allPolicies = (db: Queryable, siteId: string) => policies.findAll(db, sql`site_id = ${siteId}`);

export async function insertPolicy(db: Queryable, record: PolicyRecord): Promise<void> {
  await policies.insert(db, record);
  await touchAvailability(db, record.siteId);
}

/** Writes `record` over the revision before it; false when someone changed it meanwhile. */
export async function updatePolicy(db: Queryable, record: PolicyRecord): Promise<boolean> {
  const where = sql`id = ${record.id} AND site_id = ${record.siteId}`;
  const written = await policies.update(db, record, where, { revision: record.revision });
  if (written) await touchAvailability(db, record.siteId);
  return written;
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
    const { bookingPolicyId } = parseDocument<{ bookingPolicyId: string }>(row.doc);
    const list = byPolicy.get(bookingPolicyId) ?? [];
    list.push({ id: row.id, name: row.name });
    byPolicy.set(bookingPolicyId, list);
  }
  return byPolicy;
}
