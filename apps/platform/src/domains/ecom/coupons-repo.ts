import type { Coupon } from '@bazaar/contracts';
import type { Queryable } from '../../kernel/db/database.js';
import { parseDocument } from '../../kernel/db/documents.js';
import { sql } from '../../kernel/db/sql.js';

export async function insertCoupon(db: Queryable, siteId: string, coupon: Coupon): Promise<void> {
  await db.run(sql`
    INSERT INTO coupons (id, site_id, code, doc, created_date)
    VALUES (${coupon.id}, ${siteId}, ${coupon.code}, ${JSON.stringify(coupon)}, ${coupon.createdDate})`);
}

export async function listCoupons(db: Queryable, siteId: string): Promise<Coupon[]> {
  const rows = await db.all<{ doc: unknown }>(
    sql`SELECT doc FROM coupons WHERE site_id = ${siteId} ORDER BY created_date, id`,
  );
  return rows.map((row) => parseDocument<Coupon>(row.doc));
}

export async function deleteCoupon(db: Queryable, siteId: string, id: string): Promise<boolean> {
  const { changes } = await db.run(sql`DELETE FROM coupons WHERE id = ${id} AND site_id = ${siteId}`);
  return changes === 1;
}

/** The coupon with `code`, already normalised by the caller. */
export async function findCouponByCode(
  db: Queryable,
  siteId: string,
  code: string,
): Promise<Coupon | undefined> {
  const row = await db.one<{ doc: unknown }>(
    sql`SELECT doc FROM coupons WHERE site_id = ${siteId} AND code = ${code}`,
  );
  return row && parseDocument<Coupon>(row.doc);
}
