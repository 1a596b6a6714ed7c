import type { ListPlansQuery, Query } from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import { parseDocument } from '../../../kernel/db/documents.js';
import { type Sql, sql } from '../../../kernel/db/sql.js';
import { defineQueryable, runQuery } from '../../../kernel/query/index.js';
import type { PlanRecord, StoredPlan } from './record.js';

const queryablePlans = defineQueryable({
  table: 'pricing_plans',
  docColumn: 'doc',
  fields: {
    id: { type: 'string', column: 'id', notNull: true },
    slug: { type: 'string', column: 'slug', notNull: true },
    name: { type: 'string', column: 'name', sortable: true, notNull: true },
    primary: { type: 'boolean', column: 'primary_plan', sortable: true, notNull: true },
    createdDate: { type: 'date', column: 'created_date', sortable: true, notNull: true },
    updatedDate: { type: 'date', column: 'updated_date', sortable: true, notNull: true },
  },
  defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
});

interface Row {
  doc: string | PlanRecord;
  has_orders: number | string;
}

const parse = (row: Row): StoredPlan => ({
  ...parseDocument<PlanRecord>(row.doc),
  hasOrders: Number(row.has_orders) === 1,
});

/** The public plans a visitor's query reaches: shown and not archived. */
export async function queryPublicPlans(db: Queryable, siteId: string, query: Query | undefined) {
  const { rows, pagingMetadata } = await runQuery<Row>(db, queryablePlans, query, {
    scope: sql`site_id = ${siteId} AND public = 1 AND archived = 0`,
    columns: ['doc', 'has_orders'],
  });
  return { plans: rows.map(parse), pagingMetadata };
}

/** Which plans a list shows: active ones unless it asks for archived ones, public or hidden or both. */
export interface PlanFilter {
  archived?: ListPlansQuery['archived'];
  public?: ListPlansQuery['public'];
  planIds?: readonly string[];
}

const whereOf = (filter: PlanFilter): Sql => {
  const parts: Sql[] = [sql`1 = 1`];
  if ((filter.archived ?? 'ACTIVE') === 'ACTIVE') parts.push(sql`archived = 0`);
  if (filter.archived === 'ARCHIVED') parts.push(sql`archived = 1`);
  if (filter.public === 'PUBLIC') parts.push(sql`public = 1`);
  if (filter.public === 'HIDDEN') parts.push(sql`public = 0`);
  if (filter.planIds) parts.push(sql`id IN (${sql.list(filter.planIds)})`);
  return sql.join(parts, sql.raw(' AND '));
};

/** A page of plans, oldest first, that `filter` lets through. */
export async function listPlans(
  db: Queryable,
  siteId: string,
  filter: PlanFilter,
  page: { offset: number; limit: number },
): Promise<{ plans: StoredPlan[]; total: number }> {
  const where = whereOf(filter);
  const [rows, count] = await Promise.all([
    db.all<Row>(sql`
      SELECT doc, has_orders FROM pricing_plans WHERE site_id = ${siteId} AND ${where}
      ORDER BY created_date, id LIMIT ${page.limit} OFFSET ${page.offset}`),
    db.one<{ n: number | string }>(
      sql`SELECT COUNT(*) AS n FROM pricing_plans WHERE site_id = ${siteId} AND ${where}`,
    ),
  ]);
  return { plans: rows.map(parse), total: Number(count?.n ?? 0) };
}

export async function countPlans(db: Queryable, siteId: string): Promise<number> {
  const row = await db.one<{ n: number | string }>(
    sql`SELECT COUNT(*) AS n FROM pricing_plans WHERE site_id = ${siteId}`,
  );
  return Number(row?.n ?? 0);
}

export async function findPlan(db: Queryable, siteId: string, id: string): Promise<StoredPlan | undefined> {
  const row = await db.one<Row>(
    sql`SELECT doc, has_orders FROM pricing_plans WHERE id = ${id} AND site_id = ${siteId}`,
  );
  return row && parse(row);
}

export async function slugTaken(
  db: Queryable,
  siteId: string,
  slug: string,
  exceptId = '',
): Promise<boolean> {
  const row = await db.one(
    sql`SELECT 1 AS taken FROM pricing_plans WHERE site_id = ${siteId} AND slug = ${slug} AND id <> ${exceptId}`,
  );
  return row !== undefined;
}

export async function insertPlan(db: Queryable, plan: PlanRecord): Promise<void> {
  await db.run(sql`
    INSERT INTO pricing_plans (id, site_id, slug, name, public, archived, primary_plan, doc, revision,
                               created_date, updated_date)
    VALUES (${plan.id}, ${plan.siteId}, ${plan.slug}, ${plan.name}, ${plan.public ? 1 : 0},
            ${plan.archived ? 1 : 0}, ${plan.primary ? 1 : 0}, ${JSON.stringify(plan)}, ${plan.revision},
            ${plan.createdDate}, ${plan.updatedDate})`);
}

/** Writes the next revision; false when another change came first (the caller reads again). */
export async function updatePlan(db: Queryable, plan: PlanRecord): Promise<boolean> {
  const { changes } = await db.run(sql`
    UPDATE pricing_plans SET slug = ${plan.slug}, name = ${plan.name}, public = ${plan.public ? 1 : 0},
      archived = ${plan.archived ? 1 : 0}, primary_plan = ${plan.primary ? 1 : 0}, doc = ${JSON.stringify(plan)},
      revision = ${plan.revision}, updated_date = ${plan.updatedDate}
    WHERE id = ${plan.id} AND site_id = ${plan.siteId} AND revision = ${plan.revision - 1}`);
  return changes === 1;
}

/** The site's primary plan, if one is. */
export async function findPrimaryPlan(db: Queryable, siteId: string): Promise<StoredPlan | undefined> {
  const row = await db.one<Row>(
    sql`SELECT doc, has_orders FROM pricing_plans WHERE site_id = ${siteId} AND primary_plan = 1`,
  );
  return row && parse(row);
}

export async function markHasOrders(db: Queryable, siteId: string, id: string): Promise<void> {
  await db.run(sql`UPDATE pricing_plans SET has_orders = 1 WHERE id = ${id} AND site_id = ${siteId}`);
}
